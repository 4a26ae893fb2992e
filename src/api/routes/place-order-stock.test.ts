/**
 * Stock held by orders (docs/design.md#stock-and-freight): place-order reserves in its transaction
 * and never more than a location has, however many orders race; every way an order ends gives the
 * units back exactly once, or takes them off the shelf when they leave.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, newKey, place } from '../../../tests/helpers/orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { locations, orderItems, orders, products, reservations, stockLevels } from '../db/schema/index.ts';
import { PaymentProviderError } from '../payments/types.ts';
import { CHARGE_CLAIM_MS, recoverStaleOrders } from '../services/order-payment.ts';
import { refreshStockStatus } from '../services/stock/status.ts';

const t = setupTestApp();
let owner: string;
let warehouse: number;
let penrith: number;
let parramatta: number;
let nextProduct = 0;

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
  const rows = await t.database.db.select().from(locations).orderBy(locations.sortOrder);
  [warehouse, penrith, parramatta] = rows.map((r) => r.id) as [number, number, number];
});

/** A seeded product of its own for one test (so tests never share stock), with `levels` on hand. */
async function productWith(
  levels: Record<number, number>,
  extra: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .select({ id: products.id, title: products.title })
    .from(products)
    .orderBy(products.id)
    .offset(100 + nextProduct++)
    .limit(1);
  const id = row!.id;
  await t.database.db
    .update(products)
    .set({ trackStock: true, ...extra })
    .where(eq(products.id, id));
  await t.database.db
    .update(stockLevels)
    .set({ onHand: 0, reserved: 0 })
    .where(eq(stockLevels.productId, id));
  for (const [location, onHand] of Object.entries(levels))
    await t.database.db
      .update(stockLevels)
      .set({ onHand })
      .where(and(eq(stockLevels.productId, id), eq(stockLevels.locationId, Number(location))));
  await refreshStockStatus(t.database.db, [id]);
  return { id, title: row!.title };
}

/** On hand and reserved at each location with any, and the product's status. */
async function stockOf(productId: number) {
  const rows = await t.database.db
    .select({ location: stockLevels.locationId, onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(eq(stockLevels.productId, productId))
    .orderBy(stockLevels.locationId);
  const [product] = await t.database.db
    .select({ status: products.stockStatus })
    .from(products)
    .where(eq(products.id, productId));
  return {
    levels: Object.fromEntries(
      rows.filter((r) => r.onHand || r.reserved).map((r) => [r.location, [r.onHand, r.reserved]]),
    ),
    status: product!.status,
  };
}

const order = (productId: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  ...cardOrder([], extra),
  products: [{ id: productId, quantity }],
});

const invoiceOf = (placed: { body: { order?: { invoice_number: string } } }) =>
  placed.body.order!.invoice_number;

const orderRow = async (invoice: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice)))[0]!;

const ship = (invoice: string) =>
  adminCall(t, 'POST', `/orders/${invoice}/status`, owner, {
    status: 'shipped',
    carrier: 'startrack',
    tracking_number: 'ST123',
  });

