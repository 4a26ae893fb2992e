/** The menu's notice of new orders and returns since staff last looked. */
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { returnRequests } from '../db/schema/index.ts';

const t = setupTestApp();
let support: string;
const line = { title: 'Brake pads', sku: 'BRK-001', unitExCents: 5000, quantity: 1 };

beforeAll(async () => {
  support = (await staffSession(t, 'support')).token;
});

const notices = async (query: string, token = support) => {
  const res = await adminCall(t, 'GET', `/notices?${query}`, token);
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers loosely
  return { status: res.status, body: (await res.json()) as any };
};

describe('GET /api/admin/notices', () => {
  it('counts placed orders and returns since the times given, not payment attempts', async () => {
    const seen = (await notices('')).body.now as string;
    expect((await notices(`orders_since=${seen}&returns_since=${seen}`)).body).toMatchObject({
      new_orders: 0,
      new_returns: 0,
    });
    await insertPaidOrder(t.database.db, { lines: [line] });
    await insertPaidOrder(t.database.db, { lines: [line] });
    await insertPaidOrder(t.database.db, { lines: [line], paymentStatus: 'failed' });
    await t.database.db.insert(returnRequests).values({
      fName: 'Jo',
      lName: 'Li',
      email: 'jo@example.com',
      subject: 'Return',
      message: 'x',
      orderRef: 'SCX',
      reason: 'faulty',
    });
    const after = await notices(`orders_since=${seen}&returns_since=${seen}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ new_orders: 2, new_returns: 1 });
    // Once the orders list is seen, only the returns are new.
    const now = after.body.now as string;
    expect((await notices(`orders_since=${now}&returns_since=${seen}`)).body).toMatchObject({
      new_orders: 0,
      new_returns: 1,
    });
  });

  it('refuses a time that is not ISO 8601 (400) and an editor (403)', async () => {
    expect((await notices('orders_since=yesterday')).status).toBe(400);
    const editor = (await staffSession(t, 'editor')).token;
    expect((await notices('', editor)).status).toBe(403);
  });
});
