import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardOrder, newKey, place, someProducts } from '../../../tests/helpers/orders.ts';
import { insertChargedOrder } from '../../../tests/helpers/paid-orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { StaffRole } from '../../lib/account/staff-roles.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { auditLog, emailOutbox, orderEvents, orderItems, orderRefunds, orders } from '../db/schema.ts';
import { PaymentProviderError } from '../payments/types.ts';

const t = setupTestApp();
const db = () => t.database.db;
afterEach(() => vi.restoreAllMocks());

const LINES = [
  { title: 'Widget', sku: 'W-1', unitExCents: 1000, quantity: 3 },
  { title: 'Gadget', sku: 'G-1', unitExCents: 2000, quantity: 1 },
];

/** A paid card order whose payment exists in the test gateway (a refund needs a real payment). */
const paidOrder = (o: { paymentStatus?: string; email?: string } = {}) =>
  insertChargedOrder(db(), t.deps.gateways.test!, { lines: LINES, ...o });

const tokens = new Map<StaffRole, string>();
async function tokenFor(role: StaffRole) {
  if (!tokens.has(role)) tokens.set(role, (await staffSession(t, role)).token);
  return tokens.get(role)!;
}

async function refund(
  invoice: string,
  body: unknown,
  key: string | null = newKey(),
  role: StaffRole = 'manager',
) {
  const res = await adminCall(
    t,
    'POST',
    `/orders/${invoice}/refunds`,
    await tokenFor(role),
    body,
    key ? { 'Idempotency-Key': key } : {},
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      message?: string;
      errors?: Record<string, string>;
      data?: { id: number; amount_cents: number; status: string; lines: unknown[]; by: string | null };
    },
  };
}

async function stateOf(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const audit = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order!.invoiceNumber)));
  return { order: order!, refunds, events, audit };
}

const mailTo = (invoice: string) =>
  t.mail.filter((m) => m.subject.includes(invoice) || m.text.includes(invoice));