describe('reservations at place-order', () => {
  it('holds what an order takes at the warehouse, and says how much is left when a line asks for more', async () => {
    const p = await productWith({ [warehouse]: 6 });
    const placed = await place(t, order(p.id, 2));
    expect(placed.status).toBe(200);
    expect(await stockOf(p.id)).toEqual({ levels: { [warehouse]: [6, 2] }, status: 'low_stock' });
    // Stores do not send parcels: their shelves do not count for a delivery.
    await t.database.db
      .update(stockLevels)
      .set({ onHand: 9 })
      .where(and(eq(stockLevels.productId, p.id), eq(stockLevels.locationId, penrith)));
    const tooMany = await place(t, order(p.id, 5));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(`Only 4 of ${p.title} are available.`);
    expect(tooMany.body.errors).toEqual({ 'products.0.quantity': `Only 4 of ${p.title} are available.` });
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([6, 2]);
  });

  it('takes a backorder beyond what is available when the product allows it, and owes the rest', async () => {
    const p = await productWith({ [warehouse]: 1 }, { backorderAllowed: true, backorderDate: '2027-01-20' });
    const placed = await place(t, order(p.id, 3));
    expect(placed.status).toBe(200);
    const held = await t.database.db
      .select({
        location: reservations.locationId,
        quantity: reservations.quantity,
        state: reservations.state,
      })
      .from(reservations)
      .where(eq(reservations.productId, p.id))
      .orderBy(reservations.id);
    expect(held).toEqual([
      { location: warehouse, quantity: 1, state: 'reserved' },
      { location: null, quantity: 2, state: 'backordered' },
    ]);
    expect((await stockOf(p.id)).status).toBe('backorder');

    // Stock received goes to the order waiting for it first; the rest is for sale.
    const received = await adminCall(t, 'POST', `/products/${p.id}/stock/adjustments`, owner, {
      location_id: warehouse,
      reason: 'received',
      quantity: 5,
    });
    expect(received.status).toBe(200);
    const now = await t.database.db
      .select({
        location: reservations.locationId,
        quantity: reservations.quantity,
        state: reservations.state,
      })
      .from(reservations)
      .where(eq(reservations.productId, p.id))
      .orderBy(reservations.id);
    expect(now).toEqual([
      { location: warehouse, quantity: 1, state: 'reserved' },
      { location: warehouse, quantity: 2, state: 'reserved' },
    ]);
    expect(await stockOf(p.id)).toEqual({ levels: { [warehouse]: [6, 3] }, status: 'low_stock' });
  });

  it('200 orders at once for 7 at two locations reserve exactly 7; a key retried at once reserves once', async () => {
    // A second location that sends parcels, so the 7 are split 4 + 3.
    await t.database.db.update(locations).set({ ships: true }).where(eq(locations.id, penrith));
    try {
      const p = await productWith({ [warehouse]: 4, [penrith]: 3 });
      const results = await Promise.all(Array.from({ length: 200 }, () => place(t, order(p.id, 1))));
      const placed = results.filter((r) => r.status === 200);
      expect(placed).toHaveLength(7);
      const refused = results.filter((r) => r.status !== 200);
      expect(new Set(refused.map((r) => `${r.status} ${r.body.message}`))).toEqual(
        new Set([`422 ${p.title} is out of stock.`]),
      );
      expect(await stockOf(p.id)).toEqual({
        levels: { [warehouse]: [4, 4], [penrith]: [3, 3] },
        status: 'out_of_stock',
      });
      const [negative] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(stockLevels)
        .where(
          sql`${stockLevels.onHand} < 0 or ${stockLevels.reserved} < 0 or ${stockLevels.reserved} > ${stockLevels.onHand}`,
        );
      expect(negative!.n).toBe(0);

      const q = await productWith({ [warehouse]: 5 });
      const key = newKey();
      const retries = await Promise.all(Array.from({ length: 20 }, () => place(t, order(q.id, 2), key)));
      expect(retries.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      expect((await place(t, order(q.id, 2), key)).status).toBe(200);
      expect((await stockOf(q.id)).levels).toEqual({ [warehouse]: [5, 2] });
    } finally {
      await t.database.db.update(locations).set({ ships: false }).where(eq(locations.id, penrith));
    }
  });
});

describe('each way an order ends gives its stock back once', () => {
  it('a declined card', async () => {
    const p = await productWith({ [warehouse]: 3 });
    const declined = await place(t, order(p.id, 2, { stripePaymentMethodId: 'pm_card_chargeDeclined' }));
    expect(declined.status).toBe(402);
    expect(await stockOf(p.id)).toEqual({ levels: { [warehouse]: [3, 0] }, status: 'low_stock' });
  });

  it('an attempt swept (nothing charged) and one abandoned at 3-D Secure', async () => {
    const p = await productWith({ [warehouse]: 10 });
    const swept = newKey();
    const abandoned = newKey();
    const card = t.deps.gateways.card;
    t.deps.gateways.card = {
      ...t.deps.gateways.test!,
      charge: async () => {
        throw new PaymentProviderError('connect ECONNREFUSED');
      },
    } as never;
    expect((await place(t, order(p.id, 1), swept)).status).toBe(502);
    t.deps.gateways.card = card;
    const waiting = await place(
      t,
      order(p.id, 2, { stripePaymentMethodId: 'pm_card_authenticationRequired' }),
      abandoned,
    );
    expect(waiting.status).toBe(202);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([10, 3]);
    const long = new Date(Date.now() - 2 * 60 * 60_000);
    await t.database.db
      .update(orders)
      .set({ updatedAt: long, createdAt: long })
      .where(sql`${orders.idempotencyKey} in (${swept}, ${abandoned})`);
    await recoverStaleOrders(t.deps, CHARGE_CLAIM_MS);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([10, 0]);
    await recoverStaleOrders(t.deps, CHARGE_CLAIM_MS);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([10, 0]);
  });

  it('an unpaid order cancelled by staff', async () => {
    const p = await productWith({ [warehouse]: 8 });
    const waiting = await place(
      t,
      order(p.id, 3, { stripePaymentMethodId: 'pm_card_authenticationRequired' }),
    );
    const invoice = (
      await t.database.db
        .select({ n: orders.invoiceNumber })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(eq(orderItems.productId, p.id))
    )[0]!.n;
    expect(waiting.status).toBe(202);
    const cancel = () => adminCall(t, 'POST', `/orders/${invoice}/status`, owner, { status: 'cancelled' });
    expect((await cancel()).status).toBe(200);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([8, 0]);
    expect((await cancel()).status).toBe(409);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([8, 0]);
  });

  it('shipping takes the units off the shelf; a restocking refund puts them back, once', async () => {
    const p = await productWith({ [warehouse]: 9 });
    const invoice = invoiceOf(await place(t, order(p.id, 4)));
    expect((await ship(invoice)).status).toBe(200);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([5, 0]);
    const [line] = await t.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, (await orderRow(invoice)).id));
    const key = newKey();
    const refund = () =>
      adminCall(
        t,
        'POST',
        `/orders/${invoice}/refunds`,
        owner,
        { lines: [{ item_id: line!.id, quantity: 3 }], reason: 'Came back unopened', restock: true },
        { 'Idempotency-Key': key },
      );
    expect((await refund()).status).toBe(201);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([8, 0]);
    // The same refund again (its key): answered, nothing counted twice.
    expect((await refund()).status).toBe(200);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([8, 0]);
  });

  it('a refund of an order not yet sent frees its reserved units, restock or not', async () => {
    const p = await productWith({ [warehouse]: 9 });
    const invoice = invoiceOf(await place(t, order(p.id, 4)));
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([9, 4]);
    const refund = await adminCall(
      t,
      'POST',
      `/orders/${invoice}/refunds`,
      owner,
      { reason: 'Changed mind' },
      {
        'Idempotency-Key': newKey(),
      },
    );
    expect(refund.status).toBe(201);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([9, 0]);
  });

  it('a return received and refunded puts the sent units back where they left', async () => {
    const p = await productWith({ [warehouse]: 7 });
    const invoice = invoiceOf(await place(t, order(p.id, 2)));
    expect((await ship(invoice)).status).toBe(200);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([5, 0]);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      f_name: 'Jane',
      l_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412345678',
      subject: 'Return',
      message: 'Wrong part.',
      order_id: invoice,
      reason: 'change_of_mind',
    }))
      form.set(k, v);
    const made = await t.app.request('/api/order-return', { method: 'POST', body: form });
    const id = ((await made.json()) as { id: number }).id;
    const decide = (body: unknown, headers: Record<string, string> = {}) =>
      adminCall(t, 'POST', `/returns/${id}/status`, owner, body, headers);
    expect((await decide({ status: 'approved' })).status).toBe(200);
    expect((await decide({ status: 'received' })).status).toBe(200);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([5, 0]);
    const key = newKey();
    expect((await decide({ status: 'refunded' }, { 'Idempotency-Key': key })).status).toBe(200);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([7, 0]);
    expect((await decide({ status: 'refunded' }, { 'Idempotency-Key': key })).status).toBe(409);
    expect((await stockOf(p.id)).levels[warehouse]).toEqual([7, 0]);
  });
});

