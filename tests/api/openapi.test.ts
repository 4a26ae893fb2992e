/**
 * The OpenAPI document at GET /api/openapi.json cannot drift from the code: it documents every route
 * the app has, and a success and an error of every operation, sent live, match its schemas.
 */

import sharp from 'sharp';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/api/app.ts';
import type { Db } from '../../src/api/db/client.ts';
import { StripeEvents } from '../../src/api/payments/stripe.ts';
import type { WebhookVerifier } from '../../src/api/payments/types.ts';
import { invoiceLink } from '../../src/api/services/invoice-links.ts';
import { type Answer, createChecker, type OpenApiDocument, operations } from '../helpers/openapi-check.ts';
import { address, cardOrder, newKey, someProducts } from '../helpers/orders.ts';
import { addRanger, placedOrder, reviewTokens } from '../helpers/reviews.ts';
import { staffSession } from '../helpers/staff.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();
let doc: OpenApiDocument;
let checker: ReturnType<typeof createChecker>;
/** The same app with a database that fails every query: how any route answers an outage. */
let down: ReturnType<typeof createApp>;

/** Operations with nothing a caller can get wrong and nothing to fail: they have no error answer. */
const CANNOT_FAIL = ['GET /health', 'GET /payment-config', 'GET /encrypted-paypal-keys'];

beforeAll(async () => {
  // The shop's token gets the whole document, its own calls included.
  const shop = { Authorization: `Bearer ${t.deps.adminToken}` };
  doc = (await (await t.app.request('/api/openapi.json', { headers: shop })).json()) as OpenApiDocument;
  checker = createChecker(doc);
  const failing = new Proxy({} as Db, {
    get: () => {
      throw new Error('the database is down');
    },
  });
  down = createApp({ ...t.deps, db: failing });
});

interface Init {
  json?: unknown;
  body?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
  app?: ReturnType<typeof createApp>;
}