describe('POST /api/admin/orders/:invoice/refunds', () => {
  it('refunds a line at its GST-inclusive price through the payment adapter, with event, audit and email', async () => {
    const { order, items } = await paidOrder({ email: 'line@example.com' });
    const widget = items[0]!;
    const res = await refund(order.invoiceNumber.toLowerCase(), {
      lines: [{ item_id: widget.id, quantity: 2 }],
      reason: 'Two arrived scratched',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      amount_cents: widget.priceIncCents * 2,
      status: 'succeeded',
      reason: 'Two arrived scratched',
      lines: [{ item_id: widget.id, quantity: 2 }],
      by: 'Test manager',
    });
    expect(t.deps.gateways.test!.refundedOf(order.paymentRef)).toBe(widget.priceIncCents * 2);
    const s = await stateOf(order.id);
    expect(s.order).toMatchObject({ refundedCents: widget.priceIncCents * 2, status: 'processing' });
    expect(s.refunds).toHaveLength(1);
    expect(s.refunds[0]).toMatchObject({
      status: 'succeeded',
      providerRef: expect.stringMatching(/^re_test_/),
    });
    expect(s.events.filter((e) => e.kind === 'refund')).toMatchObject([
      {
        amountCents: widget.priceIncCents * 2,
        public: true,
        message: `Refunded ${formatMoney(widget.priceIncCents * 2)}`,
      },
    ]);
    expect(s.audit.map((a) => a.action)).toEqual(['order.refund']);
    expect(s.audit[0]!.after).toMatchObject({ refunded_cents: widget.priceIncCents * 2 });
    const mail = mailTo(order.invoiceNumber).at(-1)!;
    expect(mail.to).toBe('line@example.com');
    expect(mail.text).toContain(formatMoney(widget.priceIncCents * 2));

    // Only one Widget is left to refund.
    const more = await refund(order.invoiceNumber, { lines: [{ item_id: widget.id, quantity: 2 }] });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('Only 1 of "Widget" is left to refund.');
    expect((await refund(order.invoiceNumber, { lines: [{ item_id: 999_999, quantity: 1 }] })).status).toBe(
      422,
    );
  });

  it('refunds an amount, then everything left (no lines, no amount): the order becomes refunded', async () => {
    const { order } = await paidOrder();
    const part = await refund(order.invoiceNumber, { amount_cents: 500, reason: 'Late delivery' });
    expect(part.status).toBe(201);
    expect(part.body.data).toMatchObject({ amount_cents: 500, lines: [] });
    const rest = await refund(order.invoiceNumber, {});
    expect(rest.status).toBe(201);
    expect(rest.body.data!.amount_cents).toBe(order.totalCents - 500);
    expect(t.deps.gateways.test!.refundedOf(order.paymentRef)).toBe(order.totalCents);
    const s = await stateOf(order.id);
    expect(s.order).toMatchObject({ status: 'refunded', refundedCents: order.totalCents });
    expect(s.events.filter((e) => e.kind === 'status')).toMatchObject([{ status: 'refunded' }]);
    expect(s.events.filter((e) => e.kind === 'refund')).toHaveLength(2);
    expect(mailTo(order.invoiceNumber).at(-1)!.subject).toBe(`Your order ${order.invoiceNumber} is refunded`);
    const nothing = await refund(order.invoiceNumber, { amount_cents: 1 });
    expect(nothing).toMatchObject({
      status: 409,
      body: { message: 'Nothing is left to refund on this order.' },
    });
  });

  it('answers a repeat of the same key with the first refund and no second provider refund', async () => {
    const { order } = await paidOrder();
    const key = newKey();
    const before = t.deps.gateways.test!.refundsMade;
    const first = await refund(order.invoiceNumber, { amount_cents: 700, reason: 'x' }, key);
    const again = await refund(order.invoiceNumber, { amount_cents: 700, reason: 'x' }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data!.id).toBe(first.body.data!.id);
    expect(t.deps.gateways.test!.refundsMade).toBe(before + 1);
    // Double submit at once: still one refund.
    const key2 = newKey();
    const both = await Promise.all([
      refund(order.invoiceNumber, { amount_cents: 300 }, key2),
      refund(order.invoiceNumber, { amount_cents: 300 }, key2),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
    expect(t.deps.gateways.test!.refundsMade).toBe(before + 2);
    const other = await refund(order.invoiceNumber, { amount_cents: 701, reason: 'x' }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/used for another refund/);
    const s = await stateOf(order.id);
    expect(s.order.refundedCents).toBe(1000);
    expect(s.refunds).toHaveLength(2);
  });

  it('lets only one of two refunds at once through when together they exceed the total', async () => {
    const { order } = await paidOrder();
    const share = Math.ceil(order.totalCents * 0.6);
    const results = await Promise.all([
      refund(order.invoiceNumber, { amount_cents: share }),
      refund(order.invoiceNumber, { amount_cents: share }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(
      `The refund is more than what is left to refund (${formatMoney(order.totalCents - share)}).`,
    );
    expect(t.deps.gateways.test!.refundedOf(order.paymentRef)).toBe(share);
    const s = await stateOf(order.id);
    expect(s.order.refundedCents).toBe(share);
    expect(s.refunds).toHaveLength(1);
  });

  it('refuses more than was paid with nothing written', async () => {
    const { order } = await paidOrder();
    const mails = t.mail.length;
    const res = await refund(order.invoiceNumber, { amount_cents: order.totalCents + 1 });
    expect(res).toEqual({
      status: 409,
      body: { message: `The refund is more than what is left to refund (${formatMoney(order.totalCents)}).` },
    });
    const s = await stateOf(order.id);
    expect(s.order.refundedCents).toBe(0);
    expect(s.refunds).toHaveLength(0);
    expect(s.audit).toHaveLength(0);
    expect(s.events.filter((e) => e.kind === 'refund')).toHaveLength(0);
    expect(t.mail.length).toBe(mails);
    expect(t.deps.gateways.test!.refundedOf(order.paymentRef)).toBe(0);
  });

  it('refuses an unpaid order', async () => {
    const { order } = await paidOrder({ paymentStatus: 'pending' });
    const res = await refund(order.invoiceNumber, { amount_cents: 100 });
    expect(res).toEqual({ status: 409, body: { message: 'This order has not been paid.' } });
    expect((await stateOf(order.id)).refunds).toHaveLength(0);
    expect((await refund('SCNOSUCHORDER', {})).status).toBe(404);
  });

  it('answers 502 when the provider fails, counting nothing; the same key tries again', async () => {
    const { order } = await paidOrder();
    const spy = vi
      .spyOn(t.deps.gateways.test!, 'refund')
      .mockRejectedValueOnce(new PaymentProviderError('Stripe could not be reached: ECONNRESET'));
    const key = newKey();
    const mails = t.mail.length;
    const res = await refund(order.invoiceNumber, { amount_cents: 400 }, key);
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^The payment provider could not be reached/);
    let s = await stateOf(order.id);
    expect(s.order.refundedCents).toBe(0);
    expect(s.refunds).toMatchObject([{ status: 'failed', error: 'Stripe could not be reached: ECONNRESET' }]);
    expect(s.events.filter((e) => e.kind === 'refund')).toHaveLength(0);
    expect(t.mail.length).toBe(mails);
    // Tried again with its key: the provider is asked again with the same provider key.
    const retry = await refund(order.invoiceNumber, { amount_cents: 400 }, key);
    expect(retry.status).toBe(201);
    expect(spy.mock.calls.map((c) => c[0].idempotencyKey)).toEqual([
      `refund-${s.refunds[0]!.id}`,
      `refund-${s.refunds[0]!.id}`,
    ]);
    s = await stateOf(order.id);
    expect(s.order.refundedCents).toBe(400);

    // A provider's refusal: its words.
    await db().update(orders).set({ paymentRef: 'pi_unknown' }).where(eq(orders.id, order.id));
    const refused = await refund(order.invoiceNumber, { amount_cents: 100 });
    expect(refused).toEqual({
      status: 502,
      body: { message: 'The payment provider refused the refund: No such payment: pi_unknown' },
    });
    expect((await stateOf(order.id)).order.refundedCents).toBe(400);
  });

  it('gives a wrong role 403 with nothing written, whatever it sent', async () => {
    const { order } = await paidOrder();
    for (const role of ['support', 'editor'] as const) {
      const res = await refund(order.invoiceNumber, { amount_cents: 100 }, newKey(), role);
      expect(res.status).toBe(403);
      expect((await refund(order.invoiceNumber, 'garbage', null, role)).status).toBe(403);
    }
    const anonymous = await adminCall(t, 'POST', `/orders/${order.invoiceNumber}/refunds`, null, {});
    expect(anonymous.status).toBe(401);
    const s = await stateOf(order.id);
    expect(s.refunds).toHaveLength(0);
    expect(s.order.refundedCents).toBe(0);
    expect(s.audit).toHaveLength(0);
    const owner = await refund(order.invoiceNumber, { amount_cents: 100 }, newKey(), 'owner');
    expect(owner.status).toBe(201);
  });

  it('checks the key and the body', async () => {
    const { order } = await paidOrder();
    expect((await refund(order.invoiceNumber, { amount_cents: 100 }, null)).status).toBe(400);
    expect((await refund(order.invoiceNumber, { amount_cents: 100 }, 'short')).status).toBe(400);
    const both = await refund(order.invoiceNumber, {
      amount_cents: 100,
      lines: [{ item_id: 1, quantity: 1 }],
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toHaveProperty('amount_cents');
    for (const body of [
      { amount_cents: 0 },
      { amount_cents: 1.5 },
      { lines: [] },
      { reason: 5 },
      { extra: 1 },
    ])
      expect((await refund(order.invoiceNumber, body)).status).toBe(422);
    expect((await stateOf(order.id)).refunds).toHaveLength(0);
  });

  it('refunds a real order placed through the checkout with the test gateway', async () => {
    const placed = await place(t, cardOrder(await someProducts(t, 2), { email: 'placed@example.com' }));
    expect(placed.status).toBe(200);
    const invoice = placed.body.order!.invoice_number;
    const [row] = await db().select().from(orders).where(eq(orders.invoiceNumber, invoice));
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    const res = await refund(invoice, { lines: [{ item_id: items[0]!.id, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(res.body.data!.amount_cents).toBe(items[0]!.priceIncCents);
    expect(t.deps.gateways.test!.refundedOf(row!.paymentRef!)).toBe(items[0]!.priceIncCents);
    const [outbox] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-refund:${res.body.data!.id}`));
    expect(outbox).toMatchObject({ to: 'placed@example.com', status: 'sent' });
  });

  it('refunds a PayPal order through the PayPal adapter', async () => {
    const { order } = await paidOrder();
    const paypal = t.deps.gateways.test!.createPayPalOrder(order.totalCents, 'AUD', 'k');
    t.deps.gateways.test!.capturePayPalOrder(paypal.id);
    await db()
      .update(orders)
      .set({ paymentMethod: 'PayPal', paymentRef: paypal.id })
      .where(eq(orders.id, order.id));
    const spy = vi.spyOn(t.deps.gateways.paypal!, 'refund');
    const res = await refund(order.invoiceNumber, { amount_cents: 250 });
    expect(res.status).toBe(201);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ paymentRef: paypal.id, amountCents: 250 }));
    expect(t.deps.gateways.test!.refundedOf(paypal.id)).toBe(250);
    expect(mailTo(order.invoiceNumber).at(-1)!.text).toContain('PayPal');
  });
});
