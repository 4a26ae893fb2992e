import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardOrder } from '../../../tests/helpers/orders.ts';
import { staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createApp } from '../app.ts';
import { auditLog, orders, products } from '../db/schema/index.ts';
import { FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));

const send = (path: string, body: unknown, token = 'admin-test-token') =>
  t.app.request(`/api/admin${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });

/** The product's current version (as an editor loads it before saving). */
async function versionOf(path: string): Promise<number> {
  const [row] = await t.database.db
    .select({ version: products.version })
    .from(products)
    .where(eq(products.id, Number(path.split('/').pop())));
  return row?.version ?? 1;
}

/** PATCH with the version the product is at now, as an editor who just loaded it. */
const patch = async (path: string, body: object, token = 'admin-test-token') =>
  send(path, { version: await versionOf(path), ...body }, token);

describe('PATCH /api/admin/products/{id}', () => {
  it('changes the price, bumps updated_at, asks for a rebuild and shows in the catalogue', async () => {
    const before = (await (await t.app.request('/api/catalogue/product-ids')).json()) as {
      data: { id: number; updated_at: string }[];
    };
    const stamp = before.data.find((p) => p.id === 7)!.updated_at;
    const res = await patch('/products/7', { price_cents: 4321 });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { price_cents: number; updated_at: string; sku: string } };
    expect(data.price_cents).toBe(4321);
    expect(Date.parse(data.updated_at)).toBeGreaterThan(Date.parse(stamp));
    expect(changes).toEqual(['product 7 edited']);
    const product = (await (await t.app.request(`/api/products/${data.sku}`)).json()) as {
      data: { product_meta: { option: string; value: string }[] };
    };
    expect(product.data.product_meta.find((m) => m.option === '_price')?.value).toBe('43.21');
    // The audit log has the edited field before and after, and who edited it.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, '7')));
    expect(entry).toMatchObject({
      action: 'product.edit',
      actor: 'SHOP_ADMIN_TOKEN',
      staffId: null,
      after: { price_cents: 4321 },
    });
    expect(Object.keys(entry!.before as object)).toEqual(['price_cents']);
    expect((entry!.before as { price_cents: number }).price_cents).not.toBe(4321);
  });

  it('lets an editor edit, recording them in the audit log, and refuses support with 403', async () => {
    const editor = await staffSession(t, 'editor');
    const res = await patch(
      '/products/6',
      { title: 'Edited by staff', short_description: 'New words' },
      editor.token,
    );
    expect(res.status).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, '6')));
    expect(entry).toMatchObject({
      staffId: editor.member.id,
      actor: editor.email,
      after: { title: 'Edited by staff', short_description: 'New words' },
    });
    const support = await staffSession(t, 'support');
    const audits = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
    const before = await audits();
    const refused = await patch('/products/6', { title: 'Edited by support' }, support.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    // A wrong role is refused before its body is read.
    expect((await patch('/products/6', { price_cents: -1 }, support.token)).status).toBe(403);
    expect(await audits()).toBe(before);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, 6));
    expect(row!.title).toBe('Edited by staff');
  });

  it.each([
    ['no token', {}, '', 401, SIGN_IN_MESSAGE],
    ['a wrong token', { price_cents: 1 }, 'guess', 401, SIGN_IN_MESSAGE],
    ['fractional cents', { price_cents: 12.5 }, undefined, 422, 'Price must be a whole number'],
    ['a negative price', { price_cents: -1 }, undefined, 422, 'Price cannot be negative'],
    ['a price as text', { price_cents: '12' }, undefined, 422, 'Price must be a number'],
    ['an empty title', { title: '  ' }, undefined, 422, 'Title is required'],
    ['a title that is not text', { title: 5 }, undefined, 422, 'Title must be text'],
    ['nothing', {}, undefined, 422, 'Nothing to update'],
  ])('refuses %s without a change', async (_name, body, token, status, message) => {
    const count = changes.length;
    const res = await patch('/products/8', body, token);
    expect(res.status).toBe(status);
    const answer = (await res.json()) as { message: string; errors?: Record<string, string> };
    expect(answer.message).toBe(message);
    // The field at fault is named (a rule about the whole body names none).
    const [field] = Object.keys(body);
    expect(answer.errors).toEqual(status === 422 && field ? { [field]: message } : undefined);
    expect(changes).toHaveLength(count);
  });

  it('refuses a save without the version it was made from, or with an unknown field', async () => {
    const count = changes.length;
    for (const body of [{ price_cents: 100 }, { version: await versionOf('/products/8'), colour: 'red' }]) {
      const res = await send('/products/8', body);
      expect(res.status).toBe(422);
      const { errors } = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(errors)).toEqual(['price_cents' in body ? 'version' : 'colour']);
    }
    expect(changes).toHaveLength(count);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await send('/products/999999', { version: 1, price_cents: 100 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Product not found' });
  });

  it('refuses a product id past what the database holds with 400', async () => {
    const res = await send('/products/2147483648', { version: 1, price_cents: 100 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Product id must be at most 2147483647' });
  });

  it('refuses a price above $100,000', async () => {
    const res = await patch('/products/8', { price_cents: 10_000_001 });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: 'Price must be at most 10,000,000' });
    expect((await patch('/products/8', { price_cents: 10_000_000 })).status).toBe(200);
  });

  it('refuses an order above $1 M with 422 before writing it, whatever the prices', async () => {
    expect((await patch('/products/9', { price_cents: 10_000_000 })).status).toBe(200);
    const res = await t.app.request('/api/place-order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'too-large-order-1' },
      body: JSON.stringify(cardOrder([], { products: [{ id: 9, quantity: 1000 }] })),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      message: 'This order is too large to place online. Please contact us to arrange it.',
    });
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, 'too-large-order-1'));
    expect(row).toBeUndefined();
  });
});

describe('the shop admin token', () => {
  // Timing cannot be measured reliably in a unit test: these pin the answers; the comparison itself
  // is node:crypto timingSafeEqual over SHA-256 digests (src/api/http/admin-token.ts).
  const sameLength = 'x'.repeat('admin-test-token'.length);

  it('lets the right token edit and refuses a wrong one of the same length', async () => {
    expect((await patch('/products/9', { title: 'Edited by the shop' })).status).toBe(200);
    const wrong = await patch('/products/9', { title: 'Edited by a guess' }, sameLength);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: SIGN_IN_MESSAGE });
  });

  it('guards return attachment downloads the same way', async () => {
    const download = (token: string) =>
      t.app.request('/api/admin/return-requests/1/file', { headers: { Authorization: `Bearer ${token}` } });
    expect((await download(sameLength)).status).toBe(401);
    expect((await download('admin-test-token')).status).toBe(404);
    const overflow = await t.app.request('/api/admin/return-requests/99999999999/file', {
      headers: { Authorization: 'Bearer admin-test-token' },
    });
    expect(overflow.status).toBeLessThan(500);
  });

  it('is refused everywhere when the shop has none', async () => {
    const none = createApp({ ...t.deps, adminToken: null });
    const res = await none.request('/api/admin/products/9', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer null' },
      body: JSON.stringify({ version: 1, title: 'x' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('CORS and security headers on the API', () => {
  it("allows the storefront's origin only", async () => {
    const ours = await t.app.request('/api/settings', { headers: { Origin: 'http://shop.test' } });
    expect(ours.headers.get('Access-Control-Allow-Origin')).toBe('http://shop.test');
    const theirs = await t.app.request('/api/settings', { headers: { Origin: 'https://evil.example' } });
    expect(theirs.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await t.app.request('/api/place-order', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('lets the storefront send an Idempotency-Key with an order', async () => {
    const preflight = await t.app.request('/api/place-order', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://shop.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://shop.test');
    const allowed = (preflight.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(/,\s*/);
    expect(allowed).toContain('idempotency-key');
  });

  it('sends nosniff, no framing and HSTS', async () => {
    const res = await t.app.request('/api/settings');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
  });
});
