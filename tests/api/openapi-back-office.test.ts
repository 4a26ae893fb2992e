/**
 * The back office's calls (tag 'Back office') answer as the OpenAPI document says: a success and an
 * error of each, sent live by staff through one shop day (an order paid, shipped, refunded; a return;
 * a trade application; staff changes), checked against the documented schemas.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { freightFromEnv } from '../../src/api/services/freight/live.ts';
import { type Answer, createChecker, type OpenApiDocument, operations } from '../helpers/openapi-check.ts';
import { cardOrder, newKey, place, someProducts } from '../helpers/orders.ts';
import { addRanger, placedOrder, reviewTokens, submit } from '../helpers/reviews.ts';
import { STAFF_PASSWORD, staffSession } from '../helpers/staff.ts';
import { setupTestApp } from '../helpers/test-app.ts';

// The built-in test carrier books the shipments (no carrier credentials in the environment).
const t = setupTestApp(() => ({ freight: freightFromEnv({}) }));
let doc: OpenApiDocument;
let checker: ReturnType<typeof createChecker>;
let owner: string;
let support: string;

beforeAll(async () => {
  const shop = { Authorization: `Bearer ${t.deps.adminToken}` };
  doc = (await (await t.app.request('/api/openapi.json', { headers: shop })).json()) as OpenApiDocument;
  checker = createChecker(doc);
  owner = (await staffSession(t, 'owner')).token;
  support = (await staffSession(t, 'support')).token;
});

/** Sends `op` to `url` (below /api) as `token` and checks the answer against the document. */
async function call(
  op: string,
  url: string,
  token: string | null,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await t.app.request(`/api${url}`, {
    method: op.split(' ')[0],
    headers: {
      ...headers,
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(json !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return checker.check(op, res);
}
const status = async (answer: Promise<Answer>) => (await answer).status;

describe('back-office answers match the document', () => {
  it('sign-in, session and settings', async () => {
    const { email } = await staffSession(t, 'manager');
    const signedIn = await call('POST /admin/login', '/admin/login', null, {
      email,
      password: STAFF_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    expect(
      await status(call('POST /admin/login', '/admin/login', null, { email, password: 'wrong-one' })),
    ).toBe(401);
    const token = signedIn.body.token as string;
    expect(await status(call('GET /admin/me', '/admin/me', token))).toBe(200);
    expect(await status(call('GET /admin/settings', '/admin/settings', token))).toBe(200);
    expect(await status(call('GET /admin/settings', '/admin/settings', support))).toBe(403);
    expect(await status(call('GET /admin/emails', '/admin/emails', owner))).toBe(200);
    expect(await status(call('GET /admin/emails', '/admin/emails', support))).toBe(403);
    const preview = 'GET /admin/emails/{template}';
    expect(await status(call(preview, '/admin/emails/order-confirmation', owner))).toBe(200);
    expect(await status(call(preview, '/admin/emails/nope', owner))).toBe(404);
    const test = 'POST /admin/emails/{template}/test';
    expect(await status(call(test, '/admin/emails/order-shipped/test', owner))).toBe(202);
    expect(await status(call(test, '/admin/emails/order-shipped/test', `${t.deps.adminToken}`))).toBe(409);
    expect(await status(call('POST /admin/logout', '/admin/logout', token))).toBe(200);
    expect(await status(call('POST /admin/logout', '/admin/logout', token))).toBe(401);
    expect(await status(call('GET /admin/me', '/admin/me', token))).toBe(401);
  });

  it('orders: list, detail, fulfilment, notes and refunds', async () => {
    expect(await status(call('GET /admin/dashboard', '/admin/dashboard', owner))).toBe(200);
    expect(await status(call('GET /admin/dashboard', '/admin/dashboard', null))).toBe(401);
    const placed = await place(t, cardOrder(await someProducts(t, 2)));
    expect(placed.status).toBe(200);
    const invoice = placed.body.order!.invoice_number;

    const list = await call('GET /admin/orders', `/admin/orders?q=${invoice}`, support);
    expect(list.body.data.map((o: { invoice_number: string }) => o.invoice_number)).toEqual([invoice]);
    expect(await status(call('GET /admin/orders', '/admin/orders?page=abc', support))).toBe(400);
    const detail = await call('GET /admin/orders/{invoice}', `/admin/orders/${invoice}`, support);
    expect(detail.body.data.next_statuses).toContain('processing');
    expect(await status(call('GET /admin/orders/{invoice}', '/admin/orders/SCNOSUCH1', support))).toBe(404);

    const move = (body: unknown) =>
      call('POST /admin/orders/{invoice}/status', `/admin/orders/${invoice}/status`, support, body);
    expect(await status(move({ status: 'processing' }))).toBe(200);
    expect(await status(move({ status: 'delivered' }))).toBe(409);
    const note = (body: unknown) =>
      call('POST /admin/orders/{invoice}/notes', `/admin/orders/${invoice}/notes`, support, body);
    expect(await status(note({ note: 'Customer asked for a morning delivery.' }))).toBe(201);
    expect(await status(note({ note: '' }))).toBe(422);

    const refund = (body: unknown, key = newKey()) =>
      call('POST /admin/orders/{invoice}/refunds', `/admin/orders/${invoice}/refunds`, owner, body, {
        'Idempotency-Key': key,
      });
    const key = newKey();
    expect(await status(refund({ amount_cents: 500, reason: 'Goodwill' }, key))).toBe(201);
    expect(await status(refund({ amount_cents: 500, reason: 'Goodwill' }, key))).toBe(200);
    expect(await status(refund({ amount_cents: 99_999_999, reason: 'Too much' }))).toBe(409);
  });

  it('order tools: moving several at once, documents, the confirmation again, export and notices', async () => {
    const placed = await place(t, cardOrder(await someProducts(t, 1)));
    expect(placed.status).toBe(200);
    const invoice = placed.body.order!.invoice_number;

    const bulk = (body: unknown, token = support) =>
      call('POST /admin/orders/bulk-status', '/admin/orders/bulk-status', token, body);
    const moved = await bulk({ status: 'processing', orders: [{ invoice_number: invoice }] });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual([
      { invoice_number: invoice, ok: true, http_status: 200, status: 'processing' },
    ]);
    expect(await status(bulk({ status: 'cancelled', orders: [{ invoice_number: invoice }] }))).toBe(422);

    const doc = (kind: string, token: string | null) =>
      call(`GET /admin/orders/{invoice}/${kind}`, `/admin/orders/${invoice}/${kind}`, token);
    expect(await status(doc('invoice.pdf', support))).toBe(200);
    expect(await status(doc('invoice.pdf', null))).toBe(401);
    expect(await status(doc('packing-slip.pdf', support))).toBe(200);
    expect(
      await status(
        call(
          'GET /admin/orders/{invoice}/packing-slip.pdf',
          '/admin/orders/SCNOSUCH1/packing-slip.pdf',
          support,
        ),
      ),
    ).toBe(404);

    // Labels: the order's delivery plan has one shipment (index 0), by a service with a carrier.
    const detail = await call('GET /admin/orders/{invoice}', `/admin/orders/${invoice}`, support);
    expect(detail.body.data.delivery.shipments[0].carrier_account).toBe(true);
    const shipment = (what: 'book' | 'label', index: number) =>
      call(
        `${what === 'book' ? 'POST' : 'GET'} /admin/orders/{invoice}/shipments/{index}/${what}`,
        `/admin/orders/${invoice}/shipments/${index}/${what}`,
        support,
      );
    expect(await status(shipment('label', 0))).toBe(404);
    expect(await status(shipment('book', 0))).toBe(201);
    expect(await status(shipment('book', 0))).toBe(409);
    expect(await status(shipment('book', 5))).toBe(404);
    expect(await status(shipment('label', 0))).toBe(200);

    const resend = () =>
      call(
        'POST /admin/orders/{invoice}/resend-confirmation',
        `/admin/orders/${invoice}/resend-confirmation`,
        support,
      );
    expect(await status(resend())).toBe(200);
    expect(await status(resend())).toBe(429);

    expect(await status(call('GET /admin/orders/export.csv', '/admin/orders/export.csv', owner))).toBe(200);
    expect(await status(call('GET /admin/orders/export.csv', '/admin/orders/export.csv', support))).toBe(403);

    const since = new Date(Date.now() - 3_600_000).toISOString();
    const notices = await call('GET /admin/notices', `/admin/notices?orders_since=${since}`, support);
    expect(notices.status).toBe(200);
    expect(notices.body.new_orders).toBeGreaterThanOrEqual(1);
    expect(await status(call('GET /admin/notices', '/admin/notices?orders_since=yesterday', support))).toBe(
      400,
    );
  });

  it('returns', async () => {
    const placed = await place(t, cardOrder(await someProducts(t, 1)));
    const invoice = placed.body.order!.invoice_number;
    const form = new FormData();
    const fields = {
      f_name: 'Kim',
      l_name: 'Lee',
      email: 'jane@example.com',
      subject: 'Wrong size',
      message: 'Does not fit.',
      order_id: invoice,
      reason: 'change_of_mind',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const created = await t.app.request('/api/order-return', { method: 'POST', body: form });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const list = await call('GET /admin/returns', '/admin/returns', support);
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(await status(call('GET /admin/returns', '/admin/returns?status=lost', support))).toBe(400);
    expect(await status(call('GET /admin/returns/{id}', `/admin/returns/${id}`, support))).toBe(200);
    expect(await status(call('GET /admin/returns/{id}', '/admin/returns/999999', support))).toBe(404);
    const decide = (body: unknown) =>
      call('POST /admin/returns/{id}/status', `/admin/returns/${id}/status`, support, body);
    expect(await status(decide({ status: 'received' }))).toBe(409);
    expect(await status(decide({ status: 'approved' }))).toBe(200);
  });

  it('customers, trade applications and plans', async () => {
    const email = `trader-${Date.now()}@example.com`;
    const signup = await t.app.request('/api/registered', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Tess Trader',
        email,
        password: 'Secret!234',
        phone: '0412345678',
        terms: true,
        _b_name: 'Tess Parts Pty Ltd',
        _b_number: '51 824 753 556',
      }),
    });
    expect(signup.status).toBeLessThan(300);
    const found = await call('GET /admin/customers', `/admin/customers?q=${email}`, support);
    const id = found.body.data[0].id as number;
    expect(await status(call('GET /admin/customers', '/admin/customers?page=0', support))).toBe(400);
    const detail = await call('GET /admin/customers/{id}', `/admin/customers/${id}`, support);
    expect(detail.body.data.trade).toMatchObject({ status: 'pending', abn: '51824753556' });
    expect(await status(call('GET /admin/customers/{id}', '/admin/customers/999999', support))).toBe(404);

    const trade = (body: unknown) =>
      call('POST /admin/customers/{id}/trade', `/admin/customers/${id}/trade`, owner, body);
    expect(await status(trade({ decision: 'maybe' }))).toBe(422);
    expect(await status(trade({ decision: 'approve' }))).toBe(200);
    const plans = (body: unknown) =>
      call('PUT /admin/customers/{id}/plans', `/admin/customers/${id}/plans`, owner, body);
    expect(await status(plans({ plan_ids: [] }))).toBe(200);
    expect(await status(plans({ plan_ids: [999_999] }))).toBe(422);
  });

  it('inbox, staff and the audit log', async () => {
    expect(await status(call('GET /admin/messages', '/admin/messages', support))).toBe(200);
    expect(await status(call('GET /admin/messages', '/admin/messages?page=x', support))).toBe(400);
    const csv = await call('GET /admin/newsletter.csv', '/admin/newsletter.csv', support);
    expect(csv.status).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('email,subscribed_at,unsubscribed_at');
    expect(await status(call('GET /admin/newsletter.csv', '/admin/newsletter.csv', null))).toBe(401);

    expect(await status(call('GET /admin/staff', '/admin/staff', owner))).toBe(200);
    expect(await status(call('GET /admin/staff', '/admin/staff', support))).toBe(403);
    const add = (body: unknown) => call('POST /admin/staff', '/admin/staff', owner, body);
    const person = {
      email: `new-${Date.now()}@staff.test`,
      name: 'New Person',
      role: 'support',
      password: STAFF_PASSWORD,
    };
    const added = await add(person);
    expect(added.status).toBe(201);
    expect(await status(add(person))).toBe(409);
    const edit = (id: unknown, body: unknown) =>
      call('PATCH /admin/staff/{id}', `/admin/staff/${id}`, owner, body);
    expect(await status(edit(added.body.data.id, { role: 'editor' }))).toBe(200);
    expect(await status(edit(999_999, { role: 'editor' }))).toBe(404);

    const reset = (id: unknown) =>
      call('POST /admin/staff/{id}/password-reset', `/admin/staff/${id}/password-reset`, owner);
    expect(await status(reset(added.body.data.id))).toBe(200);
    expect(await status(reset(999_999))).toBe(404);
    const link = /reset-password\?token=([\w-]+)/.exec(
      t.mail.findLast((m) => m.to === person.email)!.text,
    )![1];
    const setPassword = (token: unknown) =>
      call('POST /admin/password-reset', '/admin/password-reset', null, {
        token,
        password: 'a-brand-new-password-9',
      });
    expect(await status(setPassword(link))).toBe(200);
    expect(await status(setPassword(link))).toBe(422);
    const mine = await staffSession(t, 'support');
    const change = (current: string) =>
      call('POST /admin/password', '/admin/password', mine.token, {
        current_password: current,
        new_password: 'a-brand-new-password-9',
      });
    expect(await status(change('not-the-password'))).toBe(422);
    expect(await status(change(STAFF_PASSWORD))).toBe(200);

    const audit = await call('GET /admin/audit', '/admin/audit', owner);
    expect(audit.body.data.map((e: { action: string }) => e.action)).toContain('staff.create');
    expect(await status(call('GET /admin/audit', '/admin/audit?before=abc', owner))).toBe(400);
  });

  it('catalogue editing: products, CSV import and export, uploads, publishing', async () => {
    const editor = (await staffSession(t, 'editor')).token;
    const list = await call('GET /admin/products', '/admin/products?per_page=2', editor);
    expect(list.body.data).toHaveLength(2);
    expect(await status(call('GET /admin/products', '/admin/products?per_page=101', editor))).toBe(400);
    const id = list.body.data[0].id as number;
    const read = await call('GET /admin/products/{id}', `/admin/products/${id}`, editor);
    expect(read.status).toBe(200);
    expect(await status(call('GET /admin/products/{id}', '/admin/products/999999', editor))).toBe(404);

    const edit = (body: unknown) => call('PATCH /admin/products/{id}', `/admin/products/${id}`, editor, body);
    const version = read.body.data.version as number;
    expect(await status(edit({ version, title: 'Renamed part' }))).toBe(200);
    expect(await status(edit({ version, title: 'Someone else' }))).toBe(409);
    expect(await status(edit({ version: version + 1, price_cents: -5 }))).toBe(422);

    const { version: _v, id: _id, url: _u, created_at: _c, updated_at: _up, ...fields } = read.body.data;
    const created = await call('POST /admin/products', '/admin/products', editor, {
      ...fields,
      sku: 'OPENAPI-NEW-1',
      permalink: 'openapi-new-1',
      // The seed's images are not in the test's storage folder.
      images: [],
    });
    expect(created.status).toBe(201);
    expect(await status(call('POST /admin/products', '/admin/products', editor, { title: 'No SKU' }))).toBe(
      422,
    );
    const copy = (pid: number) =>
      call('POST /admin/products/{id}/duplicate', `/admin/products/${pid}/duplicate`, editor);
    const duplicate = await copy(created.body.data.id);
    expect(duplicate.status).toBe(201);
    expect(await status(copy(999_999))).toBe(404);
    const remove = (pid: number) => call('DELETE /admin/products/{id}', `/admin/products/${pid}`, editor);
    expect(await status(remove(duplicate.body.data.id))).toBe(200);
    expect(await status(remove(duplicate.body.data.id))).toBe(404);

    expect(await status(call('GET /admin/products/export.csv', '/admin/products/export.csv', editor))).toBe(
      200,
    );
    expect(await status(call('GET /admin/products/export.csv', '/admin/products/export.csv', support))).toBe(
      403,
    );
    const csv = await t.app.request('/api/admin/products/export.csv', {
      headers: { Authorization: `Bearer ${editor}` },
    });
    const [header] = (await csv.text()).split('\n');
    const importCsv = (mode: string, body: string) =>
      t.app.request(`/api/admin/products/import?mode=${mode}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${editor}`, 'Content-Type': 'text/csv' },
        body,
      });
    expect(
      (await checker.check('POST /admin/products/import', await importCsv('dry_run', `${header}\n`))).status,
    ).toBe(200);
    expect(
      (await checker.check('POST /admin/products/import', await importCsv('apply', 'sku,title\nA,B\n')))
        .status,
    ).toBe(422);

    expect(await status(call('GET /admin/fitment/export.csv', '/admin/fitment/export.csv', editor))).toBe(
      200,
    );
    expect(await status(call('GET /admin/fitment/export.csv', '/admin/fitment/export.csv', support))).toBe(
      403,
    );
    const fitmentCsv = (query: string, body: string) =>
      t.app.request(`/api/admin/fitment/import${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${editor}`, 'Content-Type': 'text/csv' },
        body,
      });
    const fitmentHeader = 'make,model,series,year_from,year_to,engine,sku,position,qty,note\n';
    expect(
      (await checker.check('POST /admin/fitment/import', await fitmentCsv('?dry_run=1', fitmentHeader)))
        .status,
    ).toBe(200);
    expect(
      (
        await checker.check(
          'POST /admin/fitment/import',
          await fitmentCsv('', `${fitmentHeader}Ford,Ranger,PX9,2019,2020,,NO-SUCH-SKU,,,\n`),
        )
      ).status,
    ).toBe(422);
    expect(
      (await checker.check('POST /admin/fitment/import', await fitmentCsv('?dry_run=maybe', fitmentHeader)))
        .status,
    ).toBe(400);

    const image = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = (token: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(image)], 'part.png'));
      return t.app.request('/api/admin/uploads?kind=products', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    };
    expect((await checker.check('POST /admin/uploads', await upload(editor))).status).toBe(201);
    expect((await checker.check('POST /admin/uploads', await upload(support))).status).toBe(403);
    const fitment = `/admin/products/${id}/fitment`;
    const fitted = await call('GET /admin/products/{id}/fitment', fitment, editor);
    expect(fitted.status).toBe(200);
    expect(
      await status(call('GET /admin/products/{id}/fitment', '/admin/products/999999/fitment', editor)),
    ).toBe(404);
    const refit = (body: unknown) => call('PUT /admin/products/{id}/fitment', fitment, editor, body);
    const fitVersion = fitted.body.data.version as number;
    expect(
      await status(
        refit({
          version: fitVersion,
          rows: fitted.body.data.rows.slice(1).map(({ vehicle: _, ...r }: { vehicle: unknown }) => r),
        }),
      ),
    ).toBe(200);
    expect(await status(refit({ version: fitVersion, rows: [] }))).toBe(409);
    expect(await status(refit({ version: fitVersion + 1, rows: [{ vehicle_id: 999_999 }] }))).toBe(422);

    expect(await status(call('GET /admin/publishing', '/admin/publishing', editor))).toBe(200);
    expect(await status(call('GET /admin/publishing', '/admin/publishing', support))).toBe(403);
  });

  it('content editing: brands, blog posts, pages, FAQs, home blocks, categories, listing SEO, settings', async () => {
    const editor = (await staffSession(t, 'editor')).token;
    const adds: Record<string, unknown> = {
      brands: { title: 'OpenAPI Brand', permalink: 'openapi-brand' },
      blogs: { title: 'OpenAPI post', permalink: 'openapi-post' },
      faqs: { group_name: 'Ordering', question: 'Why?', answer: '<p>Because.</p>' },
      'home-blocks': { kind: 'banner', title: 'B', href: '/shop/', image: 'uploads/banners/b.webp' },
      categories: { title: 'OpenAPI category', sku: 'OPENAPI-CAT', permalink: 'openapi-category' },
      vehicles: {
        make: 'Honda',
        model: 'Jazz',
        series: 'GE',
        year_from: 2008,
        year_to: 2014,
        engine: '1.5 i-VTEC',
        fuel: 'petrol',
      },
    };
    for (const path of ['brands', 'blogs', 'pages', 'faqs', 'home-blocks', 'categories', 'vehicles']) {
      const list = await call(`GET /admin/${path}`, `/admin/${path}`, editor);
      expect(list.status, path).toBe(200);
      expect(await status(call(`GET /admin/${path}`, `/admin/${path}`, support))).toBe(403);
      let row = list.body.data[0] as { id: number; version: number };
      if (adds[path]) {
        const created = await call(`POST /admin/${path}`, `/admin/${path}`, editor, adds[path]);
        expect(created.status, path).toBe(201);
        expect(await status(call(`POST /admin/${path}`, `/admin/${path}`, editor, {}))).toBe(422);
        row = created.body.data;
      }
      const one = `/admin/${path}/{id}`;
      expect(await status(call(`GET ${one}`, `/admin/${path}/${row.id}`, editor))).toBe(200);
      expect(await status(call(`GET ${one}`, `/admin/${path}/999999`, editor))).toBe(404);
      const edit = (body: unknown) => call(`PATCH ${one}`, `/admin/${path}/${row.id}`, editor, body);
      const field =
        path === 'faqs'
          ? { sort_order: 5 }
          : path === 'vehicles'
            ? { engine: 'Edited by OpenAPI' }
            : { title: 'Edited by OpenAPI' };
      expect(await status(edit({ version: row.version, ...field })), path).toBe(200);
      expect(
        await status(
          edit({
            version: row.version,
            ...field,
            ...(path === 'faqs'
              ? { sort_order: 6 }
              : path === 'vehicles'
                ? { engine: 'Stale' }
                : { title: 'Stale' }),
          }),
        ),
      ).toBe(409);
      if (adds[path]) {
        expect(await status(call(`DELETE ${one}`, `/admin/${path}/${row.id}`, editor))).toBe(200);
        expect(await status(call(`DELETE ${one}`, `/admin/${path}/${row.id}`, editor))).toBe(404);
      }
    }

    const categories = (await call('GET /admin/categories', '/admin/categories', editor)).body.data as {
      id: number;
      children: { id: number; version: number }[];
    }[];
    const parent = categories.find((c) => c.children.length)!;
    const children = '/admin/categories/{parent}/children';
    const child = await call(`POST ${children}`, `/admin/categories/${parent.id}/children`, editor, {
      title: 'OpenAPI child',
      sku: 'OPENAPI-CHILD',
      permalink: 'openapi-child',
    });
    expect(child.status).toBe(201);
    expect(
      await status(
        call(`POST ${children}`, '/admin/categories/999999/children', editor, {
          title: 'X',
          sku: 'X9',
          permalink: 'x',
        }),
      ),
    ).toBe(404);
    expect(await status(call('GET /admin/child-categories', '/admin/child-categories', editor))).toBe(200);
    expect(await status(call('GET /admin/child-categories', '/admin/child-categories', null))).toBe(401);
    const kid = `/admin/child-categories/${child.body.data.id}`;
    expect(await status(call('GET /admin/child-categories/{id}', kid, editor))).toBe(200);
    expect(
      await status(call('GET /admin/child-categories/{id}', '/admin/child-categories/999999', editor)),
    ).toBe(404);
    expect(
      await status(
        call('PATCH /admin/child-categories/{id}', kid, editor, { version: 1, title: 'Renamed child' }),
      ),
    ).toBe(200);
    expect(
      await status(call('PATCH /admin/child-categories/{id}', kid, editor, { version: 1, title: 'Stale' })),
    ).toBe(409);
    expect(await status(call('DELETE /admin/child-categories/{id}', kid, editor))).toBe(200);
    expect(await status(call('DELETE /admin/child-categories/{id}', kid, editor))).toBe(404);

    const meta = await call('GET /admin/page-meta', '/admin/page-meta', editor);
    expect(meta.status).toBe(200);
    expect(await status(call('GET /admin/page-meta', '/admin/page-meta', support))).toBe(403);
    const shop = meta.body.data.find((e: { scope: string }) => e.scope === 'shop');
    const put = (body: unknown) =>
      call('PUT /admin/page-meta/{scope}/{ref}', '/admin/page-meta/shop/_', editor, body);
    expect(await status(put({ version: shop.version, seo_title: 'Shop parts online' }))).toBe(200);
    expect(await status(put({ version: shop.version, seo_title: 'Stale' }))).toBe(409);
    expect(await status(put({ version: null, schema_markup: '{' }))).toBe(422);

    const settings = await call('GET /admin/settings', '/admin/settings', owner);
    const patch = (body: unknown) => call('PATCH /admin/settings', '/admin/settings', owner, body);
    expect(await status(patch({ version: settings.body.data.version, return_days: 30 }))).toBe(200);
    expect(await status(patch({ version: settings.body.data.version, return_days: 31 }))).toBe(409);
    expect(await status(patch({ gst_percentage: 101 }))).toBe(422);

    const freight = await call('GET /admin/freight', '/admin/freight', owner);
    expect(freight.status).toBe(200);
    expect(await status(call('GET /admin/freight', '/admin/freight', support))).toBe(403);
    const save = (body: unknown) => call('PUT /admin/freight', '/admin/freight', owner, body);
    const { config, version } = freight.body.data;
    expect(await status(save({ config: { ...config, cutoff: '17:30' }, version }))).toBe(200);
    expect(await status(save({ config, version }))).toBe(409);
    expect(await status(save({ config: { ...config, cutoff: 'noon' }, version: version + 1 }))).toBe(422);
  });

  it('the search box and the audit log filtered', async () => {
    const found = await call('GET /admin/search', '/admin/search?q=brake', owner);
    expect(found.status).toBe(200);
    expect(Object.keys(found.body).sort()).toEqual(['customers', 'orders', 'products', 'q']);
    expect(await status(call('GET /admin/search', '/admin/search?q=b', owner))).toBe(400);
    expect(await status(call('GET /admin/search', '/admin/search?q=brake', null))).toBe(401);
    const day = new Date().toISOString().slice(0, 10);
    const filtered = await call(
      'GET /admin/audit',
      `/admin/audit?entity=staff&from=2020-01-01&to=${day}`,
      owner,
    );
    expect(filtered.status).toBe(200);
    expect(await status(call('GET /admin/audit', '/admin/audit?from=2026-02-30', owner))).toBe(400);
  });

  it('search synonyms and the search report', async () => {
    const list = await call('GET /admin/search/synonyms', '/admin/search/synonyms', owner);
    expect(list.status).toBe(200);
    expect(await status(call('GET /admin/search/synonyms', '/admin/search/synonyms', support))).toBe(403);
    const put = 'PUT /admin/search/synonyms';
    const groups = [['brake', 'break']];
    const saved = await call(put, '/admin/search/synonyms', owner, {
      groups,
      version: list.body.data.version,
    });
    expect(saved.status).toBe(200);
    expect(await status(call(put, '/admin/search/synonyms', owner, { groups, version: 0 }))).toBe(409);
    expect(await status(call(put, '/admin/search/synonyms', owner, { groups: [[]], version: 1 }))).toBe(422);
    const report = 'GET /admin/search/analytics';
    expect(await status(call(report, '/admin/search/analytics?days=7', support))).toBe(200);
    expect(await status(call(report, '/admin/search/analytics?days=0', owner))).toBe(400);
  });

  it("stock: locations, a product's levels and adjustments, the low-stock list, pick lists, CSV", async () => {
    const editor = (await staffSession(t, 'editor')).token;
    const list = await call('GET /admin/locations', '/admin/locations', support);
    expect(list.status).toBe(200);
    expect(list.body.data.map((l: { name: string }) => l.name)).toEqual([
      'Wetherill Park warehouse',
      'Penrith',
      'Parramatta',
      'Liverpool',
    ]);
    expect(await status(call('GET /admin/locations', '/admin/locations', editor))).toBe(403);
    const store = {
      name: 'Newcastle',
      street_address: '12 Hunter Street',
      suburb: 'Newcastle',
      state: 'NSW',
      post_code: '2300',
      pickup: true,
      ships: false,
    };
    expect(await status(call('POST /admin/locations', '/admin/locations', support, store))).toBe(403);
    const made = await call('POST /admin/locations', '/admin/locations', owner, store);
    expect(made.status).toBe(201);
    expect(
      await status(call('POST /admin/locations', '/admin/locations', owner, { ...store, post_code: '23' })),
    ).toBe(422);
    const one = `/admin/locations/${made.body.data.id}`;
    expect(await status(call('GET /admin/locations/{id}', one, support))).toBe(200);
    expect(await status(call('GET /admin/locations/{id}', '/admin/locations/999999', support))).toBe(404);
    const edit = (body: unknown) => call('PATCH /admin/locations/{id}', one, owner, body);
    expect(await status(edit({ version: made.body.data.version, hours: 'Mon–Fri 8am–5pm' }))).toBe(200);
    expect(await status(edit({ version: made.body.data.version, hours: 'Stale' }))).toBe(409);

    // A product no order of this file holds.
    const product = (await someProducts(t, 60)).at(-1);
    const stock = `/admin/products/${product!.id}/stock`;
    const levels = await call('GET /admin/products/{id}/stock', stock, support);
    expect(levels.status).toBe(200);
    expect(
      await status(call('GET /admin/products/{id}/stock', '/admin/products/999999/stock', support)),
    ).toBe(404);
    const settings = {
      track_stock: true,
      backorder_allowed: true,
      backorder_date: '2027-02-01',
      // Low until more than 1,000 are for sale everywhere.
      low_stock_threshold: 1000,
      safety: [{ location_id: levels.body.data.levels[1].location_id, safety_stock: 1 }],
    };
    const saved = await call('PUT /admin/products/{id}/stock', stock, owner, settings);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ backorder_allowed: true, backorder_date: '2027-02-01' });
    expect(
      await status(
        call('PUT /admin/products/{id}/stock', stock, owner, { ...settings, backorder_date: '1 Feb' }),
      ),
    ).toBe(422);
    const warehouse = levels.body.data.levels[0];
    const adjust = (body: unknown) =>
      call('POST /admin/products/{id}/stock/adjustments', `${stock}/adjustments`, owner, body);
    const counted = await adjust({ location_id: warehouse.location_id, reason: 'count', on_hand: 3 });
    expect(counted.status).toBe(200);
    expect(counted.body.data.levels[0]).toMatchObject({ on_hand: 3 });
    expect(counted.body.data.stock_status).toBe('low_stock');
    expect(await status(adjust({ location_id: warehouse.location_id, reason: 'received' }))).toBe(422);
    expect(await status(adjust({ location_id: warehouse.location_id, reason: 'damaged', quantity: 9 }))).toBe(
      409,
    );
    const low = await call('GET /admin/stock/low', '/admin/stock/low', support);
    expect(low.status).toBe(200);
    expect(low.body.data.map((p: { id: number }) => p.id)).toContain(product!.id);
    expect(await status(call('GET /admin/stock/low', '/admin/stock/low', editor))).toBe(403);

    const pick = await call(
      'GET /admin/stock/pick-list',
      `/admin/stock/pick-list?location_id=${warehouse.location_id}`,
      support,
    );
    expect(pick.status).toBe(200);
    expect(
      await status(call('GET /admin/stock/pick-list', '/admin/stock/pick-list?location_id=999999', support)),
    ).toBe(404);

    expect(await status(call('GET /admin/stock/export.csv', '/admin/stock/export.csv', support))).toBe(200);
    expect(await status(call('GET /admin/stock/export.csv', '/admin/stock/export.csv', editor))).toBe(403);
    const importCsv = (mode: string, body: string) =>
      t.app.request(`/api/admin/stock/import?mode=${mode}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'text/csv' },
        body,
      });
    const good = `sku,location,on_hand\n${product!.sku},${warehouse.location},12\n`;
    expect((await checker.check('POST /admin/stock/import', await importCsv('apply', good))).status).toBe(
      200,
    );
    const bad = await checker.check(
      'POST /admin/stock/import',
      await importCsv('apply', 'sku,location,on_hand\nNOPE,Mars,x\n'),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['sku', 'location', 'on_hand']);
  });

  it('reviews: moderation, the reply and the fitment queue', async () => {
    const [product] = await someProducts(t, 1);
    const o = await placedOrder(t, { products: [product!], ranger: await addRanger(t), staffToken: support });
    const [token] = await reviewTokens(t, o.orderId);
    const made = await submit(t, { token, quality: 1, fit: 'did_not_fit', title: 'No', body: 'Too short.' });
    const id = made.body.data.id;
    expect(await status(call('GET /admin/reviews', '/admin/reviews?status=pending', owner))).toBe(200);
    expect(await status(call('GET /admin/reviews', '/admin/reviews?status=all', owner))).toBe(400);
    const approve = (version: number) =>
      call('POST /admin/reviews/{id}/approve', `/admin/reviews/${id}/approve`, owner, { version });
    expect(await status(approve(1))).toBe(200);
    expect(await status(approve(1))).toBe(409);
    const reply = (version: number) =>
      call('PUT /admin/reviews/{id}/reply', `/admin/reviews/${id}/reply`, owner, {
        reply: 'Sorry!',
        version,
      });
    expect(await status(reply(2))).toBe(200);
    expect(await status(reply(2))).toBe(409);
    const reject = (reason: string) =>
      call('POST /admin/reviews/{id}/reject', `/admin/reviews/${id}/reject`, owner, { reason, version: 3 });
    expect(await status(reject('negative'))).toBe(422);
    expect(await status(reject('off_topic'))).toBe(200);
    const tasks = await call('GET /admin/fitment-tasks', '/admin/fitment-tasks?status=open', owner);
    expect(tasks.status).toBe(200);
    expect(await status(call('GET /admin/fitment-tasks', '/admin/fitment-tasks?page=0', owner))).toBe(400);
    const task = tasks.body.data[0].id;
    const done = (at: unknown) =>
      call('POST /admin/fitment-tasks/{id}/done', `/admin/fitment-tasks/${at}/done`, owner);
    expect(await status(done(task))).toBe(200);
    expect(await status(done(999999))).toBe(404);
  });

  it('covered a success and an error of every back-office operation', () => {
    const ops = operations(doc, 'Back office');
    expect(ops.length).toBeGreaterThanOrEqual(23);
    for (const op of ops) {
      const statuses = [...(checker.seen.get(op) ?? [])];
      expect(
        statuses.some((s) => s < 300),
        `${op} was seen succeeding`,
      ).toBe(true);
      expect(
        statuses.some((s) => s >= 400),
        `${op} was seen failing`,
      ).toBe(true);
    }
  });
});
