/**
 * Stripe's webhooks (issue 50) against the local Stripe fake: a delivery whose signature does not
 * match, or was made too long ago, is refused and changes nothing; a payment that succeeds after
 * 3-D Secure completes its order once, whatever is replayed, redelivered at the same moment or
 * arrives out of order; a failed one ends its attempt; a dispute and a refund made at Stripe are
 * put before staff; an event that cannot be acted on now is let go for Stripe to send again.
 */
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeStripe } from '../../../tests/helpers/fake-stripe.ts';
import { cardOrder, place, someProducts } from '../../../tests/helpers/orders.ts';
import { setupTestApp, testDeps } from '../../../tests/helpers/test-app.ts';
import { createApp } from '../app.ts';
import { emailOutbox, orderEvents, orders, paymentEvents } from '../db/schema/index.ts';
import { gatewaysFromEnv } from '../payments/gateways.ts';
import { PaymentProviderError } from '../payments/types.ts';
import { ABANDONED_ACTION_MS, recoverStaleOrders } from '../services/order-payment.ts';
import { KEEP_EVENTS_MS, pruneEvents } from '../services/payment-events.ts';
import { BAD_SIGNATURE, BUSY, CLAIM_MS, TRY_AGAIN } from './webhooks.ts';

const SECRET = 'whsec_test_secret';
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
beforeAll(async () => {
  stripe = await fakeStripe();
});
afterAll(() => stripe?.close());

const t = setupTestApp(() => ({
  gateways: gatewaysFromEnv({
    PAYMENTS_MODE: 'live',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: SECRET,
  }),
}));

const signer = new Stripe('sk_test_123');
let events = 0;

/** A Stripe event about `object`, as Stripe would send it. */
function eventOf(type: string, object: Record<string, unknown>, id = `evt_${++events}`) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', data: { object } });
}

async function deliver(
  payload: string,
  signature = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
) {
  const res = await t.app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** An order waiting at 3-D Secure: its PaymentIntent (requires_action at the fake) and its number. */
async function waitingOrder() {
  const placed = await place(
    t,
    cardOrder(await someProducts(t, 1), { stripePaymentMethodId: 'pm_card_authenticationRequired' }),
  );
  expect(placed.status).toBe(202);
  const intentId = String(placed.body.payment_intent_id);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.paymentRef, intentId));
  expect(row).toMatchObject({ paymentStatus: 'pending' });
  return { intentId, row: row! };
}

const intentEvent = (type: string, intentId: string, orderRef: string, id?: string) =>
  eventOf(type, { id: intentId, object: 'payment_intent', metadata: { order_ref: orderRef } }, id);

