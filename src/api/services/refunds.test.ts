import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertChargedOrder } from '../../../tests/helpers/paid-orders.ts';
import { staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { NO_FEE_MESSAGE } from '../../lib/orders/fulfilment.ts';
import { auditLog, generalSettings, orderRefunds, orders, returnRequests } from '../db/schema.ts';
import type { Actor } from '../http/staff.ts';
import { type RefundRequest, refundOrder } from './refunds.ts';

const t = setupTestApp();
// A shop that charges a restocking fee (up to 50%) on change-of-mind returns.
beforeAll(async () => {
  await t.database.db.update(generalSettings).set({ restockingFeeBp: 5000 });
});
const db = () => t.database.db;
let seq = 0;
const key = () => `svc-refund-${Date.now()}-${seq++}`;

const paidOrder = () =>
  insertChargedOrder(db(), t.deps.gateways.test!, {
    lines: [
      { title: 'Kettle', sku: 'K-1', unitExCents: 5000, quantity: 2 },
      { title: 'Mug', sku: 'M-1', unitExCents: 1000, quantity: 4 },
    ],
  });

async function returnFor(order: { id: number; invoiceNumber: string }, reason: string) {
  const [row] = await db()
    .insert(returnRequests)
    .values({
      fName: 'Jane',
      lName: 'Citizen',
      email: 'jane@example.com',
      orderRef: order.invoiceNumber,
      orderId: order.id,
      subject: 'Return',
      message: 'Please',
      reason,
      status: 'received',
    })
    .returning();
  return row!;
}

async function managerActor(): Promise<Actor> {
  const { member, token } = await staffSession(t, 'manager');
  return { kind: 'staff', staff: member, token };
}

const run = (actor: Actor | null, invoice: string, request: RefundRequest, k = key()) =>
  refundOrder(t.deps, actor, invoice, k, request);

describe('refundOrder for returns (task C calls it with returnRequestId and feeCents)', () => {
  it("takes a change-of-mind return's fee off its refund, and emails through the return instead", async () => {
    const { order, items } = await paidOrder();
    const ret = await returnFor(order, 'change_of_mind');
    const mails = t.mail.length;
    const result = await run(await managerActor(), order.invoiceNumber, {
      lines: [{ item_id: items[1]!.id, quantity: 2 }],
      feeCents: 150,
      reason: 'Return R1',
      returnRequestId: ret.id,
    });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      amount_cents: items[1]!.priceIncCents * 2 - 150,
      status: 'succeeded',
    });
    const [row] = await db().select().from(orderRefunds).where(eq(orderRefunds.returnRequestId, ret.id));
    expect(row).toMatchObject({ status: 'succeeded', amountCents: items[1]!.priceIncCents * 2 - 150 });
    expect(t.mail.length).toBe(mails);
  });

  it('refuses a fee on a faulty, damaged or wrong item, and a return of another order', async () => {
    const { order } = await paidOrder();
    const other = await paidOrder();
    for (const reason of ['faulty', 'damaged', 'wrong_item']) {
      const ret = await returnFor(order, reason);
      const refused = await run(null, order.invoiceNumber, {
        feeCents: 100,
        reason: '',
        returnRequestId: ret.id,
      });
      expect(refused).toMatchObject({ status: 422, body: { message: NO_FEE_MESSAGE } });
      // Without a fee it is refunded in full.
    }
    const faulty = await returnFor(order, 'faulty');
    expect(
      (await run(null, order.invoiceNumber, { amountCents: 100, reason: '', returnRequestId: faulty.id }))
        .status,
    ).toBe(201);
    const elsewhere = await returnFor(other.order, 'change_of_mind');
    expect(
      (await run(null, order.invoiceNumber, { amountCents: 100, reason: '', returnRequestId: elsewhere.id }))
        .status,
    ).toBe(422);
    expect(
      (await run(null, order.invoiceNumber, { amountCents: 100, feeCents: 10, reason: '' })).status,
    ).toBe(422);
    const [o] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(o!.refundedCents).toBe(100);
  });
});

describe('refundOrder', () => {
  it('records the machine token as the shop (by null) in the refund and the audit log', async () => {
    const { order, paymentRef } = await paidOrder();
    const result = await run({ kind: 'machine' }, order.invoiceNumber, {
      amountCents: 1234,
      reason: 'Goodwill',
    });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({ by: null, amount_cents: 1234, reason: 'Goodwill' });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, order.invoiceNumber));
    expect(audit).toMatchObject([{ action: 'order.refund', actor: 'SHOP_ADMIN_TOKEN', staffId: null }]);
    expect(t.deps.gateways.test!.refundedOf(paymentRef)).toBe(1234);
  });

  it('never lets many refunds at once add up to more than the total, by line or by amount', async () => {
    const { order, items, paymentRef } = await paidOrder();
    const actor = await managerActor();
    const mug = items[1]!;
    // Four mugs on the order; six requests for one each.
    const byLine = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(actor, order.invoiceNumber, { lines: [{ item_id: mug.id, quantity: 1 }], reason: '' }),
      ),
    );
    expect(byLine.filter((r) => r.status === 201)).toHaveLength(4);
    expect(byLine.filter((r) => r.status === 409)).toHaveLength(2);
    const byAmount = await Promise.all(
      Array.from({ length: 5 }, () =>
        run(actor, order.invoiceNumber, { amountCents: Math.ceil(order.totalCents / 3), reason: '' }),
      ),
    );
    const ok = byAmount.filter((r) => r.status === 201).length;
    const [o] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(o!.refundedCents).toBe(mug.priceIncCents * 4 + ok * Math.ceil(order.totalCents / 3));
    expect(o!.refundedCents).toBeLessThanOrEqual(order.totalCents);
    expect(t.deps.gateways.test!.refundedOf(paymentRef)).toBe(o!.refundedCents);
  });

  it('asks the provider again for a refund a crash left pending, once it is stale; a fresh one is in progress', async () => {
    const { order, paymentRef } = await paidOrder();
    const write = async (k: string, updatedAt: Date) => {
      await db().insert(orderRefunds).values({
        orderId: order.id,
        idempotencyKey: k,
        amountCents: 500,
        reason: 'crash',
        status: 'pending',
        updatedAt,
      });
      const [o] = await db().select().from(orders).where(eq(orders.id, order.id));
      await db()
        .update(orders)
        .set({ refundedCents: o!.refundedCents + 500 })
        .where(eq(orders.id, order.id));
    };
    const fresh = key();
    await write(fresh, new Date());
    expect(await run(null, order.invoiceNumber, { amountCents: 500, reason: 'crash' }, fresh)).toMatchObject({
      status: 409,
      body: { message: 'This refund is being processed; try again in a moment.' },
    });
    const stale = key();
    await write(stale, new Date(Date.now() - 10 * 60_000));
    const resumed = await run(null, order.invoiceNumber, { amountCents: 500, reason: 'crash' }, stale);
    expect(resumed).toMatchObject({
      status: 201,
      body: { data: { amount_cents: 500, status: 'succeeded' } },
    });
    const [o] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(o!.refundedCents).toBe(1000);
    expect(t.deps.gateways.test!.refundedOf(paymentRef)).toBe(500);
  });
});
