/**
 * The ways to pay beyond a typed card (issue 50), on the built-in test gateway: a wallet pays at once;
 * Afterpay and Zip take orders within their limits only, send the shopper to the provider's page and
 * back to the return page, where the server settles the order from the provider's answer (never the
 * address's); the provider's webhook settles it when the shopper never comes back. Each ends with
 * one order, one charge and one confirmation, however often the return page or the key is sent.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardOrder, newKey, place, someProducts } from '../../../tests/helpers/orders.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { TEST_METHODS } from '../../lib/checkout/test-cards.ts';
import { emailOutbox, orders, paymentEvents } from '../db/schema/index.ts';
import type { TestGateway } from '../payments/test-gateway.ts';
import { invoiceLink } from '../services/invoice-links.ts';

const t = setupTestApp();
const gateway = () => t.deps.gateways.card as TestGateway;

async function orderByRef(ref: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.paymentRef, ref));
  return row!;
}

async function confirmations(orderId: number) {
  return t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
}

/** An order by a redirect method, waiting at the provider's page: the place-order answer and the key. */
async function redirected(type: 'afterpay_clearpay' | 'zip', quantity = 1) {
  const [product] = await someProducts(t, 1);
  const key = newKey();
  const body = {
    ...cardOrder([product!], { stripePaymentMethodId: TEST_METHODS[type], stripe_payment_method_type: type }),
    products: [{ id: product!.id, quantity }],
  };
  const placed = await place(t, body, key);
  return { placed, key, body };
}

/** The provider's page answered: approve or decline; the redirect's address. */
async function answer(intentId: string, result: 'approve' | 'decline') {
  const page = await t.app.request(`/api/test-gateway/redirect/${intentId}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Approve payment');
  const res = await t.app.request(`/api/test-gateway/redirect/${intentId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('Location')!);
}

async function returnPage(location: URL) {
  const res = await t.app.request(`/api/payments/return${location.search}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a wallet (Apple Pay, Google Pay)', () => {
  it('pays at once, as a card', async () => {
    const charges = gateway().charges;
    const placed = await place(
      t,
      cardOrder(await someProducts(t, 1), { stripePaymentMethodId: TEST_METHODS.wallet }),
    );
    expect(placed.status).toBe(200);
    expect(placed.body.order).toMatchObject({ payment_status: 'completed' });
    expect(gateway().charges).toBe(charges + 1);
  });
});

describe('Afterpay and Zip', () => {
  it('are refused outside their limits, with the reason and nothing written or charged', async () => {
    const charges = gateway().charges;
    const before = await t.database.db.select({ id: orders.id }).from(orders);
    const { placed } = await redirected('afterpay_clearpay', 400);
    expect(placed.status).toBe(422);
    expect(placed.body.message).toBe(
      'Afterpay is available for orders from $1.00 to $2,000.00. Please choose another payment method.',
    );
    expect(placed.body.errors).toEqual({
      stripe_payment_method_type: 'Afterpay is available for orders from $1.00 to $2,000.00.',
    });
    expect(gateway().charges).toBe(charges);
    expect(await t.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it('refuse a payment method of another type than the one chosen', async () => {
    const placed = await place(
      t,
      cardOrder(await someProducts(t, 1), {
        stripePaymentMethodId: 'pm_card_visa',
        stripe_payment_method_type: 'zip',
      }),
    );
    expect(placed.status).toBe(402);
    expect(placed.body.message).toBe('The payment method type "card" is not allowed for this payment.');
  });

  it('send the shopper to the provider and back; the return page completes the order once', async () => {
    const { placed, key, body } = await redirected('afterpay_clearpay');
    expect(placed.status).toBe(202);
    expect(placed.body.requires_action).toBe(true);
    const intentId = String(placed.body.payment_intent_id);
    const row = await orderByRef(intentId);
    expect(row).toMatchObject({ paymentStatus: 'pending', paymentMethodType: 'afterpay_clearpay' });

    // The 202 lost on its way: the page sends the same key again and gets the same payment, not a new one.
    const charged = gateway().charges;
    const again = await place(t, body, key);
    expect(again).toMatchObject({ status: 202, body: { payment_intent_id: intentId } });
    expect(gateway().charges).toBe(charged);

    const back = await answer(intentId, 'approve');
    expect(back.origin + back.pathname).toBe('http://shop.test/checkout-payment-return/');
    expect(back.searchParams.get('payment_intent')).toBe(intentId);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    // The provider's webhook came first and settled it.
    expect(await orderByRef(intentId)).toMatchObject({ paymentStatus: 'completed' });
    const seen = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, row.id));
    expect(seen).toMatchObject([{ type: 'payment_intent.succeeded', status: 'done' }]);

    const first = await returnPage(back);
    expect(first).toMatchObject({ status: 200, body: { message: 'Order placed successfully!' } });
    expect(first.body.order).toMatchObject({
      invoice_number: row.invoiceNumber,
      payment_status: 'completed',
    });
    // Reloaded, and the same key sent again by the payment page: the same order, nothing charged again.
    expect((await returnPage(back)).status).toBe(200);
    const charges = gateway().charges;
    expect((await place(t, body, key)).status).toBe(200);
    expect(gateway().charges).toBe(charges);
    expect(await confirmations(row.id)).toHaveLength(1);
  });

  it('tell the truth when the payment is declined at the provider, and end the attempt', async () => {
    const { placed } = await redirected('zip');
    const intentId = String(placed.body.payment_intent_id);
    const back = await answer(intentId, 'decline');
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    const returned = await returnPage(back);
    // The webhook ended the attempt first; the return page still gets the provider's reason.
    expect(returned).toEqual({ status: 402, body: { message: 'The payment was declined by Zip.' } });
    const row = await orderByRef(intentId);
    expect(row).toMatchObject({ paymentStatus: 'failed', status: 'cancelled' });
    expect(await confirmations(row.id)).toHaveLength(0);
  });

  it('settle from the provider, not from the address: a forged status or secret changes nothing', async () => {
    const { placed } = await redirected('afterpay_clearpay');
    const intentId = String(placed.body.payment_intent_id);
    const row = await orderByRef(intentId);
    // "succeeded" in the address while the shopper is still at the provider's page.
    const forged = new URL('http://shop.test/checkout-payment-return/');
    forged.searchParams.set('payment_intent', intentId);
    forged.searchParams.set('payment_intent_client_secret', 'pi_wrong_secret');
    forged.searchParams.set('redirect_status', 'succeeded');
    expect(await returnPage(forged)).toEqual({
      status: 404,
      body: { message: 'No order is waiting for this payment.' },
    });
    const secret = (await gateway().retrieve(intentId)).secret!;
    forged.searchParams.set('payment_intent_client_secret', secret);
    const waiting = await returnPage(forged);
    expect(waiting.status).toBe(202);
    expect(await orderByRef(intentId)).toMatchObject({ paymentStatus: 'pending' });
    expect(await confirmations(row.id)).toHaveLength(0);
    expect((await t.app.request('/api/payments/return?payment_intent=x')).status).toBe(400);
    // Nor does the 3-D Secure stand-in complete it: a redirect method is answered on its own page.
    const authenticated = await t.app.request(`/api/test-gateway/payment-intents/${intentId}/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ result: 'complete' }),
    });
    expect(authenticated.status).toBe(404);
    expect(await orderByRef(intentId)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('complete the order by the webhook when the shopper never comes back (tab closed)', async () => {
    const { placed } = await redirected('zip');
    const intentId = String(placed.body.payment_intent_id);
    // Approved at the provider; the return page is never opened.
    await answer(intentId, 'approve');
    const row = await orderByRef(intentId);
    expect(row).toMatchObject({ paymentStatus: 'completed', status: 'pending' });
    expect(await confirmations(row.id)).toHaveLength(1);
  });

  it('charge once when the same key is sent twice at once', async () => {
    const [product] = await someProducts(t, 1);
    const key = newKey();
    const body = cardOrder([product!], {
      stripePaymentMethodId: TEST_METHODS.afterpay_clearpay,
      stripe_payment_method_type: 'afterpay_clearpay',
    });
    const charges = gateway().charges;
    const answers = await Promise.all([place(t, body, key), place(t, body, key)]);
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([202]));
    expect(gateway().charges).toBe(charges + 1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('refuse totals the shopper was not shown (tampered), before anything is charged', async () => {
    const charges = gateway().charges;
    const placed = await place(
      t,
      cardOrder(await someProducts(t, 1), {
        stripePaymentMethodId: TEST_METHODS.afterpay_clearpay,
        stripe_payment_method_type: 'afterpay_clearpay',
        grand_total: '1.00',
        subTotal: '0.91',
        delivery_charges: '0.00',
        totalGst: '0.09',
      }),
    );
    expect(placed.status).toBe(409);
    expect(placed.body.totals).toBeDefined();
    expect(gateway().charges).toBe(charges);
  });
});

describe('the test gateway redirect page', () => {
  it('is there only for a payment waiting at a redirect method', async () => {
    expect((await t.app.request('/api/test-gateway/redirect/pi_nothing')).status).toBe(404);
    const res = await t.app.request('/api/test-gateway/redirect/pi_nothing', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=maybe',
    });
    expect(res.status).toBe(422);
  });
});

