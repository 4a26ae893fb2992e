/** The back office's order API: dashboard, list, detail, status moves, notes, shop email. */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, place, someProducts } from '../../../tests/helpers/orders.ts';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import {
  DashboardSchema,
  OrderDetailAnswerSchema,
  OrderListSchema,
  TimelineEventAnswerSchema,
} from '../../lib/api/schemas/admin-orders.ts';
import { auditLog, emailOutbox, orderEvents, orders } from '../db/schema/index.ts';

const t = setupTestApp();
let owner: string;
let support: string;
let editor: string;

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
  support = (await staffSession(t, 'support')).token;
  editor = (await staffSession(t, 'editor')).token;
});

const line = { title: 'Brake pads', sku: 'BRK-001', unitExCents: 5000, quantity: 2 };

/** A unique word, so a test can find only its own orders. */
const word = () => `w${randomBytes(4).toString('hex')}`;

/** An order straight in the database, then set as the test needs it. */
async function anOrder(
  set: Partial<typeof orders.$inferInsert> = {},
  o: { email?: string; lines?: (typeof line)[] } = {},
) {
  const { row } = await insertPaidOrder(t.database.db, { lines: o.lines ?? [line], email: o.email });
  const [updated] = await t.database.db
    .update(orders)
    .set({ status: 'pending', ...set })
    .where(eq(orders.id, row.id))
    .returning();
  return updated!;
}

const call = async (method: string, path: string, token: string | null, body?: unknown) => {
  const res = await adminCall(t, method, path, token, body);
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers loosely
  return { status: res.status, body: (await res.json()) as any };
};

/** What a refused request must leave as it was. */
async function snapshot(orderId: number) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [events] = await db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const [audits] = await db.select({ n: count() }).from(auditLog);
  const [mails] = await db.select({ n: count() }).from(emailOutbox);
  return { order, events: events!.n, audits: audits!.n, mails: mails!.n, sent: t.mail.length };
}