describe('click & collect', () => {
  it('collects from the store, drawing the rest from the warehouse, with no delivery charge', async () => {
    const p = await productWith({ [warehouse]: 10, [parramatta]: 1 });
    const placed = await place(t, order(p.id, 3, { pickup_location_id: parramatta }));
    expect(placed.status).toBe(200);
    const row = await orderRow(invoiceOf(placed));
    expect(row).toMatchObject({ fulfilment: 'collect', pickupLocationId: parramatta, deliveryCents: 0 });
    expect((await stockOf(p.id)).levels).toEqual({ [warehouse]: [10, 2], [parramatta]: [1, 1] });
    // The confirmation says where to collect it; the shop's email that there is nothing to send.
    const confirmation = t.mail.findLast((m) => m.subject === `Your order ${invoiceOf(placed)}`)!;
    expect(confirmation.text).toContain(
      'Collect from Parramatta, 211 Church Street, Parramatta NSW 2150 (Mon–Fri',
    );
    const shop = t.mail.findLast((m) => m.subject.startsWith(`New order ${invoiceOf(placed)}`))!;
    expect(shop.text).toContain('Click & collect at Parramatta: nothing to send');
  });

  it('refuses a location that is not a collect store', async () => {
    const p = await productWith({ [warehouse]: 10 });
    const placed = await place(t, order(p.id, 1, { pickup_location_id: warehouse }));
    expect(placed.status).toBe(422);
    expect(placed.body.errors).toEqual({
      pickup_location_id: 'This store does not offer click & collect. Please choose another store.',
    });
  });
});
