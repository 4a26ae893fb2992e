import { describe, expect, it } from 'vitest';
import { cardOrder } from '../helpers/orders.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

const NUL = 'Text must not contain NUL characters.';

async function call(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

const json = (value: unknown) => JSON.stringify(value);

describe('NUL characters are refused with 400 wherever they are sent', () => {
  it.each([
    ['a path parameter', 'GET', '/products/%00'],
    ['a path parameter, among other text', 'GET', '/abc%00def/blog'],
    ['a query parameter', 'GET', '/search-product?search=abc%00'],
    ['a filter', 'GET', '/shop?brand=%00'],
    ['an unsubscribe token', 'GET', '/unsubscribe?token=x%00'],
  ])('in %s', async (_name, method, path) => {
    expect(await call(method, path)).toEqual({ status: 400, body: { message: NUL } });
  });

  it.each([
    ['an order number', '/guest/track-order', { id: 'SC\u0000' }],
    ['a sign-in email', '/login', { email: 'a\u0000@example.com', password: 'x' }],
    ['an object key', '/guest/track-order', { id: 'SC1', 'x\u0000': 1 }],
    [
      'a contact message',
      '/contact-us',
      { f_name: 'A', l_name: 'B', email: 'a@example.com', subject: 'Hi', message: 'one\u0000two' },
    ],
  ])('in %s in a JSON body', async (_name, path, body) => {
    expect(await call('POST', path, json(body))).toEqual({ status: 400, body: { message: NUL } });
  });

  it('but reads an escaped backslash followed by u0000 as the plain text it is', async () => {
    expect(await call('POST', '/guest/track-order', json({ id: '\\u0000' }))).toEqual({
      status: 404,
      body: { message: 'No Order Found' },
    });
  });

  it('in a text field of a form', async () => {
    const form = new FormData();
    form.set('f_name', 'Ann\u0000');
    const res = await t.app.request('/api/order-return', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NUL });
  });
});

describe('control characters in a path', () => {
  it.each(['/products/a%0D%0Ab', '/pages/%0A', '/x%09y/blog'])('%s is refused with 400', async (path) => {
    expect(await call('GET', path)).toEqual({
      status: 400,
      body: { message: 'The address must not contain control characters.' },
    });
  });
});

describe('numbers past what the database holds are refused: 400 in the address, 422 in the body', () => {
  it('an export cursor past 2147483647', async () => {
    expect(await call('GET', '/catalogue/products?after=2147483648')).toMatchObject({
      status: 400,
      body: { message: 'after must be at most 2147483647' },
    });
    expect((await call('GET', '/catalogue/products?after=2147483647')).status).toBe(200);
  });

  it('a vehicle id past 2147483647', async () => {
    expect(await call('GET', '/shop?vehicle=2147483648')).toMatchObject({
      status: 400,
      body: { message: 'vehicle must be at most 2147483647' },
    });
    expect(await call('GET', '/vehicles/2147483648')).toMatchObject({
      status: 400,
      body: { message: 'Vehicle id must be at most 2147483647' },
    });
  });

  it('an order line for product id 2147483648', async () => {
    const res = await call(
      'POST',
      '/place-order',
      json(cardOrder([], { products: [{ id: 2_147_483_648, quantity: 1 }] })),
      { 'Idempotency-Key': 'bad-input-test-1' },
    );
    expect(res).toEqual({
      status: 422,
      body: { message: 'Unknown product', errors: { 'products.0.id': 'Unknown product' } },
    });
  });

  it('an order whose total would pass $21.47 million', async () => {
    const ids = (
      (await (await t.app.request('/api/catalogue/product-ids')).json()) as { data: { id: number }[] }
    ).data;
    const res = await call(
      'POST',
      '/place-order',
      json(cardOrder([], { products: ids.slice(0, 100).map(({ id }) => ({ id, quantity: 1000 })) })),
      { 'Idempotency-Key': 'bad-input-test-2' },
    );
    expect(res).toEqual({
      status: 422,
      body: {
        message: 'An order can have at most 1,000 items',
        errors: { products: 'An order can have at most 1,000 items' },
      },
    });
  });
});

describe('malformed bodies', () => {
  it.each([
    ['cut-off JSON', '{"id": "SC'],
    ['not JSON at all', 'hello'],
    ['JSON nested past any sensible depth', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ])('%s gets 400', async (_name, body) => {
    const res = await call('POST', '/guest/track-order', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
