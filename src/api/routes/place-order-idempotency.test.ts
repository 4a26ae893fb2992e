import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cardOrder, newKey, place, signIn, someProducts } from '../../../tests/helpers/orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { emailOutbox, orders } from '../db/schema/index.ts';
import { type CardGateway, PaymentProviderError } from '../payments/types.ts';
import { DEMO_CUSTOMER } from '../seed/seed.ts';
import { CHARGE_CLAIM_MS, recoverStaleOrders } from '../services/order-payment.ts';

const t = setupTestApp();
const rowsFor = (key: string) => t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
const charges = () => t.deps.gateways.test!.charges;
const confirmations = async (orderId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`))
  )[0]!.n;
/** Makes the claim of an interrupted attempt lapse, as time passing would. */
const ageOrder = (key: string, ms = CHARGE_CLAIM_MS + 1000) =>
  t.database.db
    .update(orders)
    .set({ updatedAt: new Date(Date.now() - ms), createdAt: new Date(Date.now() - ms) })
    .where(eq(orders.idempotencyKey, key));

/** The test gateway with one behaviour changed, for the next charges. */
function cardGateway(change: Partial<CardGateway>) {
  t.deps.gateways.card = Object.assign(Object.create(t.deps.gateways.test!), change) as CardGateway;
}
afterEach(() => {
  t.deps.gateways.card = t.deps.gateways.test;
});

describe('an Idempotency-Key is bound to its request and caller', () => {
  it('refuses the same key with a different cart: 422, no order, no charge', async () => {
    const products = await someProducts(t, 3);
    const k = newKey();
    const first = await place(t, cardOrder(products.slice(0, 2)), k);
    expect(first.status).toBe(200);
    const before = charges();
    const other = await place(t, cardOrder(products.slice(1, 3)), k);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different order. Please start the payment again.',
    );
    expect(other.body.order).toBeUndefined();
    expect(charges()).toBe(before);
    expect(await rowsFor(k)).toHaveLength(1);
  });

  it('refuses the same key from another caller', async () => {
    const products = await someProducts(t, 1);
    const k = newKey();
    expect((await place(t, cardOrder(products), k)).status).toBe(200);
    const token = await signIn(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const stolen = await place(t, cardOrder(products), k, token);
    expect(stolen.status).toBe(422);
    expect(stolen.body.order).toBeUndefined();
  });

  it('answers a repeat of the same request, however its lines are spelt, with the same order', async () => {
    const products = await someProducts(t, 2);
    const k = newKey();
    const first = await place(t, cardOrder(products), k);
    const [a, b] = products;
    const respelt = cardOrder(products, {
      products: [
        { id: b!.id, quantity: 1 },
        { id: a!.id, quantity: 2 },
        { id: b!.id, quantity: 1 },
      ],
    });
    const again = await place(t, respelt, k);
    expect(again.status).toBe(200);
    expect(again.body.order?.invoice_number).toBe(first.body.order?.invoice_number);
  });
});

describe('attempts that never got paid are not orders', () => {
  it('writes nothing for a card order without a payment method', async () => {
    const products = await someProducts(t, 1);
    const k = newKey();
    const res = await place(t, cardOrder(products, { stripePaymentMethodId: '' }), k);
    expect(res).toMatchObject({ status: 422, body: { message: 'The card payment details are missing.' } });
    expect(await rowsFor(k)).toHaveLength(0);
  });

  it("keeps a declined card out of the member's history and out of tracking", async () => {
    const token = await signIn(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const products = await someProducts(t, 1);
    const k = newKey();
    const declined = await place(
      t,
      cardOrder(products, { stripePaymentMethodId: 'pm_card_chargeDeclined' }),
      k,
      token,
    );
    expect(declined.status).toBe(402);
    const [row] = await rowsFor(k);
    const history = await t.app.request('/api/user-order?column=user_id&value=0', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const listed = ((await history.json()) as { data: { invoice_number: string }[] }).data;
    expect(listed.map((o) => o.invoice_number)).not.toContain(row!.invoiceNumber);
    const detail = await t.app.request(`/api/orders-detail?id=${row!.invoiceNumber}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(detail.status).toBe(404);
    const tracked = await t.app.request('/api/guest/track-order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: row!.invoiceNumber }),
    });
    expect(tracked.status).toBe(404);
  });
});

