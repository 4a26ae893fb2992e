/** Shipping a paid order straight away, and moving several orders at once. */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { orderEvents, orders } from '../db/schema/index.ts';

const t = setupTestApp();
let support: string;
let editor: string;

beforeAll(async () => {
  support = (await staffSession(t, 'support')).token;
  editor = (await staffSession(t, 'editor')).token;
});

const line = { title: 'Brake pads', sku: 'BRK-001', unitExCents: 5000, quantity: 2 };

async function anOrder(set: Partial<typeof orders.$inferInsert> = {}) {
  const { row } = await insertPaidOrder(t.database.db, { lines: [line] });
  const [updated] = await t.database.db
    .update(orders)
    .set({ status: 'pending', ...set })
    .where(eq(orders.id, row.id))
    .returning();
  return updated!;
}

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await adminCall(t, method, path, token, body);
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers loosely
  return { status: res.status, body: (await res.json()) as any };
};

const statusOf = async (ids: number[]) =>
  (
    await t.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids))
  )
    .sort((a, b) => a.id - b.id)
    .map((r) => r.status);

describe('a paid order that is still pending', () => {
  it('offers shipping and ships straight away, without being marked processing first', async () => {
    const o = await anOrder();
    const detail = await call('GET', `/orders/${o.invoiceNumber}`, support);
    expect(detail.body.data.next_statuses).toContain('shipped');
    const res = await call('POST', `/orders/${o.invoiceNumber}/status`, support, {
      status: 'shipped',
      carrier: 'australia_post',
      tracking_number: 'AP123',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'shipped', tracking_number: 'AP123' });
  });

  it('is not shipped when unpaid', async () => {
    const o = await anOrder({ paymentStatus: 'pending' });
    const res = await call('POST', `/orders/${o.invoiceNumber}/status`, support, {
      status: 'shipped',
      carrier: 'tnt',
      tracking_number: 'T1',
    });
    expect(res).toEqual({ status: 409, body: { message: 'This order has not been paid.' } });
  });
});

describe('POST /api/admin/orders/bulk-status', () => {
  it('marks several orders processing and says what happened to each', async () => {
    const a = await anOrder();
    const b = await anOrder();
    const shipped = await anOrder({ status: 'shipped' });
    const res = await call('POST', '/orders/bulk-status', support, {
      status: 'processing',
      orders: [a, b, shipped].map((o) => ({ invoice_number: o.invoiceNumber.toLowerCase() })),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { invoice_number: a.invoiceNumber, ok: true, http_status: 200, status: 'processing' },
      { invoice_number: b.invoiceNumber, ok: true, http_status: 200, status: 'processing' },
      {
        invoice_number: shipped.invoiceNumber,
        ok: false,
        http_status: 409,
        message: 'An order that is Shipped cannot be marked Processing.',
      },
    ]);
    expect(await statusOf([a.id, b.id, shipped.id])).toEqual(['processing', 'processing', 'shipped']);
  });

  it('ships several orders with one carrier and a tracking number each, emailing each customer', async () => {
    const a = await anOrder();
    const b = await anOrder({ status: 'processing' });
    const before = t.mail.length;
    const res = await call('POST', '/orders/bulk-status', support, {
      status: 'shipped',
      carrier: 'startrack',
      orders: [
        { invoice_number: a.invoiceNumber, tracking_number: 'ST1' },
        { invoice_number: b.invoiceNumber, tracking_number: 'ST2' },
      ],
    });
    expect(res.body.data.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    const rows = await t.database.db
      .select({ tracking: orders.trackingNumber, carrier: orders.carrier })
      .from(orders)
      .where(inArray(orders.id, [a.id, b.id]))
      .orderBy(orders.id);
    expect(rows).toEqual([
      { tracking: 'ST1', carrier: 'startrack' },
      { tracking: 'ST2', carrier: 'startrack' },
    ]);
    expect(t.mail.slice(before).map((m) => m.subject)).toHaveLength(2);
  });

  it.each([
    [{ status: 'processing', orders: [] }, 'orders', 'Choose at least one order.'],
    [
      { status: 'shipped', orders: [{ invoice_number: 'SCX1', tracking_number: 'A' }] },
      'carrier',
      'Choose the carrier the order ships with.',
    ],
    [
      { status: 'shipped', carrier: 'tnt', orders: [{ invoice_number: 'SCX1' }] },
      'orders',
      'Enter the tracking number. Each order shipped needs its own.',
    ],
    [
      { status: 'cancelled', orders: [{ invoice_number: 'SCX1' }] },
      'status',
      'status must be processing, shipped or delivered',
    ],
    [
      { status: 'processing', orders: [{ invoice_number: 'SCX1' }, { invoice_number: 'scx1' }] },
      'orders',
      'An order is listed twice.',
    ],
  ])('refuses %o with 422', async (body, field, message) => {
    const res = await call('POST', '/orders/bulk-status', support, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
  });

  it('is not for an editor', async () => {
    const o = await anOrder();
    const res = await call('POST', '/orders/bulk-status', editor, {
      status: 'processing',
      orders: [{ invoice_number: o.invoiceNumber }],
    });
    expect(res.status).toBe(403);
    expect(await statusOf([o.id])).toEqual(['pending']);
  });

  it('moves each order once when two staff send the same orders at the same time', async () => {
    const list = await Promise.all([anOrder(), anOrder(), anOrder(), anOrder()]);
    const body = { status: 'processing', orders: list.map((o) => ({ invoice_number: o.invoiceNumber })) };
    const reversed = { ...body, orders: [...body.orders].reverse() };
    const [first, second] = await Promise.all([
      call('POST', '/orders/bulk-status', support, body),
      call('POST', '/orders/bulk-status', support, reversed),
    ]);
    const won = [...first.body.data, ...second.body.data].filter((r: { ok: boolean }) => r.ok);
    expect(won.map((r: { invoice_number: string }) => r.invoice_number).sort()).toEqual(
      list.map((o) => o.invoiceNumber).sort(),
    );
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(
        and(
          inArray(
            orderEvents.orderId,
            list.map((o) => o.id),
          ),
          eq(orderEvents.kind, 'status'),
        ),
      );
    expect(events).toHaveLength(list.length);
    expect(await statusOf(list.map((o) => o.id))).toEqual(list.map(() => 'processing'));
  });
});