async function orderOf(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function confirmations(orderId: number) {
  return t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
}

describe('a Stripe webhook delivery', () => {
  it('is refused with a signature that does not match or was made too long ago, and nothing is kept', async () => {
    const payload = eventOf('payment_intent.succeeded', { id: 'pi_x', metadata: { order_ref: 'SCNONE' } });
    const wrong = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(await deliver(payload, wrong)).toEqual({ status: 400, body: { message: BAD_SIGNATURE } });
    expect(await deliver(payload, '')).toEqual({ status: 400, body: { message: BAD_SIGNATURE } });
    const old = signer.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await deliver(payload, old)).status).toBe(400);
    // Signed for another body.
    const other = signer.webhooks.generateTestHeaderString({ payload: `${payload} `, secret: SECRET });
    expect((await deliver(payload, other)).status).toBe(400);
    expect(await t.database.db.select().from(paymentEvents)).toEqual([]);
  });

  it('has no endpoint in a live shop without a signing secret', async () => {
    const gateways = gatewaysFromEnv({
      PAYMENTS_MODE: 'live',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_API_BASE: stripe.url,
    });
    const plain = createApp(testDeps(t.database, { gateways }).deps);
    const res = await plain.request('/api/webhooks/stripe', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });

  it('completes an order paid after 3-D Secure once, however often or out of order the events come', async () => {
    const { intentId, row } = await waitingOrder();
    // Still with the bank: nothing changes.
    const early = intentEvent('payment_intent.processing', intentId, row.invoiceNumber);
    expect((await deliver(early)).body).toEqual({ received: true, duplicate: false });
    expect((await orderOf(row.id)).paymentStatus).toBe('pending');

    stripe.intents.get(intentId)!.status = 'succeeded';
    const succeeded = intentEvent(
      'payment_intent.succeeded',
      intentId,
      row.invoiceNumber,
      `evt_ok_${row.id}`,
    );
    // Delivered twice at the same moment (the second is asked to come again: the first may yet
    // fail), then replayed.
    const both = await Promise.all([deliver(succeeded), deliver(succeeded)]);
    const acted = both.filter((r) => r.status === 200 && r.body.duplicate === false);
    expect(acted).toHaveLength(1);
    const other = both.find((r) => r !== acted[0])!;
    expect(other.status === 409 || other.body.duplicate === true).toBe(true);
    expect((await deliver(succeeded)).body).toEqual({ received: true, duplicate: true });
    expect(await orderOf(row.id)).toMatchObject({ paymentStatus: 'completed', paymentRef: intentId });
    expect(await confirmations(row.id)).toHaveLength(1);

    // A failure event that arrives after (an earlier attempt's, sent late) leaves it paid.
    const late = intentEvent('payment_intent.payment_failed', intentId, row.invoiceNumber);
    expect((await deliver(late)).status).toBe(200);
    expect(await orderOf(row.id)).toMatchObject({ paymentStatus: 'completed', status: 'pending' });
    const kept = await t.database.db
      .select({ orderId: paymentEvents.orderId })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_ok_${row.id}`));
    expect(kept).toEqual([{ orderId: row.id }]);
  });

  it('ends the attempt of a payment that failed at the bank, and the stock it held is for sale again', async () => {
    const { intentId, row } = await waitingOrder();
    stripe.intents.get(intentId)!.status = 'requires_payment_method';
    expect(
      (await deliver(intentEvent('payment_intent.payment_failed', intentId, row.invoiceNumber))).status,
    ).toBe(200);
    expect(await orderOf(row.id)).toMatchObject({ paymentStatus: 'failed', status: 'cancelled' });
    expect(await confirmations(row.id)).toEqual([]);
    // Cancelled at Stripe too: its client secret can no longer complete it.
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
  });

  it('cancels at Stripe the PaymentIntent of a declined card and of an attempt abandoned at the bank', async () => {
    const declined = await place(
      t,
      cardOrder(await someProducts(t, 1), { stripePaymentMethodId: 'pm_card_chargeDeclined' }),
    );
    expect(declined.status).toBe(402);
    expect([...stripe.intents.values()].at(-1)!.status).toBe('canceled');

    const { intentId, row } = await waitingOrder();
    const old = new Date(Date.now() - ABANDONED_ACTION_MS - 60_000);
    await t.database.db.update(orders).set({ createdAt: old, updatedAt: old }).where(eq(orders.id, row.id));
    expect(await recoverStaleOrders(t.deps, 0)).toBeGreaterThanOrEqual(1);
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect(await orderOf(row.id)).toMatchObject({ paymentStatus: 'failed', status: 'cancelled' });
  });

  it('lets an event go when it cannot be acted on now, so Stripe sends it again', async () => {
    const { row } = await waitingOrder();
    // A PaymentIntent Stripe cannot show just now (the fake does not know it).
    const payload = intentEvent(
      'payment_intent.succeeded',
      'pi_unknown',
      row.invoiceNumber,
      `evt_retry_${row.id}`,
    );
    expect(await deliver(payload)).toEqual({ status: 503, body: { message: TRY_AGAIN } });
    expect((await deliver(payload)).status).toBe(503);
    expect(
      await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, `evt_retry_${row.id}`)),
    ).toEqual([]);
    expect((await orderOf(row.id)).paymentStatus).toBe('pending');
  });

  it("puts a dispute on the order's staff timeline and emails the shop, once", async () => {
    const { intentId, row } = await waitingOrder();
    stripe.intents.get(intentId)!.status = 'succeeded';
    await deliver(intentEvent('payment_intent.succeeded', intentId, row.invoiceNumber));
    const due = Date.UTC(2026, 11, 21, 12) / 1000;
    const dispute = eventOf(
      'charge.dispute.created',
      {
        id: `dp_${row.id}`,
        object: 'dispute',
        amount: row.totalCents,
        reason: 'product_not_received',
        payment_intent: intentId,
        evidence_details: { due_by: due },
      },
      `evt_dispute_${row.id}`,
    );
    expect((await deliver(dispute)).status).toBe(200);
    expect((await deliver(dispute)).body.duplicate).toBe(true);
    const money = `$${(row.totalCents / 100).toFixed(2)}`;
    const line = `Payment disputed at Stripe (product not received): ${money}. Respond at Stripe by 21 December 2026.`;
    const notes = await t.database.db
      .select({ message: orderEvents.message, public: orderEvents.public })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.kind, 'note')));
    expect(notes).toEqual([{ message: line, public: false }]);
    const mails = t.mail.filter((m) => m.subject === `Payment disputed: order ${row.invoiceNumber}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'shop@shop.test' });
    expect(mails[0]!.text).toContain(line);

    // Followed to its end: the money withdrawn, then the dispute lost.
    const base = { id: `dp_${row.id}`, object: 'dispute', amount: row.totalCents, payment_intent: intentId };
    await deliver(eventOf('charge.dispute.funds_withdrawn', { ...base, status: 'under_review' }));
    await deliver(eventOf('charge.dispute.closed', { ...base, status: 'lost' }));
    const later = await t.database.db
      .select({ message: orderEvents.message })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.kind, 'note')))
      .orderBy(orderEvents.id);
    expect(later.map((n) => n.message).slice(1)).toEqual([
      `Stripe withdrew ${money} from the shop's balance while the dispute is decided.`,
      `Dispute at Stripe closed: lost. The customer keeps the ${money}; do not refund it again.`,
    ]);
  });

  it('finds the order of a disputed payment it does not hold by the metadata Stripe keeps on it', async () => {
    const { intentId, row } = await waitingOrder();
    stripe.intents.get(intentId)!.status = 'succeeded';
    await deliver(intentEvent('payment_intent.succeeded', intentId, row.invoiceNumber));
    // A second PaymentIntent made for the same order (never its reference), then disputed.
    const second = `pi_second_${row.id}`;
    stripe.intents.set(second, {
      id: second,
      status: 'succeeded',
      amount: row.totalCents,
      currency: 'aud',
      metadata: { order_ref: row.invoiceNumber },
    });
    const dispute = eventOf('charge.dispute.created', {
      id: `dp_second_${row.id}`,
      object: 'dispute',
      amount: row.totalCents,
      reason: 'duplicate',
      payment_intent: second,
    });
    expect((await deliver(dispute)).status).toBe(200);
    expect(t.mail.filter((m) => m.subject === `Payment disputed: order ${row.invoiceNumber}`)).toHaveLength(
      1,
    );
  });

  it('tells staff of a refund made at Stripe that the shop has not recorded, and ignores what it has', async () => {
    const { intentId, row } = await waitingOrder();
    stripe.intents.get(intentId)!.status = 'succeeded';
    await deliver(intentEvent('payment_intent.succeeded', intentId, row.invoiceNumber));
    const charge = (amount: number) =>
      eventOf('charge.refunded', {
        id: `ch_${row.id}`,
        object: 'charge',
        payment_intent: intentId,
        amount_refunded: amount,
      });
    expect((await deliver(charge(0))).status).toBe(200);
    expect((await deliver(charge(1000))).status).toBe(200);
    // The same refund told again in another event (a retry past the note) is not noted twice.
    expect((await deliver(charge(1000))).status).toBe(200);
    const notes = await t.database.db
      .select({ message: orderEvents.message })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.kind, 'note')));
    expect(notes).toEqual([
      {
        message:
          "Stripe has refunded $10.00 of this payment, the shop has recorded $0.00: a refund was made in Stripe's dashboard. Do not refund it again here; restock by hand and tell the customer.",
      },
    ]);
  });

  it('takes over a claim a dead process left, and asks Stripe to send again while another delivery is at work', async () => {
    const { intentId, row } = await waitingOrder();
    stripe.intents.get(intentId)!.status = 'succeeded';
    const payload = intentEvent(
      'payment_intent.succeeded',
      intentId,
      row.invoiceNumber,
      `evt_claim_${row.id}`,
    );
    const claimRow = { provider: 'stripe', eventId: `evt_claim_${row.id}`, type: 'payment_intent.succeeded' };
    await t.database.db.insert(paymentEvents).values({ ...claimRow, claimedAt: new Date() });
    expect(await deliver(payload)).toEqual({ status: 409, body: { message: BUSY } });
    expect((await orderOf(row.id)).paymentStatus).toBe('pending');
    await t.database.db
      .update(paymentEvents)
      .set({ claimedAt: new Date(Date.now() - CLAIM_MS - 1000) })
      .where(eq(paymentEvents.eventId, claimRow.eventId));
    expect((await deliver(payload)).body).toEqual({ received: true, duplicate: false });
    expect((await orderOf(row.id)).paymentStatus).toBe('completed');
    expect((await deliver(payload)).body).toEqual({ received: true, duplicate: true });
  });

  it("acts only on the order's own PaymentIntent, whatever another's metadata says", async () => {
    const a = await waitingOrder();
    const b = await waitingOrder();
    // B's PaymentIntent fails, sent as if it were about A: A's shopper is still at 3-D Secure.
    stripe.intents.get(b.intentId)!.status = 'requires_payment_method';
    await deliver(intentEvent('payment_intent.payment_failed', b.intentId, a.row.invoiceNumber));
    expect((await orderOf(a.row.id)).paymentStatus).toBe('pending');
  });

  it('lets the event of a payment for a cancelled order go until its refund is made, then refunds it once', async () => {
    const { intentId, row } = await waitingOrder();
    stripe.intents.get(intentId)!.status = 'requires_payment_method';
    await deliver(intentEvent('payment_intent.payment_failed', intentId, row.invoiceNumber));
    expect(await orderOf(row.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    // The shopper completes the old PaymentIntent after all, while refunds cannot be made.
    stripe.intents.get(intentId)!.status = 'succeeded';
    const payload = intentEvent(
      'payment_intent.succeeded',
      intentId,
      row.invoiceNumber,
      `evt_late_${row.id}`,
    );
    const down = vi
      .spyOn(t.deps.gateways.card!, 'refund')
      .mockRejectedValueOnce(new PaymentProviderError('Stripe could not be reached'));
    expect(await deliver(payload)).toEqual({ status: 503, body: { message: TRY_AGAIN } });
    down.mockRestore();
    expect((await deliver(payload)).body).toEqual({ received: true, duplicate: false });
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds.map((r) => r.amount)).toEqual([row.totalCents]);
    expect(await orderOf(row.id)).toMatchObject({ status: 'cancelled', refundedCents: row.totalCents });
  });

  it('takes a large event whole, and refuses a signed body that is not an event it reads', async () => {
    const big = eventOf('customer.updated', { id: 'cus_big', description: 'x'.repeat(200_000) });
    expect((await deliver(big)).status).toBe(200);
    const thin = JSON.stringify({
      id: 'evt_thin',
      object: 'v2.core.event',
      type: 'v1.billing.meter.error_report_triggered',
    });
    expect((await deliver(thin)).status).toBe(400);
    expect((await deliver('not json')).status).toBe(400);
  });

  it('forgets events acted on more than 30 days ago, and keeps claims still at work', async () => {
    const old = new Date(Date.now() - KEEP_EVENTS_MS - 60_000);
    const row = (eventId: string, status: string, receivedAt: Date) => ({
      provider: 'stripe',
      eventId,
      type: 'customer.created',
      status,
      receivedAt,
    });
    await t.database.db
      .insert(paymentEvents)
      .values([
        row('evt_prune_old', 'done', old),
        row('evt_prune_busy', 'processing', old),
        row('evt_prune_new', 'done', new Date()),
      ]);
    expect(await pruneEvents(t.database.db)).toBe(1);
    const left = await t.database.db.select({ id: paymentEvents.eventId }).from(paymentEvents);
    expect(left.map((r) => r.id)).toEqual(expect.arrayContaining(['evt_prune_busy', 'evt_prune_new']));
    expect(left.map((r) => r.id)).not.toContain('evt_prune_old');
  });

  it('acknowledges events about nothing of ours', async () => {
    expect((await deliver(eventOf('customer.created', { id: 'cus_1' }))).body).toEqual({
      received: true,
      duplicate: false,
    });
    const stranger = intentEvent('payment_intent.succeeded', 'pi_1', 'SCNOSUCHORDER');
    expect((await deliver(stranger)).status).toBe(200);
  });
});

