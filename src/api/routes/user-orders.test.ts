import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { address, cardOrder, place, someProducts } from '../../../tests/helpers/orders.ts';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { OneOrderSchema, OrderListSchema } from '../../lib/api/schemas/orders.ts';
import { generalSettings, orderEvents, orders, users } from '../db/schema/index.ts';
import { verificationToken } from '../services/email-verification.ts';

const t = setupTestApp();

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await t.app.request(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several response shapes loosely
  const parsed: Record<string, any> = res.headers.get('Content-Type')?.includes('json')
    ? JSON.parse(text)
    : { text };
  return { status: res.status, body: parsed };
}

let n = 0;
/** A new member: their email (mixed case, as typed at sign-up), token and id. */
async function member(name: string) {
  const email = `${name}.Member${n++}@Example.com`;
  const reg = await call('POST', '/registered', {
    name,
    email,
    password: 'Secret!234',
    phone: '0411111111',
    terms: true,
  });
  expect(reg.status).toBe(201);
  return { email, token: reg.body.token as string, id: reg.body.user.id as number };
}

/** A paid guest card order with the given billing email; its order number. */
async function guestOrder(email: string, extra: Record<string, unknown> = {}) {
  const placed = await place(t, cardOrder(await someProducts(t, 1), { email, ...extra }));
  expect(placed.status).toBe(200);
  return placed.body.order!.invoice_number;
}

const history = async (token: string) =>
  ((await call('GET', '/user-order', undefined, token)).body.data as { invoice_number: string }[]).map(
    (o) => o.invoice_number,
  );

/** Opens the link of the confirmation email sent to `email`. */
async function confirmEmail(email: string) {
  const mail = t.mail.findLast((m) => m.to === email && /Confirm your email/.test(m.subject));
  const link = /\/api\/verify-email\?token=[\w.-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'the sign-up email has a confirmation link').toBeTruthy();
  return call('GET', link!.replace('/api', ''));
}

describe('guest orders', () => {
  it('store user_id 0 (SPEC section 3); a member order stores the member', async () => {
    const guest = await guestOrder('walk.in@example.com');
    const m = await member('Gus');
    const mine = await place(t, cardOrder(await someProducts(t, 1), { email: m.email }), undefined, m.token);
    const userOf = async (invoice: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice)))[0]?.userId;
    expect(await userOf(guest)).toBe(0);
    expect(await userOf(mine.body.order!.invoice_number)).toBe(m.id);
  });

  it("join a member's history once the member confirms their email, matched without regard to case", async () => {
    const m = await member('Greta');
    const before = await guestOrder(m.email.toLowerCase());
    // Not before the email is confirmed: anyone may sign up with any email.
    expect(await history(m.token)).not.toContain(before);
    expect((await call('GET', `/orders-detail?id=${before}`, undefined, m.token)).status).toBe(404);

    expect(await confirmEmail(m.email)).toMatchObject({
      status: 200,
      body: { text: expect.stringContaining('confirmed') },
    });
    const after = await guestOrder(m.email.toUpperCase());
    expect(await history(m.token)).toEqual(expect.arrayContaining([before, after]));
    const detail = await call('GET', `/orders-detail?id=${before}`, undefined, m.token);
    expect(detail).toMatchObject({
      status: 200,
      body: { data: { invoice_number: before, email: m.email.toLowerCase() } },
    });
    // Tracking shows the customer details to the owner only.
    expect((await call('POST', '/guest/track-order', { id: before }, m.token)).body.data.phone).toBe(
      '0412345678',
    );
    expect((await call('POST', '/guest/track-order', { id: before })).body.data.phone).toBeUndefined();
  });

  it("never show another email's guest orders, nor other members' orders", async () => {
    const owner = await member('Olive');
    const other = await member('Otto');
    await confirmEmail(owner.email);
    await confirmEmail(other.email);
    const olives = await guestOrder(owner.email);
    const lookalike = await guestOrder(`x${owner.email}`);
    const ottos = await place(
      t,
      cardOrder(await someProducts(t, 1), { email: owner.email }),
      undefined,
      other.token,
    );
    const seen = await history(owner.token);
    expect(seen).toContain(olives);
    expect(seen).not.toContain(lookalike);
    // Otto's own order, though billed to Olive's email, stays Otto's.
    expect(seen).not.toContain(ottos.body.order!.invoice_number);
    expect(await history(other.token)).not.toContain(olives);
    expect((await call('GET', `/orders-detail?id=${olives}`, undefined, other.token)).status).toBe(404);
    expect(
      (await call('POST', '/guest/track-order', { id: olives }, other.token)).body.data.email,
    ).toBeUndefined();
  });
});