describe('refunds of a buy-now-pay-later payment', () => {
  it('give back part, then the rest, through the same adapter, and no more than was paid', async () => {
    const { placed } = await redirected('afterpay_clearpay', 2);
    const intentId = String(placed.body.payment_intent_id);
    await answer(intentId, 'approve');
    const row = await orderByRef(intentId);
    expect(row.paymentStatus).toBe('completed');
    const { token } = await staffSession(t, 'manager');
    const refund = (amount: number) =>
      adminCall(
        t,
        'POST',
        `/orders/${row.invoiceNumber}/refunds`,
        token,
        { amount_cents: amount, reason: 'Returned' },
        {
          'Idempotency-Key': newKey(),
        },
      );
    expect((await refund(1000)).status).toBe(201);
    expect(gateway().refundedOf(intentId)).toBe(1000);
    expect((await refund(row.totalCents - 1000)).status).toBe(201);
    expect(gateway().refundedOf(intentId)).toBe(row.totalCents);
    expect((await refund(1)).status).toBe(409);
    expect(gateway().refundedOf(intentId)).toBe(row.totalCents);

    // Staff see how it was paid, and the tax invoice says it.
    const detail = await adminCall(t, 'GET', `/orders/${row.invoiceNumber}`, token);
    expect(((await detail.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      payment_method: 'Stripe',
      payment_method_type: 'afterpay_clearpay',
    });
    const link = invoiceLink(t.deps.siteUrl, t.deps.resetCodeSecret, row.invoiceNumber).replace(
      t.deps.siteUrl,
      '',
    );
    const pdf = await t.app.request(link);
    expect(pdf.status).toBe(200);
    expect(await pdfText(await pdf.arrayBuffer())).toContain('Paid by Afterpay.');
  });
});