describe('Afterpay and Zip through Stripe (Payment Element, deferred intent)', () => {
  /** An order paid by a redirect method, waiting at the provider's page. */
  async function atProvider(type: 'afterpay_clearpay' | 'zip') {
    const placed = await place(
      t,
      cardOrder(await someProducts(t, 1), {
        stripePaymentMethodId: `ctoken_${type}`,
        stripe_payment_method_type: type,
      }),
    );
    expect(placed.status).toBe(202);
    const intentId = String(placed.body.payment_intent_id);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.paymentRef, intentId));
    expect(row).toMatchObject({ paymentStatus: 'pending', paymentMethodType: type });
    return { intentId, row: row! };
  }

  const returnPage = async (intentId: string, secret = `${intentId}_secret_x`) => {
    const res = await t.app.request(
      `/api/payments/return?payment_intent=${intentId}&payment_intent_client_secret=${secret}&redirect_status=succeeded`,
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('completes the order from the return page once, and the late webhook changes nothing', async () => {
    const { intentId, row } = await atProvider('afterpay_clearpay');
    // Back too early (still at Afterpay): nothing changes.
    expect((await returnPage(intentId)).status).toBe(202);
    expect((await returnPage(intentId, 'pi_forged_secret')).status).toBe(404);
    stripe.intents.set(intentId, { ...stripe.intents.get(intentId)!, status: 'succeeded' });
    expect((await returnPage(intentId)).body).toMatchObject({ order: { payment_status: 'completed' } });
    expect(await deliver(intentEvent('payment_intent.succeeded', intentId, row.invoiceNumber))).toMatchObject(
      {
        status: 200,
      },
    );
    expect((await returnPage(intentId)).status).toBe(200);
    expect(await orderOf(row.id)).toMatchObject({ paymentStatus: 'completed' });
    expect(await confirmations(row.id)).toHaveLength(1);
  });

  it('completes the order by the webhook when the shopper never comes back', async () => {
    const { intentId, row } = await atProvider('zip');
    stripe.intents.set(intentId, { ...stripe.intents.get(intentId)!, status: 'succeeded' });
    expect((await deliver(intentEvent('payment_intent.succeeded', intentId, row.invoiceNumber))).status).toBe(
      200,
    );
    expect(await orderOf(row.id)).toMatchObject({ paymentStatus: 'completed' });
    expect(await confirmations(row.id)).toHaveLength(1);
  });

  it('ends the attempt declined at the provider, by whichever comes first', async () => {
    const { intentId, row } = await atProvider('afterpay_clearpay');
    stripe.intents.set(intentId, {
      ...stripe.intents.get(intentId)!,
      status: 'requires_payment_method',
      last_payment_error: { message: 'The payment was declined by Afterpay.' },
    });
    expect(
      (await deliver(intentEvent('payment_intent.payment_failed', intentId, row.invoiceNumber))).status,
    ).toBe(200);
    expect(await orderOf(row.id)).toMatchObject({ paymentStatus: 'failed', status: 'cancelled' });
    expect(await returnPage(intentId)).toEqual({
      status: 402,
      body: { message: 'The payment was declined by Afterpay.' },
    });
    expect(await confirmations(row.id)).toHaveLength(0);
  });
});
