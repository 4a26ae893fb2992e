/** The orders CSV for the accountant: GST columns, the shop's days, owners and managers only. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { orders } from '../db/schema/index.ts';
import { EXPORT_COLUMNS, exportOrdersCsv } from '../services/order-export.ts';

const t = setupTestApp();
let owner: string;
let manager: string;
let support: string;
const line = { title: 'Brake pads', sku: 'BRK-001', unitExCents: 5000, quantity: 2 };

/** A day no other test's orders fall on (a year of its own). */
const year = 2000 + (randomBytes(1)[0]! % 20);

async function anOrder(createdAt: string, set: Partial<typeof orders.$inferInsert> = {}) {
  const { row } = await insertPaidOrder(t.database.db, {
    lines: [line],
    createdAt: new Date(createdAt),
    buyerBusinessName: 'Ute Works Pty Ltd',
    buyerAbn: '51824753556',
  });
  const [o] = await t.database.db
    .update(orders)
    .set({ updatedAt: new Date(), ...set })
    .where(eq(orders.id, row.id))
    .returning();
  return o!;
}

const csvOf = async (query: string, token: string) => {
  const res = await adminCall(t, 'GET', `/orders/export.csv?${query}`, token);
  return { res, text: await res.text() };
};

let inRange: typeof orders.$inferSelect;

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
  manager = (await staffSession(t, 'manager')).token;
  support = (await staffSession(t, 'support')).token;
  // 14:00 UTC on 2 March is 01:00 on 3 March in Sydney: the 3rd on the shop's calendar.
  inRange = await anOrder(`${year}-03-02T14:00:00Z`, { refundedCents: 1000 });
  await anOrder(`${year}-03-02T12:00:00Z`); // 23:00 on the 2nd in Sydney
  await anOrder(`${year}-03-03T02:00:00Z`, { paymentStatus: 'failed', status: 'cancelled' });
});

describe('GET /api/admin/orders/export.csv', () => {
  it("gives the shop day's placed orders with total inc GST, GST, ex GST, delivery and discounts", async () => {
    const { res, text } = await csvOf(`from=${year}-03-03&to=${year}-03-03`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="orders-${year}-03-03-${year}-03-03.csv"`,
    );
    const rows = text.trim().split('\r\n');
    expect(rows[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(rows).toHaveLength(2);
    const cells = Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c, rows[1]!.split(',')[i]]));
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(cells).toMatchObject({
      Order: inRange.invoiceNumber,
      Date: `${year}-03-03 01:00`,
      'Business name': 'Ute Works Pty Ltd',
      ABN: '51824753556',
      Payment: 'Card',
      'Total inc GST': dollars(inRange.totalCents),
      GST: dollars(inRange.gstCents),
      'Total ex GST': dollars(inRange.totalCents - inRange.gstCents),
      'Delivery inc GST': dollars(inRange.deliveryIncCents),
      'Discounts inc GST': '0.00',
      'Refunded inc GST': '10.00',
    });
    expect(Number(cells['Total ex GST']) + Number(cells.GST)).toBeCloseTo(Number(cells['Total inc GST']), 2);
  });

  it('is for owners and managers, not support', async () => {
    expect((await csvOf(`from=${year}-03-03`, manager)).res.status).toBe(200);
    const refused = await csvOf(`from=${year}-03-03`, support);
    expect(refused.res.status).toBe(403);
  });

  it('refuses a bad date with 400', async () => {
    const { res, text } = await csvOf('from=2026-13-01', owner);
    expect(res.status).toBe(400);
    expect(JSON.parse(text).message).toBeTruthy();
    expect((await csvOf(`from=${year}-03-04&to=${year}-03-03`, owner)).res.status).toBe(400);
  });

  it('reads the orders page by page without losing or repeating one', async () => {
    const stream = exportOrdersCsv(t.database.db, { from: `${year}-03-02`, to: `${year}-03-03` }, 1);
    const text = (await Array.fromAsync(stream as unknown as AsyncIterable<string>)).join('');
    const numbers = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(',')[0]);
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers).size).toBe(2);
    expect(numbers[1]).toBe(inRange.invoiceNumber);
  });
});
