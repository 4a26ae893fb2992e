/** A return's refund offers what is left of each line, counted as the server counts it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, newKey, place, someProducts } from '../../../tests/helpers/orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { unitsLeft } from '../../lib/orders/refunds.ts';

const t = setupTestApp();
let owner: string;

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
});

describe('the refund of a return on an order with a line partly refunded', () => {
  it('offers the units left, which the server then refunds', async () => {
    const placed = await place(t, cardOrder(await someProducts(t, 1), { email: 'left@example.com' }));
    const invoice = placed.body.order!.invoice_number;
    const order = await (await adminCall(t, 'GET', `/orders/${invoice}`, owner)).json();
    const item = order.data.items[0] as { id: number; quantity: number };
    expect(item.quantity).toBe(2);
    const first = await adminCall(
      t,
      'POST',
      `/orders/${invoice}/refunds`,
      owner,
      { lines: [{ item_id: item.id, quantity: 1 }], reason: 'One was broken' },
      { 'Idempotency-Key': newKey() },
    );
    expect(first.status).toBe(201);

    const form = new FormData();
    for (const [k, v] of Object.entries({
      f_name: 'Jane',
      l_name: 'Citizen',
      email: 'left@example.com',
      subject: 'Return',
      message: 'The other one too',
      order_id: invoice,
      reason: 'faulty',
    }))
      form.set(k, v);
    const { id } = (await (
      await t.app.request('/api/order-return', { method: 'POST', body: form })
    ).json()) as {
      id: number;
    };
    const ret = await (await adminCall(t, 'GET', `/returns/${id}`, owner)).json();
    const line = ret.data.order.items[0] as { quantity: number; refunded_quantity: number };
    expect(line.refunded_quantity).toBe(1);
    const left = unitsLeft(line.quantity, line.refunded_quantity);
    expect(left).toBe(1);

    for (const status of ['approved', 'received'])
      expect((await adminCall(t, 'POST', `/returns/${id}/status`, owner, { status })).status).toBe(200);
    const tooMany = await adminCall(
      t,
      'POST',
      `/returns/${id}/status`,
      owner,
      { status: 'refunded', refund: { lines: [{ item_id: item.id, quantity: left + 1 }] } },
      { 'Idempotency-Key': newKey() },
    );
    expect(tooMany.status).toBe(409);
    const refunded = await adminCall(
      t,
      'POST',
      `/returns/${id}/status`,
      owner,
      { status: 'refunded', refund: { lines: [{ item_id: item.id, quantity: left }] } },
      { 'Idempotency-Key': newKey() },
    );
    expect(refunded.status).toBe(200);
  });
});
