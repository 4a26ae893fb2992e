/**
 * The restocking fee follows the shop's setting: a shop that charges none (the default, as its return
 * policy says) is never offered one and refuses one; a shop that charges one takes at most its rate.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertChargedOrder } from '../../../tests/helpers/paid-orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { NO_RESTOCKING_FEE_MESSAGE } from '../../lib/orders/fulfilment.ts';
import { orderRefunds, orders, returnRequests } from '../db/schema.ts';

const t = setupTestApp();
let owner: string;
let seq = 0;

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
});

/** A received change-of-mind return of a paid order of one $100.00 (inc GST) item. */
async function receivedReturn() {
  const { order, items } = await insertChargedOrder(t.database.db, t.deps.gateways.test!, {
    lines: [{ title: 'Tow strap', sku: 'TS-1', unitExCents: 9091, quantity: 1 }],
  });
  const [ret] = await t.database.db
    .insert(returnRequests)
    .values({
      fName: 'Kim',
      lName: 'Nguyen',
      email: 'kim@example.com',
      orderRef: order.invoiceNumber,
      orderId: order.id,
      subject: 'Return',
      message: 'Changed my mind',
      reason: 'change_of_mind',
      status: 'received',
    })
    .returning();
  return { order, item: items[0]!, id: ret!.id };
}

const refund = (id: number, itemId: number, feeCents: number) =>
  adminCall(
    t,
    'POST',
    `/returns/${id}/status`,
    owner,
    { status: 'refunded', refund: { lines: [{ item_id: itemId, quantity: 1 }], fee_cents: feeCents } },
    { 'Idempotency-Key': `restocking-${Date.now()}-${seq++}` },
  );

const setFee = async (percentage: number) => {
  const res = await adminCall(t, 'PATCH', '/settings', owner, { restocking_fee_percentage: percentage });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: { restocking_fee_percentage: number } };
};

describe('the restocking fee setting', () => {
  it('is none by default: a change-of-mind return offers no fee and a fee is refused, nothing refunded', async () => {
    const settings = await adminCall(t, 'GET', '/settings', owner);
    expect(((await settings.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      restocking_fee_percentage: 0,
    });
    const { order, item, id } = await receivedReturn();
    const detail = (await (await adminCall(t, 'GET', `/returns/${id}`, owner)).json()) as {
      data: { fee_allowed: boolean; restocking_fee_bp: number };
    };
    expect(detail.data).toMatchObject({ fee_allowed: false, restocking_fee_bp: 0 });

    const refused = await refund(id, item.id, 500);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(NO_RESTOCKING_FEE_MESSAGE);
    expect(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual(
      [],
    );
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o!.refundedCents).toBe(0);
  });

  it('when the shop charges 15%, offers the fee and takes at most 15% of the refund', async () => {
    expect((await setFee(15)).data.restocking_fee_percentage).toBe(15);
    const { item, id } = await receivedReturn();
    const detail = (await (await adminCall(t, 'GET', `/returns/${id}`, owner)).json()) as {
      data: { fee_allowed: boolean; restocking_fee_bp: number };
    };
    expect(detail.data).toMatchObject({ fee_allowed: true, restocking_fee_bp: 1500 });

    const most = Math.floor(item.priceIncCents * 0.15);
    const over = await refund(id, item.id, most + 1);
    expect(over.status).toBe(422);
    expect(((await over.json()) as { message: string }).message).toMatch(
      /^The restocking fee is at most 15%/,
    );

    const ok = await refund(id, item.id, most);
    expect(ok.status).toBe(200);
    const [row] = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.returnRequestId, id));
    expect(row).toMatchObject({ status: 'succeeded', amountCents: item.priceIncCents - most });
    await setFee(0);
  });

  it('is refused when it is not a percentage', async () => {
    const res = await adminCall(t, 'PATCH', '/settings', owner, { restocking_fee_percentage: 101 });
    expect(res.status).toBe(422);
  });
});