describe('GET /api/admin/orders', () => {
  const tag = word();
  const email = (n: string) => `${n}.${tag}@example.com`;
  let paid: typeof orders.$inferSelect;
  let review: typeof orders.$inferSelect;
  let failed: typeof orders.$inferSelect;
  let abandoned: typeof orders.$inferSelect;
  let shipped: typeof orders.$inferSelect;

  beforeAll(async () => {
    const at = (iso: string) => new Date(iso);
    // 13:30 UTC on 1 March is 00:30 on 2 March in Sydney (AEDT).
    paid = await anOrder(
      { lName: `Paid${tag}`, createdAt: at('2025-03-01T13:30:00Z') },
      { email: email('paid') },
    );
    review = await anOrder(
      { paymentStatus: 'review', createdAt: at('2025-03-03T01:00:00Z') },
      { email: email('review') },
    );
    failed = await anOrder(
      { paymentStatus: 'failed', status: 'cancelled', createdAt: at('2025-03-04T01:00:00Z') },
      { email: email('failed') },
    );
    abandoned = await anOrder(
      { paymentStatus: 'pending', createdAt: at('2025-03-05T01:00:00Z') },
      { email: email('abandoned') },
    );
    shipped = await anOrder(
      { status: 'shipped', createdAt: at('2025-03-06T01:00:00Z') },
      { email: email('shipped'), lines: [line, { ...line, sku: 'OIL-2', quantity: 3 }] },
    );
  });

  const list = async (query: string, token = support) => call('GET', `/orders?${query}`, token);
  const numbers = (body: { data: { invoice_number: string }[] }) => body.data.map((r) => r.invoice_number);

  it('shows placed orders newest first, and payment attempts only when asked for', async () => {
    const placed = await list(`q=${tag}`);
    expect(placed.status).toBe(200);
    // q matches the email too: every order of this test has the tag in its email.
    expect(numbers(placed.body)).toEqual([shipped, review, paid].map((o) => o.invoiceNumber));
    expect(placed.body).toMatchObject({ page: 1, per_page: 25, total: 3 });
    expect(v.is(OrderListSchema, placed.body)).toBe(true);
    expect(placed.body.data[0]).toEqual({
      invoice_number: shipped.invoiceNumber,
      created_at: '2025-03-06T01:00:00.000Z',
      status: 'shipped',
      payment_status: 'completed',
      payment_method: 'Stripe',
      name: 'Jane Citizen',
      email: email('shipped'),
      total_cents: shipped.totalCents,
      refunded_cents: 0,
      item_count: 5,
    });

    const all = await list(`q=${tag}&attempts=1`);
    expect(numbers(all.body)).toEqual([shipped, abandoned, failed, review, paid].map((o) => o.invoiceNumber));
    expect(
      (await list(`q=${tag}&payment_status=failed`)).body.data.map((r: { email: string }) => r.email),
    ).toEqual([email('failed')]);
    expect(numbers((await list(`q=${tag}&payment_status=pending`)).body)).toEqual([abandoned.invoiceNumber]);
  });

  it('filters by status and by shop calendar day', async () => {
    expect(numbers((await list(`q=${tag}&status=shipped`)).body)).toEqual([shipped.invoiceNumber]);
    expect(numbers((await list(`q=${tag}&status=pending`)).body)).toEqual([
      review.invoiceNumber,
      paid.invoiceNumber,
    ]);
    // The order placed at 00:30 on 2 March in Sydney belongs to the 2nd, not the 1st.
    expect(numbers((await list(`q=${tag}&from=2025-03-02&to=2025-03-02`)).body)).toEqual([
      paid.invoiceNumber,
    ]);
    expect(numbers((await list(`q=${tag}&to=2025-03-01`)).body)).toEqual([]);
    expect(numbers((await list(`q=${tag}&from=2025-03-03&to=2025-03-05&attempts=1`)).body)).toEqual(
      [abandoned, failed, review].map((o) => o.invoiceNumber),
    );
  });

  it('searches by order number prefix (any case), and email or name containing the words', async () => {
    const prefix = paid.invoiceNumber.slice(0, 9).toLowerCase();
    expect(numbers((await list(`q=${prefix}`)).body)).toContain(paid.invoiceNumber);
    expect(numbers((await list(`q=${paid.invoiceNumber.toLowerCase()}`)).body)).toEqual([paid.invoiceNumber]);
    expect(numbers((await list(`q=${encodeURIComponent(email('REVIEW'))}`)).body)).toEqual([
      review.invoiceNumber,
    ]);
    expect(numbers((await list(`q=${encodeURIComponent(`jane paid${tag}`)}`)).body)).toEqual([
      paid.invoiceNumber,
    ]);
    // LIKE's wildcards are only characters.
    expect((await list(`q=${encodeURIComponent('%')}`)).body.total).toBe(0);
    expect((await list(`q=${encodeURIComponent('_')}`)).body.total).toBe(0);
  });

  it('pages', async () => {
    const second = await list(`q=${tag}&per_page=1&page=2`);
    expect(second.body).toMatchObject({ page: 2, per_page: 1, total: 3 });
    expect(numbers(second.body)).toEqual([review.invoiceNumber]);
    expect((await list(`q=${tag}&per_page=2&page=3`)).body.data).toEqual([]);
  });

  it.each([
    'status=lost',
    'payment_status=paid',
    'per_page=101',
    'per_page=0',
    'page=0',
    'from=2025-02-30',
    'to=yesterday',
    'from=2025-03-02&to=2025-03-01',
    'attempts=yes',
    'sort=id',
  ])('refuses %s with 400', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('is not for an editor', async () => {
    expect((await list('', editor)).status).toBe(403);
    expect((await list('', '')).status).toBe(401);
  });
});

describe('GET /api/admin/orders/:invoice', () => {
  it('gives the whole order: addresses, items with SKUs, totals, timeline and what can come next', async () => {
    const o = await anOrder(
      {
        sFName: 'Sam',
        sLName: 'Receiver',
        sStreetAddress: '2 Pitt St',
        sCity: 'Sydney',
        sState: 'NSW',
        sPostCode: '2000',
        comment: 'Leave at the door',
        paymentRef: `pi_${word()}`,
      },
      { lines: [line] },
    );
    await t.database.db
      .insert(orderEvents)
      .values({ orderId: o.id, kind: 'placed', message: 'Order placed' });
    const res = await call('GET', `/orders/${o.invoiceNumber.toLowerCase()}`, support);
    expect(res.status).toBe(200);
    expect(v.is(OrderDetailAnswerSchema, res.body)).toBe(true);
    expect(res.body.data).toEqual({
      invoice_number: o.invoiceNumber,
      created_at: o.createdAt.toISOString(),
      status: 'pending',
      payment_status: 'completed',
      payment_method: 'Stripe',
      payment_method_type: null,
      payment_ref: o.paymentRef,
      user_id: null,
      fulfilment: 'ship',
      pickup_store: null,
      collected_by: '',
      billing: {
        name: 'Jane Citizen',
        company: '',
        email: 'jane@example.com',
        phone: '0412345678',
        street_address: '1 George St',
        suburb: '',
        city: 'Sydney',
        state: 'NSW',
        post_code: '2000',
      },
      shipping: {
        name: 'Sam Receiver',
        company: '',
        email: '',
        phone: '',
        street_address: '2 Pitt St',
        suburb: '',
        city: 'Sydney',
        state: 'NSW',
        post_code: '2000',
      },
      // An order from before freight has no delivery plan (services/order-admin/delivery.ts).
      delivery: null,
      comment: 'Leave at the door',
      buyer_business_name: '',
      buyer_abn: '',
      totals: {
        subtotal_inc_gst_cents: o.subtotalIncCents,
        signup_discount_cents: 0,
        membership_discount_cents: 0,
        newsletter_discount_cents: 0,
        delivery_inc_gst_cents: o.deliveryIncCents,
        gst_cents: o.gstCents,
        total_cents: o.totalCents,
        refunded_cents: 0,
        refundable_cents: o.totalCents,
      },
      items: [
        {
          id: expect.any(Number),
          product_id: null,
          title: 'Brake pads',
          sku: 'BRK-001',
          // A product not counted by location (or deleted): nothing is held for it.
          stock: [],
          quantity: 2,
          unit_inc_gst_cents: 5500,
          total_inc_gst_cents: 11000,
          refunded_quantity: 0,
        },
      ],
      carrier: null,
      carrier_name: null,
      tracking_number: null,
      tracking_url: null,
      timeline: [
        {
          id: expect.any(Number),
          at: expect.any(String),
          kind: 'placed',
          status: null,
          message: 'Order placed',
          carrier: null,
          tracking_number: null,
          amount_cents: null,
          public: true,
          by: null,
        },
      ],
      refunds: [],
      next_statuses: ['processing', 'shipped'],
    });
  });

  it('answers 404 for an unknown number and 400 for a malformed one', async () => {
    expect(await call('GET', '/orders/SCNOSUCHORDER', support)).toEqual({
      status: 404,
      body: { message: 'No order has this number.' },
    });
    expect((await call('GET', `/orders/${encodeURIComponent('SC 1')}`, support)).status).toBe(400);
  });
});

describe('POST /api/admin/orders/:invoice/status', () => {
  const move = (invoice: string, body: unknown, token = support) =>
    call('POST', `/orders/${invoice}/status`, token, body);

  it('ships with StarTrack: tracking link, customer email, timeline event and audit entry', async () => {
    const email = `ship.${word()}@example.com`;
    const o = await anOrder({}, { email });
    const processing = await move(o.invoiceNumber.toLowerCase(), { status: 'processing' });
    expect(processing.status).toBe(200);
    expect(processing.body.data).toMatchObject({ status: 'processing', next_statuses: ['shipped'] });
    // Processing is no news for the customer.
    expect(t.mail.filter((m) => m.to === email)).toEqual([]);

    const res = await move(o.invoiceNumber, {
      status: 'shipped',
      carrier: 'startrack',
      tracking_number: ' ST123456 ',
      note: 'Two boxes',
    });
    expect(res.status).toBe(200);
    expect(v.is(OrderDetailAnswerSchema, res.body)).toBe(true);
    expect(res.body.data).toMatchObject({
      status: 'shipped',
      carrier: 'startrack',
      carrier_name: 'StarTrack',
      tracking_number: 'ST123456',
      tracking_url: 'https://startrack.com.au/track/details/ST123456',
      next_statuses: ['delivered'],
    });
    const timeline = res.body.data.timeline;
    expect(timeline.at(-2)).toMatchObject({
      kind: 'status',
      status: 'shipped',
      message: 'Shipped with StarTrack',
      carrier: 'startrack',
      tracking_number: 'ST123456',
      public: true,
      by: 'Test support',
    });
    expect(timeline.at(-1)).toMatchObject({ kind: 'note', message: 'Two boxes', public: false });

    const mail = t.mail.filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your order ${o.invoiceNumber} is on its way`);
    expect(mail[0]!.text).toContain('Test Shop');
    expect(mail[0]!.text).toContain('https://startrack.com.au/track/details/ST123456');
    expect(mail[0]!.text).toContain(`http://shop.test/guest-track-order/?id=${o.invoiceNumber}`);
    const [outbox] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-status:${o.id}:shipped`));
    expect(outbox).toMatchObject({ to: email, status: 'sent' });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, o.invoiceNumber)));
    expect(audits.map((a) => a.action)).toEqual(['order.status', 'order.status']);
    expect(audits[1]).toMatchObject({
      actor: expect.stringMatching(/^support-/),
      before: { status: 'processing', carrier: '', tracking_number: '' },
      after: { status: 'shipped', carrier: 'startrack', tracking_number: 'ST123456', note: 'Two boxes' },
    });

    // Delivered: the customer is told too; then nothing further is possible.
    const delivered = await move(o.invoiceNumber, { status: 'delivered' });
    expect(delivered.body.data).toMatchObject({ status: 'delivered', next_statuses: [] });
    expect(t.mail.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      `Your order ${o.invoiceNumber} is on its way`,
      `Your order ${o.invoiceNumber} has been delivered`,
    ]);
  });

  it('uses the tracking-link template of the settings', async () => {
    const patched = await call('PATCH', '/settings', owner, {
      tracking_links: { aramex: 'https://track.example.com/aramex/{tracking}?ref=shop' },
    });
    expect(patched.status).toBe(200);
    const o = await anOrder({ status: 'processing' });
    const res = await move(o.invoiceNumber, {
      status: 'shipped',
      carrier: 'aramex',
      tracking_number: 'AR 77',
    });
    expect(res.body.data.tracking_url).toBe('https://track.example.com/aramex/AR%2077?ref=shop');
    // No template for 'other': shipped, without a link.
    const other = await anOrder({ status: 'processing' });
    const res2 = await move(other.invoiceNumber, {
      status: 'shipped',
      carrier: 'other',
      tracking_number: 'X1',
    });
    expect(res2.body.data).toMatchObject({ carrier_name: 'Other', tracking_url: null });
    expect(t.mail.at(-1)!.text).not.toContain('Track your parcel');
  });

  it.each([
    ['shipped', { status: 'processing' }, 'An order that is Shipped cannot be marked Processing.'],
    ['pending', { status: 'delivered' }, 'An order that is Pending cannot be marked Delivered.'],
    ['delivered', { status: 'cancelled' }, 'An order that is Delivered cannot be marked Cancelled.'],
    ['refunded', { status: 'processing' }, 'An order that is Refunded cannot be marked Processing.'],
    ['processing', { status: 'processing' }, 'An order that is Processing cannot be marked Processing.'],
    [
      'delivered',
      { status: 'shipped', carrier: 'tnt', tracking_number: 'T1' },
      'An order that is Delivered cannot be marked Shipped.',
    ],
  ])('refuses a %s order moved to %o with 409 and writes nothing', async (status, body, message) => {
    const o = await anOrder({ status });
    const before = await snapshot(o.id);
    const res = await move(o.invoiceNumber, body);
    expect(res).toEqual({ status: 409, body: { message } });
    expect(await snapshot(o.id)).toEqual(before);
  });

  it('fulfils only a paid order, and cancels a paid one only once refunded', async () => {
    for (const paymentStatus of ['pending', 'failed']) {
      const unpaid = await anOrder({ paymentStatus });
      const before = await snapshot(unpaid.id);
      expect(await move(unpaid.invoiceNumber, { status: 'processing' })).toEqual({
        status: 409,
        body: { message: 'This order has not been paid.' },
      });
      expect(await snapshot(unpaid.id)).toEqual(before);
    }
    const paid = await anOrder({});
    const before = await snapshot(paid.id);
    expect(await move(paid.invoiceNumber, { status: 'cancelled' }, owner)).toEqual({
      status: 409,
      body: { message: 'Refund the payment before cancelling this order.' },
    });
    // Support may not cancel an order whose money was taken at all.
    expect((await move(paid.invoiceNumber, { status: 'cancelled' }, support)).status).toBe(403);
    expect(await snapshot(paid.id)).toEqual(before);
  });

  it('cancels an attempt nobody paid for, without emailing anyone', async () => {
    const email = `attempt.${word()}@example.com`;
    const o = await anOrder({ paymentStatus: 'pending' }, { email });
    const res = await move(o.invoiceNumber, { status: 'cancelled' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', next_statuses: [] });
    expect(t.mail.filter((m) => m.to === email)).toEqual([]);
  });

  it.each([
    [{ status: 'shipped', tracking_number: 'A1' }, 'carrier', 'Choose the carrier the order ships with.'],
    [{ status: 'shipped', carrier: 'startrack' }, 'tracking_number', 'Enter the tracking number.'],
    [
      { status: 'shipped', carrier: 'startrack', tracking_number: '  ' },
      'tracking_number',
      'Enter the tracking number.',
    ],
    [
      { status: 'shipped', carrier: 'pigeon', tracking_number: 'A1' },
      'carrier',
      expect.stringContaining('carrier must be one of'),
    ],
    [
      { status: 'delivered', carrier: 'tnt' },
      'status',
      'Only a shipped order has a carrier and tracking number.',
    ],
    [{ status: 'refunded' }, 'status', expect.stringContaining('status must be')],
    [{ status: 'processing', extra: 1 }, 'extra', expect.any(String)],
  ])('refuses %o with 422 and writes nothing', async (body, field, message) => {
    const o = await anOrder({ status: 'processing' });
    const before = await snapshot(o.id);
    const res = await move(o.invoiceNumber, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual(message);
    expect(await snapshot(o.id)).toEqual(before);
  });

  it('refuses an editor with 403 whatever it sends, and writes nothing', async () => {
    const o = await anOrder({});
    const before = await snapshot(o.id);
    for (const body of [{ status: 'processing' }, { status: 'nonsense' }, 'not json'])
      expect(await move(o.invoiceNumber, body, editor)).toEqual({
        status: 403,
        body: { message: 'Your role does not allow this.' },
      });
    expect((await call('POST', `/orders/${o.invoiceNumber}/notes`, editor, { note: 'hi' })).status).toBe(403);
    expect((await call('GET', `/orders/${o.invoiceNumber}`, editor)).status).toBe(403);
    expect((await call('GET', '/dashboard', editor)).status).toBe(403);
    expect(await snapshot(o.id)).toEqual(before);
  });

  it('lets only one of two racing moves through', async () => {
    const o = await anOrder({ status: 'processing' });
    const results = await Promise.all([
      move(o.invoiceNumber, { status: 'shipped', carrier: 'tnt', tracking_number: 'T1' }),
      move(o.invoiceNumber, { status: 'shipped', carrier: 'tnt', tracking_number: 'T2' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.kind, 'status')));
    expect(events).toHaveLength(1);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await move('SCNOSUCHORDER', { status: 'processing' })).status).toBe(404);
  });
});

describe('POST /api/admin/orders/:invoice/notes', () => {
  it('adds a staff-only note with its audit entry', async () => {
    const o = await anOrder({});
    const res = await call('POST', `/orders/${o.invoiceNumber}/notes`, support, {
      note: '  Called the customer ',
    });
    expect(res.status).toBe(201);
    expect(v.is(TimelineEventAnswerSchema, res.body)).toBe(true);
    expect(res.body.data).toMatchObject({
      kind: 'note',
      message: 'Called the customer',
      public: false,
      by: 'Test support',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.note'), eq(auditLog.entityId, o.invoiceNumber)));
    expect(audit?.after).toEqual({ note: 'Called the customer' });
    const empty = await call('POST', `/orders/${o.invoiceNumber}/notes`, support, { note: ' ' });
    expect(empty.status).toBe(422);
    expect((await call('POST', '/orders/SCNOSUCHORDER/notes', support, { note: 'x' })).status).toBe(404);
  });
});

describe('GET /api/admin/dashboard', () => {
  it("counts today's paid orders and revenue, orders awaiting fulfilment and open returns", async () => {
    const before = (await call('GET', '/dashboard', support)).body;
    const o = await anOrder({ createdAt: new Date() });
    await anOrder({ createdAt: new Date(), paymentStatus: 'failed' });
    await anOrder({ createdAt: new Date(Date.now() - 3 * 86_400_000), status: 'processing' });
    const after = (await call('GET', '/dashboard', support)).body;
    expect(v.is(DashboardSchema, after)).toBe(true);
    expect(after).toEqual({
      today: {
        orders: before.today.orders + 1,
        revenue_inc_gst_cents: before.today.revenue_inc_gst_cents + o.totalCents,
        revenue_ex_gst_cents: before.today.revenue_ex_gst_cents + o.totalCents - o.gstCents,
      },
      awaiting_fulfilment: before.awaiting_fulfilment + 2,
      open_returns: before.open_returns,
    });
  });
});

describe('an order paid through POST /api/place-order', () => {
  it('tells the shop, and starts the timeline with placed and paid', async () => {
    const placed = await place(t, cardOrder(await someProducts(t)));
    expect(placed.status).toBe(200);
    const invoice = placed.body.order!.invoice_number;
    const toShop = t.mail.filter((m) => m.to === 'shop@shop.test' && m.subject.includes(invoice));
    expect(toShop).toHaveLength(1);
    expect(toShop[0]!.text).toContain(`New order ${invoice} at Test Shop`);
    expect(toShop[0]!.text).toContain('Jane Citizen <jane@example.com>');
    expect(toShop[0]!.replyTo).toBe('jane@example.com');
    // The customer's confirmation is still the last message sent.
    expect(t.mail.at(-1)!.subject).toBe(`Your order ${invoice}`);
    const detail = await call('GET', `/orders/${invoice}`, support);
    expect(detail.body.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid']);
  });

  it('does not tell the shop of a declined attempt', async () => {
    const placed = await place(
      t,
      cardOrder(await someProducts(t), { stripePaymentMethodId: 'pm_card_chargeDeclined' }),
    );
    expect(placed.status).toBe(402);
    const [attempt] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentStatus, 'failed'))
      .orderBy(orders.id);
    expect(attempt).toBeDefined();
    const [shopMail] = await t.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `shop-new-order:${attempt!.id}`));
    expect(shopMail!.n).toBe(0);
  });
});