describe('the payment must be for the order: amount and currency', () => {
  it('does not complete a card order when the provider charged another amount', async () => {
    cardGateway({
      charge: async (input) => ({
        ...(await t.deps.gateways.test!.charge(input)),
        amountCents: input.amountCents - 1,
      }),
    });
    const k = newKey();
    const res = await place(t, cardOrder(await someProducts(t, 1)), k);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The payment does not match the order total. Our team will contact you.');
    const [row] = await rowsFor(k);
    expect(row?.paymentStatus).toBe('review');
    expect(await confirmations(row!.id)).toBe(0);
  });

  it('does not complete a card order charged in another currency', async () => {
    cardGateway({
      charge: async (input) => ({ ...(await t.deps.gateways.test!.charge(input)), currency: 'usd' }),
    });
    const k = newKey();
    expect((await place(t, cardOrder(await someProducts(t, 1)), k)).status).toBe(409);
    expect((await rowsFor(k))[0]?.paymentStatus).toBe('review');
  });

  it('refuses a PayPal payment in another currency and writes nothing', async () => {
    const products = await someProducts(t, 1);
    const k = newKey();
    const probe = await place(t, cardOrder(products, { grand_total: '0.01' }), newKey());
    const total = Math.round(Number((probe.body.totals as { grand_total: string }).grand_total) * 100);
    const paypal = t.deps.gateways.test!.createPayPalOrder(total, 'USD', k);
    t.deps.gateways.test!.capturePayPalOrder(paypal.id);
    const res = await place(
      t,
      cardOrder(products, { payment_method: 'PayPal', payment_intent_id: paypal.id }),
      k,
    );
    expect(res).toMatchObject({
      status: 422,
      body: { message: 'The PayPal payment is not in Australian dollars.' },
    });
    expect(await rowsFor(k)).toHaveLength(0);
  });
});

describe('orders interrupted between writing and paying are recovered', () => {
  it('a retry after a lost provider reply completes the order: one order, one charge, one email', async () => {
    // The provider charges, then the reply is lost on the way back.
    cardGateway({
      charge: async (input) => {
        await t.deps.gateways.test!.charge(input);
        throw new PaymentProviderError('socket hang up');
      },
    });
    const products = await someProducts(t, 1);
    const k = newKey();
    const before = charges();
    const lost = await place(t, cardOrder(products), k);
    expect(lost.status).toBe(502);
    t.deps.gateways.card = t.deps.gateways.test;
    // Within the claim another request is told to wait; after it, the retry finishes the order.
    const early = await place(t, cardOrder(products), k);
    expect(early).toMatchObject({ status: 409, retryAfter: String(CHARGE_CLAIM_MS / 1000) });
    await ageOrder(k);
    const retry = await place(t, cardOrder(products), k);
    expect(retry.status).toBe(200);
    const [row] = await rowsFor(k);
    expect(row).toMatchObject({ paymentStatus: 'completed' });
    expect(charges() - before).toBe(1);
    expect(await confirmations(row!.id)).toBe(1);
    expect(t.mail.filter((m) => m.subject === `Your order ${row!.invoiceNumber}`)).toHaveLength(1);
  });

  it('a retry of an order written just before the charge charges it once', async () => {
    cardGateway({
      charge: async () => {
        throw new PaymentProviderError('connect ECONNREFUSED');
      },
    });
    const products = await someProducts(t, 1);
    const k = newKey();
    expect((await place(t, cardOrder(products), k)).status).toBe(502);
    t.deps.gateways.card = t.deps.gateways.test;
    await ageOrder(k);
    const before = charges();
    expect((await place(t, cardOrder(products), k)).status).toBe(200);
    expect(charges() - before).toBe(1);
  });

  it('the sweep completes a charged attempt nobody came back for, and fails one never charged', async () => {
    const products = await someProducts(t, 1);
    const charged = newKey();
    const never = newKey();
    cardGateway({
      charge: async (input) => {
        await t.deps.gateways.test!.charge(input);
        throw new PaymentProviderError('socket hang up');
      },
    });
    await place(t, cardOrder(products), charged);
    cardGateway({
      charge: async () => {
        throw new PaymentProviderError('connect ECONNREFUSED');
      },
    });
    await place(t, cardOrder(products), never);
    t.deps.gateways.card = t.deps.gateways.test;
    // Too young: the sweep leaves attempts alone while their request may still be running.
    await recoverStaleOrders(t.deps, 5 * 60_000);
    expect((await rowsFor(charged))[0]?.paymentStatus).toBe('pending');
    await ageOrder(charged, 6 * 60_000);
    await ageOrder(never, 6 * 60_000);
    await recoverStaleOrders(t.deps, 5 * 60_000);
    const [paid] = await rowsFor(charged);
    expect(paid).toMatchObject({
      paymentStatus: 'completed',
      paymentRef: expect.stringMatching(/^pi_/),
    });
    expect(await confirmations(paid!.id)).toBe(1);
    expect((await rowsFor(never))[0]).toMatchObject({ paymentStatus: 'failed', status: 'cancelled' });
    // A second sweep changes nothing and sends nothing more.
    await recoverStaleOrders(t.deps, 5 * 60_000);
    expect(await confirmations(paid!.id)).toBe(1);
  });
});