describe('email confirmation links', () => {
  it('refuse forged, expired and other-account links', async () => {
    const m = await member('Fay');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    const secret = t.deps.resetCodeSecret;
    const forged = verificationToken('not-the-secret', row!);
    const expired = verificationToken(secret, row!, Date.now() - 31 * 24 * 3600_000);
    const otherEmail = verificationToken(secret, { id: m.id, email: 'someone.else@example.com' });
    for (const token of [forged, expired, otherEmail, 'abc']) {
      const res = await call('GET', `/verify-email?token=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(404);
      expect(res.body.text).toContain('not valid or has expired');
    }
    expect((await call('GET', '/verify-email')).status).toBe(400);
    const [still] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(still?.emailVerifiedAt).toBeNull();
  });

  it('a password reset by emailed code also proves the email', async () => {
    const m = await member('Pat');
    const sent = t.mail.length;
    await call('POST', '/check-email', { email: m.email });
    await vi.waitFor(() => expect(t.mail.length).toBeGreaterThan(sent));
    const otp = /code is (\d{6})/.exec(t.mail.at(-1)!.text)![1]!;
    const reset = { email: m.email, otp, password: 'Newpass!99', password_confirmation: 'Newpass!99' };
    expect((await call('POST', '/update-password', reset)).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe('addresses customers see', () => {
  it("leave out SPEC's 'Suburbia', which stands in the order for a blank suburb", async () => {
    const m = await member('Sue');
    const blank = await place(t, cardOrder(await someProducts(t, 1)), undefined, m.token);
    const typed = await place(
      t,
      cardOrder(await someProducts(t, 1), { suburb: 'St. Kilda' }),
      undefined,
      m.token,
    );
    const stored = async (invoice: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice)))[0]?.suburb;
    expect(await stored(blank.body.order!.invoice_number)).toBe('Suburbia');
    const shown = async (invoice: string) =>
      (await call('GET', `/orders-detail?id=${invoice}`, undefined, m.token)).body.data.address as string;
    expect(await shown(blank.body.order!.invoice_number)).toBe(
      `${address.street_address}, ${address.city}, ${address.state}, ${address.post_code}`,
    );
    expect(await shown(typed.body.order!.invoice_number)).toBe(
      `${address.street_address}, St. Kilda, ${address.city}, ${address.state}, ${address.post_code}`,
    );
  });
});

describe('real Australian names and phones (DESIGN section 7)', () => {
  it('are accepted by sign-up, checkout and the address book; phones are kept without spaces', async () => {
    const reg = await call('POST', '/registered', {
      name: "Zoë O'Brien-Smith",
      email: `zoe${n++}@example.com`,
      password: 'Secret!234',
      phone: '0412 345 678',
      terms: true,
    });
    expect(reg).toMatchObject({
      status: 201,
      body: { user: { name: "Zoë O'Brien-Smith", phone: '0412345678' } },
    });
    const token = reg.body.token as string;
    const placed = await place(
      t,
      cardOrder(await someProducts(t, 1), {
        f_name: 'José',
        l_name: "O'Brien",
        phone: '+61 412 345 678',
        city: 'St. Kilda',
        state: 'Victoria',
        post_code: '3182',
      }),
      undefined,
      token,
    );
    expect(placed.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, placed.body.order!.invoice_number));
    expect(row).toMatchObject({ fName: 'José', lName: "O'Brien", phone: '+61412345678', city: 'St. Kilda' });
    const saved = await call(
      'POST',
      '/user-addresses/store',
      {
        ...address,
        f_name: 'Zoë',
        l_name: 'Smith-Jones',
        city: 'St. Kilda',
        phone: '0412 345 678',
        address_type: 'home',
      },
      token,
    );
    expect(saved).toMatchObject({ status: 201, body: { data: { f_name: 'Zoë', phone: '0412345678' } } });
  });

  it("keep SPEC's messages for what is still wrong", async () => {
    const placed = await place(
      t,
      cardOrder(await someProducts(t, 1), { f_name: 'J4ne', phone: '0412-345-678' }),
    );
    expect(placed).toMatchObject({
      status: 422,
      body: {
        message: 'Please fill in all required fields correctly before proceeding.',
        errors: {
          f_name: 'Only alphabetic characters are allowed',
          phone: 'Only numeric characters and + are allowed',
        },
      },
    });
  });
});

describe('what customers see of fulfilment', () => {
  const minutes = (n: number) => new Date(Date.UTC(2026, 0, 5, 9, n));
  const lines = [
    { title: 'Brake pads', sku: 'BP-1', unitExCents: 5000, quantity: 2 },
    { title: 'Oil filter', sku: 'OF-1', unitExCents: 1000, quantity: 1 },
  ];

  /** A paid order of member `m`, shipped with StarTrack, partly refunded, with a staff note between. */
  async function shippedOrder(userId: number) {
    const { row } = await insertPaidOrder(t.database.db, { lines, userId });
    const db = t.database.db;
    await db
      .update(orders)
      .set({ status: 'shipped', carrier: 'startrack', trackingNumber: 'ST 123/45', refundedCents: 1234 })
      .where(eq(orders.id, row.id));
    // Written out of order: the timeline is sorted by when things happened.
    await db.insert(orderEvents).values([
      { orderId: row.id, kind: 'refund', amountCents: 1234, message: 'Refund', createdAt: minutes(40) },
      {
        orderId: row.id,
        kind: 'status',
        status: 'shipped',
        carrier: 'startrack',
        trackingNumber: 'ST 123/45',
        message: 'Shipped with StarTrack',
        createdAt: minutes(30),
      },
      { orderId: row.id, kind: 'placed', message: 'Order placed', createdAt: minutes(0) },
      { orderId: row.id, kind: 'paid', message: 'Payment received', createdAt: minutes(1) },
      { orderId: row.id, kind: 'status', status: 'processing', createdAt: minutes(10) },
      {
        orderId: row.id,
        kind: 'note',
        message: 'Customer rang: leave at the back door',
        public: false,
        createdAt: minutes(20),
      },
    ]);
    return row;
  }

  const startrack = 'https://startrack.com.au/track/details/ST%20123%2F45';

  it('each order answer has its public timeline oldest first, the tracking link and the refund', async () => {
    const m = await member('Tia');
    const row = await shippedOrder(m.id);

    const detail = await call('GET', `/orders-detail?id=${row.invoiceNumber}`, undefined, m.token);
    expect(detail.status).toBe(200);
    v.parse(OneOrderSchema, detail.body);
    const order = detail.body.data;
    expect(order).toMatchObject({
      status: 'shipped',
      refunded_amount: '12.34',
      tracking: { carrier: 'startrack', carrier_name: 'StarTrack', number: 'ST 123/45', url: startrack },
    });
    expect(order.timeline).toEqual([
      {
        at: minutes(0).toISOString(),
        kind: 'placed',
        status: null,
        label: 'Order placed',
        carrier_name: null,
        tracking_number: null,
        tracking_url: null,
      },
      expect.objectContaining({ kind: 'paid', label: 'Payment received' }),
      expect.objectContaining({ kind: 'status', status: 'processing', label: 'Processing' }),
      {
        at: minutes(30).toISOString(),
        kind: 'status',
        status: 'shipped',
        label: 'Shipped with StarTrack',
        carrier_name: 'StarTrack',
        tracking_number: 'ST 123/45',
        tracking_url: startrack,
      },
      expect.objectContaining({ kind: 'refund', status: null, label: 'Partly refunded $12.34' }),
    ]);
    // Staff notes are for staff.
    expect(JSON.stringify(order)).not.toContain('back door');

    const list = await call('GET', '/user-order', undefined, m.token);
    v.parse(OrderListSchema, list.body);
    expect(list.body.data[0]).toMatchObject({ invoice_number: row.invoiceNumber, timeline: order.timeline });

    // Someone tracking it by number sees where it is, but not whose it is.
    const tracked = await call('POST', '/guest/track-order', { id: row.invoiceNumber.toLowerCase() });
    v.parse(OneOrderSchema, tracked.body);
    expect(tracked.body.data).toMatchObject({ tracking: order.tracking, timeline: order.timeline });
    expect(tracked.body.data.email).toBeUndefined();
  });

  it('says "Refunded" for the refund that pays back the rest of the order', async () => {
    const m = await member('Ray');
    const row = await shippedOrder(m.id);
    await t.database.db
      .update(orders)
      .set({ status: 'refunded', refundedCents: row.totalCents })
      .where(eq(orders.id, row.id));
    await t.database.db.insert(orderEvents).values([
      { orderId: row.id, kind: 'refund', amountCents: row.totalCents - 1234, createdAt: minutes(50) },
      { orderId: row.id, kind: 'status', status: 'refunded', createdAt: minutes(50) },
    ]);
    const { body } = await call('POST', '/guest/track-order', { id: row.invoiceNumber });
    v.parse(OneOrderSchema, body);
    const rest = (row.totalCents - 1234) / 100;
    expect(body.data.timeline.slice(-3).map((e: { label: string }) => e.label)).toEqual([
      'Partly refunded $12.34',
      `Refunded $${rest.toFixed(2)}`,
      'Refunded',
    ]);
    expect(body.data.refunded_amount).toBe((row.totalCents / 100).toFixed(2));
  });

  it("builds the link from the shop's template for the carrier, and sends none without one", async () => {
    const m = await member('Lin');
    const row = await shippedOrder(m.id);
    const db = t.database.db;
    const [settings] = await db.select().from(generalSettings).where(eq(generalSettings.id, 1));
    const track = async () => (await call('POST', '/guest/track-order', { id: row.invoiceNumber })).body.data;
    try {
      await db
        .update(generalSettings)
        .set({ trackingLinks: { startrack: 'https://track.example/st?c={tracking}' } })
        .where(eq(generalSettings.id, 1));
      expect((await track()).tracking.url).toBe('https://track.example/st?c=ST%20123%2F45');
      await db
        .update(generalSettings)
        .set({ trackingLinks: { startrack: '' } })
        .where(eq(generalSettings.id, 1));
      const shown = await track();
      v.parse(OneOrderSchema, { data: shown });
      expect(shown.tracking).toEqual({
        carrier: 'startrack',
        carrier_name: 'StarTrack',
        number: 'ST 123/45',
        url: null,
      });
      expect(shown.timeline[3]).toMatchObject({ tracking_number: 'ST 123/45', tracking_url: null });
    } finally {
      await db
        .update(generalSettings)
        .set({ trackingLinks: settings!.trackingLinks })
        .where(eq(generalSettings.id, 1));
    }
  });

  it('an order not shipped yet has no tracking and nothing refunded', async () => {
    const m = await member('Noa');
    const { row } = await insertPaidOrder(t.database.db, { lines, userId: m.id });
    const { body } = await call('GET', `/orders-detail?id=${row.invoiceNumber}`, undefined, m.token);
    v.parse(OneOrderSchema, body);
    expect(body.data).toMatchObject({ tracking: null, refunded_amount: '0.00', timeline: [] });
  });
});

describe('declined and abandoned payment attempts', () => {
  it("are never in the customer's history, details or tracking; an order under review is", async () => {
    const m = await member('Abe');
    const lines = [{ title: 'Wiper blade', sku: 'WB-1', unitExCents: 2000, quantity: 1 }];
    const attempt = async (paymentStatus: string) =>
      (await insertPaidOrder(t.database.db, { lines, userId: m.id, paymentStatus })).row.invoiceNumber;
    const declined = await attempt('failed');
    const abandoned = await attempt('pending');
    const review = await attempt('review');
    const paid = await attempt('completed');

    const listed = await history(m.token);
    expect(listed).toEqual(expect.arrayContaining([review, paid]));
    expect(listed).not.toContain(declined);
    expect(listed).not.toContain(abandoned);
    for (const invoice of [declined, abandoned]) {
      expect((await call('GET', `/orders-detail?id=${invoice}`, undefined, m.token)).status).toBe(404);
      expect((await call('POST', '/guest/track-order', { id: invoice }, m.token)).status).toBe(404);
      expect((await call('POST', '/guest/track-order', { id: invoice })).status).toBe(404);
    }
    expect((await call('POST', '/guest/track-order', { id: review })).status).toBe(200);
  });
});