/** Sends `op` ('POST /login') to `url` (below /api) and checks the answer against the document. */
async function call(op: string, url: string, init: Init = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await (init.app ?? t.app).request(`/api${url}`, {
    method: op.split(' ')[0],
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  return checker.check(op, res);
}

/** The answer of `op` while the database is down: a 500 in the error shape. */
async function outage(op: string, url: string) {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect((await call(op, url, { app: down })).status).toBe(500);
  } finally {
    quiet.mockRestore();
  }
}

const status = async (answer: Promise<Answer>) => (await answer).status;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and documents every route of the app', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path !== '/api/openapi.json' && r.path !== '/api/*')
      .map((r) => `${r.method} ${r.path.slice('/api'.length).replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
    expect(new Set(operations(doc))).toEqual(new Set(routes));
  });

  it("does not advertise the shop's own calls to anyone else", async () => {
    const res = await t.app.request('/api/openapi.json');
    const open = operations((await res.json()) as OpenApiDocument);
    expect(open.filter((op) => op.includes(' /admin/'))).toEqual([]);
    expect(open).toEqual(operations(doc).filter((op) => !op.includes(' /admin/')));
  });

  it('gives every error answer the one error shape', () => {
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item))
        for (const [code, response] of Object.entries(operation.responses)) {
          const schema = response.content?.['application/json']?.schema;
          if (Number(code) < 400 || !schema) continue;
          // A stale back-office save (409) answers the error's message with the record as saved now.
          const text = JSON.stringify(schema);
          if (code === '409' && text.includes('"current"') && text.includes('"message"')) continue;
          // The CSV imports name lines, not fields: their 422 lists them as the dry run does.
          const csvImport = [
            '/admin/products/import',
            '/admin/fitment/import',
            '/admin/stock/import',
          ].includes(path);
          if (csvImport && code === '422' && text.includes('"line"')) continue;
          expect(text, `${method} ${path} ${code}`).toContain('#/components/schemas/Error');
        }
    expect(doc.components.schemas?.Error).toMatchObject({
      required: ['message'],
      additionalProperties: false,
    });
  });
});

describe('live answers match the document', () => {
  it('catalogue', async () => {
    for (const path of ['/nav-bar-data', '/social-links', '/brands', '/categories', '/home-page']) {
      expect(await status(call(`GET ${path}`, path))).toBe(200);
      await outage(`GET ${path}`, path);
    }
    expect(await status(call('GET /latest-products', '/latest-products?pagination=2'))).toBe(200);
    expect(await status(call('GET /latest-products', '/latest-products?pagination=0'))).toBe(400);
    expect(await status(call('GET /search-product', '/search-product?search=oil'))).toBe(200);
    expect(await status(call('GET /catalogue/synonyms', '/catalogue/synonyms'))).toBe(200);
    await outage('GET /catalogue/synonyms', '/catalogue/synonyms');
    const logged = { query: 'brake pads', results: 3, corrected_to: null };
    expect(await status(call('POST /search-log', '/search-log', { json: logged }))).toBe(204);
    expect(await status(call('POST /search-log', '/search-log', { json: { query: '', results: -1 } }))).toBe(
      422,
    );
    const short = await call('GET /search-product', '/search-product?search=ab&sort=price');
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.errors)).toEqual(['search', 'sort']);
    const sku = (await call('GET /shop', '/shop?pagination=2')).body.data[0].sku;
    expect(await status(call('GET /products/{sku}', `/products/${sku}`))).toBe(200);
    expect(await status(call('GET /products/{sku}', '/products/no-such-part'))).toBe(404);
    expect(await status(call('GET /shop', '/shop?page=x'))).toBe(400);
    expect(await status(call('GET /shop', '/shop?brand=no-such-brand'))).toBe(404);
    expect(await status(call('GET /catalogue/products', '/catalogue/products?limit=2'))).toBe(200);
    expect(await status(call('GET /catalogue/products', '/catalogue/products?limit=5000'))).toBe(400);
    for (const path of [
      '/catalogue/product-ids',
      '/catalogue/page-meta',
      '/catalogue/home-blocks',
      '/catalogue/redirects',
    ]) {
      expect(await status(call(`GET ${path}`, path))).toBe(200);
      await outage(`GET ${path}`, path);
    }
  });

  it('content, shop and payment settings', async () => {
    for (const path of ['/pages', '/faqs', '/blogs', '/sitemap-map', '/user']) {
      expect(await status(call(`GET ${path}`, path))).toBe(200);
      await outage(`GET ${path}`, path);
    }
    const slug = (await call('GET /pages', '/pages')).body.data[0].slug;
    expect(await status(call('GET /pages/{slug}', `/pages/${slug}`))).toBe(200);
    expect(await status(call('GET /pages/{slug}', '/pages/no-such-page'))).toBe(404);
    const blog = (await call('GET /blogs', '/blogs')).body.data.data[0].permalink;
    expect(await status(call('GET /{permalink}/blog', `/${blog}/blog`))).toBe(200);
    expect(await status(call('GET /{permalink}/blog', '/no-such-blog/blog'))).toBe(404);
    for (const op of CANNOT_FAIL) expect(await status(call(op, op.split(' ')[1]!))).toBe(200);
  });

  it('accounts, password reset and addresses', async () => {
    const email = `openapi-${Date.now()}@example.com`;
    const signup = { name: 'Open Api', email, password: 'Secret!234', phone: '0412345678', terms: true };
    const made = await call('POST /registered', '/registered', { json: signup });
    expect(made.status).toBe(201);
    expect(await status(call('POST /registered', '/registered', { json: signup }))).toBe(422);
    const token = made.body.token as string;
    // The sign-up email's confirmation link (an HTML page either way).
    const link = /\/api(\/verify-email\?token=[\w.-]+)/.exec(
      t.mail.findLast((m) => m.to === email)?.text ?? '',
    )?.[1];
    expect(await status(call('GET /verify-email', link!))).toBe(200);
    expect(await status(call('GET /verify-email', '/verify-email?token=1.2.forged'))).toBe(404);
    expect(await status(call('GET /verify-email', '/verify-email'))).toBe(400);
    expect(await status(call('POST /login', '/login', { json: { email, password: 'Secret!234' } }))).toBe(
      200,
    );
    expect(await status(call('POST /login', '/login', { json: { email, password: 'Wrong!234' } }))).toBe(401);
    expect(await status(call('POST /login', '/login', { json: { email } }))).toBe(422);
    expect(
      await status(
        call('POST /login', '/login', { body: 'email=x', headers: { 'Content-Type': 'text/plain' } }),
      ),
    ).toBe(400);

    expect(await status(call('GET /profile', '/profile', { token }))).toBe(200);
    expect(await status(call('GET /profile', '/profile'))).toBe(401);
    const profile = { name: 'Open Api', phone: '0412345678', email };
    expect(await status(call('POST /profile/update', '/profile/update', { json: profile, token }))).toBe(200);
    const other = { ...profile, email: 'else@example.com' };
    expect(await status(call('POST /profile/update', '/profile/update', { json: other, token }))).toBe(422);

    const saved = { ...address, address_type: 'Home' };
    expect(await status(call('GET /user-addresses', '/user-addresses', { token }))).toBe(200);
    expect(await status(call('GET /user-addresses', '/user-addresses'))).toBe(401);
    const store = await call('POST /user-addresses/store', '/user-addresses/store', { json: saved, token });
    expect(store.status).toBe(201);
    const bad = { ...saved, post_code: 'abc' };
    expect(
      await status(call('POST /user-addresses/store', '/user-addresses/store', { json: bad, token })),
    ).toBe(422);
    const one = `/user-addresses/${store.body.data.id}`;
    expect(await status(call('GET /user-addresses/{id}', one, { token }))).toBe(200);
    expect(await status(call('GET /user-addresses/{id}', '/user-addresses/999999', { token }))).toBe(404);
    expect(await status(call('PUT /user-addresses/{id}', one, { json: saved, token }))).toBe(200);
    expect(
      await status(call('PUT /user-addresses/{id}', '/user-addresses/abc', { json: saved, token })),
    ).toBe(400);
    expect(await status(call('DELETE /user-addresses/{id}', one, { token }))).toBe(200);
    expect(await status(call('DELETE /user-addresses/{id}', one, { token }))).toBe(404);

    expect(await status(call('POST /logout', '/logout', { token }))).toBe(200);
    expect(await status(call('POST /logout', '/logout', { token }))).toBe(401);

    // Resetting the password signs every session out, so it comes last.
    const sent = t.mail.length;
    expect(await status(call('POST /check-email', '/check-email', { json: { email } }))).toBe(200);
    expect(await status(call('POST /check-email', '/check-email', { json: { email: 'nope' } }))).toBe(422);
    await vi.waitFor(() => expect(t.mail.length).toBeGreaterThan(sent));
    const otp = /code is (\d{6})/.exec(t.mail.at(-1)!.text)![1]!;
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(await status(call('POST /confirm-otp', '/confirm-otp', { json: { email, otp: wrong } }))).toBe(
      422,
    );
    expect(await status(call('POST /confirm-otp', '/confirm-otp', { json: { email, otp } }))).toBe(200);
    const reset = { email, otp, password: 'Changed!99', password_confirmation: 'Changed!99' };
    const mismatch = { ...reset, password_confirmation: 'Other!999' };
    expect(await status(call('POST /update-password', '/update-password', { json: mismatch }))).toBe(422);
    expect(await status(call('POST /update-password', '/update-password', { json: reset }))).toBe(200);
  });

  it('orders, card and PayPal payments', async () => {
    const products = (await call('GET /catalogue/products', '/catalogue/products?limit=2')).body.data;
    const order = cardOrder(products);
    const token = (
      await call('POST /login', '/login', { json: { email: 'demo@example.com', password: 'Demo!2345' } })
    ).body.token as string;
    const place = (body: unknown, key = newKey(), signedIn?: string) =>
      call('POST /place-order', '/place-order', {
        json: body,
        token: signedIn,
        headers: { 'Idempotency-Key': key },
      });

    const memberKey = newKey();
    const placed = await place(order, memberKey, token);
    expect(placed.status).toBe(200);
    const invoice = placed.body.order.invoice_number as string;
    const attempt = (key: string | null, signedIn?: string) =>
      call('GET /place-order/attempt', '/place-order/attempt', {
        token: signedIn,
        headers: key === null ? {} : { 'Idempotency-Key': key },
      });
    expect((await attempt(memberKey, token)).body.order.invoice_number).toBe(invoice);
    expect((await attempt(memberKey)).status).toBe(403);
    expect((await attempt(newKey())).status).toBe(404);
    expect((await attempt(null)).status).toBe(400);
    expect((await place({ ...order, grand_total: '1.00' })).status).toBe(409);
    expect((await place({ ...order, stripePaymentMethodId: 'pm_card_chargeDeclined' })).status).toBe(402);
    expect((await place({ ...order, products: [] })).status).toBe(422);
    expect((await place([order])).status).toBe(400);
    const key = newKey();
    const challenged = await place(
      { ...order, stripePaymentMethodId: 'pm_card_authenticationRequired' },
      key,
    );
    expect(challenged.status).toBe(202);
    const authenticate = (id: string) =>
      call(
        'POST /test-gateway/payment-intents/{id}/authenticate',
        `/test-gateway/payment-intents/${id}/authenticate`,
        {
          json: { result: 'complete' },
        },
      );
    expect((await authenticate(challenged.body.payment_intent_id)).status).toBe(200);
    expect((await authenticate(challenged.body.payment_intent_id)).status).toBe(404);

    const paypalKey = newKey();
    const paypal = (amount: string) =>
      call('POST /test-gateway/paypal/orders', '/test-gateway/paypal/orders', {
        json: { amount, currency: 'AUD', custom_id: paypalKey },
      });
    const created = await paypal('10.00');
    expect(created.status).toBe(201);
    expect((await paypal('0.00')).status).toBe(422);
    const capture = (id: string) =>
      call('POST /test-gateway/paypal/orders/{id}/capture', `/test-gateway/paypal/orders/${id}/capture`);
    expect((await capture(created.body.id)).status).toBe(200);
    expect((await capture('NO-SUCH-ORDER')).status).toBe(404);

    // Afterpay through the test gateway: its page, the answer there, and the return page's question.
    const afterpay = await place(
      {
        ...order,
        stripePaymentMethodId: 'pm_afterpay_test',
        stripe_payment_method_type: 'afterpay_clearpay',
      },
      newKey(),
    );
    expect(afterpay.status).toBe(202);
    const intent = afterpay.body.payment_intent_id as string;
    const redirectPage = (id: string) =>
      call('GET /test-gateway/redirect/{id}', `/test-gateway/redirect/${id}`);
    expect((await redirectPage(intent)).status).toBe(200);
    expect((await redirectPage('pi_none')).status).toBe(404);
    const approve = (id: string, result: string) =>
      call('POST /test-gateway/redirect/{id}', `/test-gateway/redirect/${id}`, {
        body: `result=${result}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    expect((await approve(intent, 'maybe')).status).toBe(422);
    const back = await approve(intent, 'approve');
    expect(back.status).toBe(303);
    const returned = (search: string) => call('GET /payments/return', `/payments/return${search}`);
    const location = new URL(back.headers.get('Location')!);
    expect((await returned(location.search)).status).toBe(200);
    expect((await returned('?payment_intent=pi_none&payment_intent_client_secret=x')).status).toBe(404);
    expect((await returned('?payment_intent=nothing&payment_intent_client_secret=x')).status).toBe(400);

    expect(await status(call('GET /user-order', '/user-order', { token }))).toBe(200);
    expect(await status(call('GET /user-order', '/user-order'))).toBe(401);
    expect(await status(call('GET /orders-detail', `/orders-detail?id=${invoice}`, { token }))).toBe(200);
    expect(await status(call('GET /orders-detail', '/orders-detail', { token }))).toBe(400);
    expect(await status(call('GET /orders-detail', '/orders-detail?id=SCNOTANORDER', { token }))).toBe(404);
    const taxInvoice = (path: string, signedIn?: string) =>
      call('GET /user/orders/{invoice}/invoice', path, { token: signedIn });
    expect((await taxInvoice(`/user/orders/${invoice}/invoice`, token)).status).toBe(200);
    expect((await taxInvoice('/user/orders/SCNOTANORDER/invoice', token)).status).toBe(404);
    expect((await taxInvoice(`/user/orders/${invoice}/invoice`)).status).toBe(401);
    const link = invoiceLink(t.deps.siteUrl, t.deps.resetCodeSecret, invoice).replace(
      `${t.deps.siteUrl}/api`,
      '',
    );
    expect(await status(call('GET /invoices/{invoice}', link))).toBe(200);
    expect(await status(call('GET /invoices/{invoice}', `/invoices/${invoice}?expires=1&sig=x`))).toBe(403);
    const track = (id: unknown, signedIn?: string) =>
      call('POST /guest/track-order', '/guest/track-order', { json: { id }, token: signedIn });
    expect((await track(invoice)).status).toBe(200);
    expect((await track(invoice, token)).body.data.email).toEqual(expect.any(String));
    expect((await track('SCNOTANORDER')).status).toBe(404);
    expect((await track('')).status).toBe(422);
  });

  it("customer service and the shop's own calls", async () => {
    const person = {
      f_name: 'Kim',
      l_name: 'Lee',
      email: 'kim@example.com',
      subject: 'Hi',
      message: 'Hello',
    };
    expect(await status(call('POST /contact-us', '/contact-us', { json: person }))).toBe(200);
    expect(await status(call('POST /contact-us', '/contact-us', { json: { ...person, email: '' } }))).toBe(
      422,
    );
    const email = `news-${Date.now()}@example.com`;
    expect(await status(call('POST /subscribe', '/subscribe', { json: { email } }))).toBe(200);
    expect(await status(call('POST /subscribe', '/subscribe', { json: { email: 'x' } }))).toBe(422);
    const confirmLink = /\/api(\/newsletter\/confirm\?token=\S+)/.exec(t.mail.at(-1)!.text)![1]!;
    expect(await status(call('GET /newsletter/confirm', confirmLink))).toBe(200);
    expect(await status(call('GET /newsletter/confirm', '/newsletter/confirm?token=nope'))).toBe(404);
    expect(await status(call('GET /newsletter/confirm', '/newsletter/confirm'))).toBe(400);
    const link = /\/api(\/unsubscribe\?token=\S+)/.exec(t.mail.at(-1)!.text)![1]!;
    const code = /Use code (\S+) at checkout/.exec(t.mail.at(-1)!.text)![1]!;
    const promo = (json: unknown) => call('POST /promo-codes/check', '/promo-codes/check', { json });
    expect(await status(promo({ code }))).toBe(200);
    expect(await status(promo({ code: 'WELCOME-NOSUCHCODE' }))).toBe(422);
    expect(await status(call('GET /unsubscribe', link))).toBe(200);
    expect(await status(call('GET /unsubscribe', '/unsubscribe?token=nope'))).toBe(404);
    expect(await status(call('GET /unsubscribe', '/unsubscribe'))).toBe(400);

    const returnForm = (fields: Record<string, string>, file?: File) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ ...person, order_id: 'SCABC123', ...fields })) form.set(k, v);
      if (file) form.set('file_path', file);
      return call('POST /order-return', '/order-return', { body: form });
    };
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
      'photo.png',
    );
    const returned = await returnForm({}, png);
    expect(returned.status).toBe(201);
    const refused = await returnForm({ order_id: 'SC-1' }, new File(['x'], 'run.exe'));
    expect(refused).toMatchObject({ status: 422, body: { errors: { order_id: expect.any(String) } } });
    expect((await returnForm({}, new File(['not a png'], 'photo.png'))).body.errors).toEqual({
      file_path: 'The file does not match its type',
    });
    const asJson = await call('POST /order-return', '/order-return', { json: person });
    expect(asJson.status).toBe(400);

    const shop = t.deps.adminToken!;
    const file = (id: unknown) =>
      call('GET /admin/return-requests/{id}/file', `/admin/return-requests/${id}/file`, { token: shop });
    expect((await file(returned.body.id)).status).toBe(200);
    expect((await file(999999)).status).toBe(404);
    expect((await file('abc')).status).toBe(400);
  });

  it('vehicles, fitment and the garage', async () => {
    for (const path of ['/vehicles', '/catalogue/fitment']) {
      expect(await status(call(`GET ${path}`, path))).toBe(200);
      await outage(`GET ${path}`, path);
    }
    const tree = (await call('GET /vehicles', '/vehicles')).body.data;
    const series = tree.makes[0].models[0].series[0];
    const vehicle = series.vehicles[0];
    expect(await status(call('GET /vehicles/{id}', `/vehicles/${vehicle.id}`))).toBe(200);
    expect(await status(call('GET /vehicles/{id}', '/vehicles/999999'))).toBe(404);
    expect(await status(call('GET /vehicles/{id}', '/vehicles/abc'))).toBe(400);
    const parts = (query: string) =>
      call('GET /vehicles/{id}/products', `/vehicles/${vehicle.id}/products${query}`);
    expect((await parts(`?year=${vehicle.year_from}`)).status).toBe(200);
    expect((await parts(`?year=${vehicle.year_to + 1 > 2035 ? 1950 : vehicle.year_to + 1}`)).status).toBe(
      422,
    );
    expect((await parts('?year=abc')).status).toBe(400);
    const sku = (await call('GET /shop', `/shop?vehicle=${vehicle.id}&year=${vehicle.year_from}`)).body
      .data[0].sku;
    expect(await status(call('GET /shop', '/shop?vehicle=999999'))).toBe(404);
    expect(await status(call('GET /shop', `/shop?vehicle=${vehicle.id}&year=1950`))).toBe(422);
    expect(await status(call('GET /products/{sku}/fitment', `/products/${sku}/fitment`))).toBe(200);
    expect(await status(call('GET /products/{sku}/fitment', '/products/no-such-part/fitment'))).toBe(404);

    const token = (
      await call('POST /login', '/login', { json: { email: 'demo@example.com', password: 'Demo!2345' } })
    ).body.token as string;
    const mine = { vehicle_id: vehicle.id, year: vehicle.year_from };
    expect(await status(call('GET /user/garage', '/user/garage', { token }))).toBe(200);
    expect(await status(call('GET /user/garage', '/user/garage'))).toBe(401);
    const added = await call('POST /user/garage', '/user/garage', { json: mine, token });
    expect(added.status).toBe(201);
    expect(await status(call('POST /user/garage', '/user/garage', { json: mine, token }))).toBe(200);
    const unknown = { vehicle_id: 999999, year: 2016 };
    expect(await status(call('POST /user/garage', '/user/garage', { json: unknown, token }))).toBe(422);
    const one = `/user/garage/${added.body.data.id}`;
    expect(await status(call('PATCH /user/garage/{id}', one, { json: { active: true }, token }))).toBe(200);
    expect(
      await status(call('PATCH /user/garage/{id}', '/user/garage/999999', { json: { active: true }, token })),
    ).toBe(404);
    expect(
      await status(call('PUT /user/garage', '/user/garage', { json: { vehicles: [mine] }, token })),
    ).toBe(200);
    const twoActive = {
      vehicles: [
        { ...mine, active: true },
        { ...unknown, active: true },
      ],
    };
    expect(await status(call('PUT /user/garage', '/user/garage', { json: twoActive, token }))).toBe(422);
    const entry = (await call('GET /user/garage', '/user/garage', { token })).body.data[0].id;
    expect(await status(call('DELETE /user/garage/{id}', `/user/garage/${entry}`, { token }))).toBe(200);
    expect(await status(call('DELETE /user/garage/{id}', `/user/garage/${entry}`, { token }))).toBe(404);
  });

  it('stock: the collect stores and the availability files', async () => {
    const stores = await call('GET /stores', '/stores');
    expect(stores.status).toBe(200);
    expect(stores.body.data.map((s: { name: string }) => s.name)).toEqual([
      'Penrith',
      'Parramatta',
      'Liverpool',
    ]);
    await outage('GET /stores', '/stores');
    const file = await call('GET /stock/{bucket}', '/stock/0.json');
    expect(file.status).toBe(200);
    expect(Object.keys(file.body.products).length).toBeGreaterThan(0);
    expect(await status(call('GET /stock/{bucket}', '/stock/zero.json'))).toBe(400);
    await outage('GET /stock/{bucket}', '/stock/1.json');
  });

  it('freight: a quote for an address and an estimate for a postcode', async () => {
    const id = (await call('GET /shop', '/shop?pagination=1')).body.data[0].id;
    const products = [{ id, quantity: 1 }];
    const json = { products, post_code: '2150', state: 'NSW', street_address: '1 Church St' };
    expect(await status(call('POST /freight/quote', '/freight/quote', { json }))).toBe(200);
    const elsewhere = { ...json, state: 'VIC' };
    expect(await status(call('POST /freight/quote', '/freight/quote', { json: elsewhere }))).toBe(422);
    expect(
      await status(call('GET /freight/estimate', `/freight/estimate?items=${id}x2&post_code=6725`)),
    ).toBe(200);
    expect(
      await status(call('GET /freight/estimate', `/freight/estimate?items=${id}x2&post_code=0500`)),
    ).toBe(422);
    expect(await status(call('GET /freight/estimate', '/freight/estimate?items=x&post_code=6725'))).toBe(400);
    await outage('GET /freight/estimate', `/freight/estimate?items=${id}x1&post_code=2150`);
  });

  it("answers the providers' webhooks as documented: an event taken, a signature refused, no endpoint unset", async () => {
    const secret = 'whsec_openapi';
    const app = createApp({
      ...t.deps,
      gateways: { ...t.deps.gateways, stripeEvents: new StripeEvents(secret) },
    });
    const payload = JSON.stringify({
      id: 'evt_openapi',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const signed = new Stripe('sk_test').webhooks.generateTestHeaderString({ payload, secret });
    const deliver = (signature: string, to = app) =>
      call('POST /webhooks/stripe', '/webhooks/stripe', {
        body: payload,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        app: to,
      });
    expect((await deliver(signed)).status).toBe(200);
    expect((await deliver('t=1,v1=00')).status).toBe(400);
    const unset = createApp({ ...t.deps, gateways: { ...t.deps.gateways, stripeEvents: null } });
    expect((await deliver(signed, unset)).status).toBe(404);

    // PayPal's: its check stood in for (the adapter's own is tested against a PayPal fake).
    const vouched: WebhookVerifier = {
      verify: async (_payload, header) =>
        header('PAYPAL-TRANSMISSION-SIG') === 'ok'
          ? { id: 'WH-openapi', type: 'BILLING.PLAN.CREATED', object: {} }
          : null,
    };
    const paypalApp = createApp({ ...t.deps, gateways: { ...t.deps.gateways, paypalEvents: vouched } });
    const paypal = (signature: string, to = paypalApp) =>
      call('POST /webhooks/paypal', '/webhooks/paypal', {
        body: '{}',
        headers: { 'Content-Type': 'application/json', 'PAYPAL-TRANSMISSION-SIG': signature },
        app: to,
      });
    expect((await paypal('ok')).status).toBe(200);
    expect((await paypal('forged')).status).toBe(400);
    expect((await paypal('ok', t.app)).status).toBe(404);
  });

  it("reviews: the signed link, a photo, the review and a product's reviews", async () => {
    const [product] = await someProducts(t, 1);
    const support = (await staffSession(t, 'support')).token;
    const o = await placedOrder(t, { products: [product!], ranger: await addRanger(t), staffToken: support });
    const [token] = await reviewTokens(t, o.orderId);
    expect(await status(call('GET /review-links/{token}', `/review-links/${token}`))).toBe(200);
    expect(await status(call('GET /review-links/{token}', '/review-links/1.2.forged'))).toBe(404);
    const photo = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
      form.set('file', new File([new Uint8Array(png)], 'photo.png'));
      return call('POST /reviews/photos', '/reviews/photos', { body: form });
    };
    const uploaded = await photo({ token: token! });
    expect(uploaded.status).toBe(201);
    expect((await photo({ token: 'forged' })).status).toBe(404);
    const review = { token, quality: 5, fit: 'fitted', title: 'Fits', body: 'Bolted straight on.' };
    expect(await status(call('POST /reviews', '/reviews', { json: { ...review, quality: 0 } }))).toBe(422);
    const photos = [uploaded.body.data.path];
    expect(await status(call('POST /reviews', '/reviews', { json: { ...review, photos } }))).toBe(201);
    const reviews = `/products/${product!.id}/reviews`;
    expect(await status(call('GET /products/{id}/reviews', reviews))).toBe(200);
    expect(await status(call('GET /products/{id}/reviews', '/products/999999/reviews'))).toBe(404);
  });

  it('covered a success and an error of every operation', () => {
    // The back office's own calls are covered by openapi-back-office.test.ts.
    const backOffice = new Set(operations(doc, 'Back office'));
    for (const op of operations(doc).filter((o) => !backOffice.has(o))) {
      const statuses = [...(checker.seen.get(op) ?? [])];
      expect(
        // A redirect (303) is the success of a form's POST.
        statuses.some((s) => s < 300 || s === 303),
        `${op} was seen succeeding`,
      ).toBe(true);
      if (!CANNOT_FAIL.includes(op))
        expect(
          statuses.some((s) => s >= 400),
          `${op} was seen failing`,
        ).toBe(true);
    }
  });
});
