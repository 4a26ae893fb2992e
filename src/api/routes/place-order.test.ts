import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cardOrder,
  newKey,
  place as placeOrder,
  someProducts as someProductsOf,
} from '../../../tests/helpers/orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { unitPriceCents } from '../../lib/catalogue/product.ts';
import { centsToDecimal } from '../../lib/pricing/money.ts';
import { priceOrder } from '../../lib/pricing/pricing.ts';
import { membershipPlans, orders, promoCodes } from '../db/schema/index.ts';
import { DEMO_CUSTOMER } from '../seed/seed.ts';

const t = setupTestApp();
const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };
const key = newKey;
const someProducts = (n = 2) => someProductsOf(t, n);
const order = cardOrder;
const place = (body: unknown, idempotencyKey: string | null = key(), token?: string) =>
  placeOrder(t, body, idempotencyKey, token);

const expectedTotal = (products: ApiProduct[], qty = 2, discounts = {}) =>
  priceOrder(
    products.map((p) => ({ unitCents: unitPriceCents(p), quantity: qty })),
    settings,
    discounts,
  );

describe('POST /api/place-order', () => {
  it('places a paid card order with totals computed from the database, and emails the customer', async () => {
    const products = await someProducts();
    const totals = expectedTotal(products);
    const { status, body } = await place(order(products));
    expect(status).toBe(200);
    expect(body.message).toBe('Order placed successfully!');
    const invoice = (body.order as { invoice_number: string }).invoice_number;
    expect(invoice).toMatch(/^SC[A-Z2-9]{10}$/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice));
    expect(row).toMatchObject({
      status: 'pending',
      paymentStatus: 'completed',
      paymentMethod: 'Stripe',
      channel: 'Web',
      // docs/product.md#data: user_id 0 for a guest.
      userId: 0,
      subtotalCents: totals.subtotalExCents,
      subtotalIncCents: totals.subtotalIncCents,
      gstCents: totals.gstCents,
      deliveryCents: totals.deliveryExCents,
      deliveryIncCents: totals.deliveryIncCents,
      totalCents: totals.totalCents,
      gstBp: 1000,
      suburb: 'Suburbia',
    });
    expect(t.mail.at(-1)).toMatchObject({ to: 'jane@example.com', subject: `Your order ${invoice}` });
    expect(t.mail.at(-1)?.text).toContain(
      `Total: $${(totals.totalCents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
    );
  });

  it('makes exactly one order and one charge for 20 concurrent calls with one idempotency key', async () => {
    const products = await someProducts();
    const k = key();
    const before = t.deps.gateways.test!.charges;
    const results = await Promise.all(Array.from({ length: 20 }, () => place(order(products), k)));
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, k));
    expect(rows).toHaveLength(1);
    expect(t.deps.gateways.test!.charges - before).toBe(1);
    const retry = await place(order(products), k);
    expect(retry.status).toBe(200);
    expect(t.deps.gateways.test!.charges - before).toBe(1);
  });

  it('never charges a tampered amount: client totals, prices, discounts or quantities', async () => {
    const products = await someProducts();
    const totals = expectedTotal(products);
    const tampered = await place(order(products, { grand_total: '1.00', subTotal: '1.00' }));
    expect(tampered.status).toBe(409);
    expect(tampered.body.message).toBe(
      'Prices have changed since the page was loaded. Please review your order and try again.',
    );
    expect((tampered.body.totals as { grand_total: string }).grand_total).toBe(
      centsToDecimal(totals.totalCents),
    );

    const withFakeLines = order(products, {
      products: products.map((p) => ({
        id: p.id,
        quantity: 2,
        price: '0.01',
        discounted_price: '0.00',
        qp_subtotal: '0.00',
      })),
      product_meta: [{ option: '_price', value: '0.01' }],
      discount_data: { discount_type: 1, discount_value: '9999', discounted_price: '0' },
      discountPlan: 'free',
    });
    const { status, body } = await place(withFakeLines);
    expect(status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, (body.order as { invoice_number: string }).invoice_number));
    expect(row?.totalCents).toBe(totals.totalCents);

    for (const [quantity, message] of [
      [0, 'Quantity must be at least 1'],
      [-1, 'Quantity must be at least 1'],
      [1.5, 'Quantity must be a whole number'],
      ['2', 'Quantity must be a number'],
    ] as const) {
      const bad = await place(order(products, { products: [{ id: products[0]!.id, quantity }] }));
      expect(bad).toMatchObject({
        status: 422,
        body: { message, errors: { 'products.0.quantity': message } },
      });
    }
  });

  it('refuses card numbers, expiry dates and CVCs', async () => {
    const products = await someProducts(1);
    for (const field of ['card_number', 'exp_date', 'cvc']) {
      const { status, body } = await place(order(products, { [field]: '4242424242424242' }));
      const refused = 'Card details must not be sent to this server. Please pay through the card form.';
      expect({ status, body }).toEqual({
        status: 422,
        body: { message: refused, errors: { [field]: refused } },
      });
    }
  });

  it('answers a declined card with the provider message and leaves no paid order', async () => {
    const products = await someProducts(1);
    const k = key();
    const { status, body } = await place(
      order(products, { stripePaymentMethodId: 'pm_card_chargeDeclined' }),
      k,
    );
    expect(status).toBe(402);
    expect(body.message).toBe('Your card was declined.');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, k));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
  });

  it('refuses a test card that has expired (issue 45: the test form says "any future expiry")', async () => {
    const products = await someProducts(1);
    const k = key();
    const { status, body } = await place(
      order(products, { stripePaymentMethodId: 'pm_card_visa_exp_2020_01' }),
      k,
    );
    expect(status).toBe(402);
    expect(body.message).toBe('Your card has expired.');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, k));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
  });

  it('asks for 3-D Secure, then completes the same order when the customer authenticates', async () => {
    const products = await someProducts(1);
    const k = key();
    const first = await place(
      order(products, { stripePaymentMethodId: 'pm_card_authenticationRequired' }),
      k,
    );
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      requires_action: true,
      payment_intent_client_secret: expect.stringContaining('_secret_'),
    });
    const pending = await place(
      order(products, { stripePaymentMethodId: 'pm_card_authenticationRequired' }),
      k,
    );
    expect(pending.status).toBe(202);
    const auth = await t.app.request(
      `/api/test-gateway/payment-intents/${first.body.payment_intent_id}/authenticate`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ result: 'complete' }),
      },
    );
    expect(auth.status).toBe(200);
    const done = await place(order(products, { stripePaymentMethodId: 'pm_card_authenticationRequired' }), k);
    expect(done.status).toBe(200);
    expect(await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, k))).toHaveLength(1);
  });

  it('answers 422 naming the field for unknown products, an empty cart and missing fields', async () => {
    const products = await someProducts(1);
    const unknown = await place(
      order(products, {
        products: [
          { id: products[0]!.id, quantity: 1 },
          { id: 999999, quantity: 1 },
        ],
      }),
    );
    expect(unknown).toMatchObject({
      status: 422,
      body: {
        message: 'Product 999999 is not available.',
        errors: { 'products.1.id': 'Product 999999 is not available.' },
      },
    });
    const emptyCart = 'Cart is empty. Please add items to the cart before placing an order.';
    const empty = await place(order(products, { products: [] }));
    expect(empty).toMatchObject({
      status: 422,
      body: { message: emptyCart, errors: { products: emptyCart } },
    });
    // Every field at fault at once, the address's and the order's, each by the name it was sent as.
    const missing = await place({ ...order(products, { products: [] }), f_name: '' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'Please fill in all required fields correctly before proceeding.',
      errors: { f_name: 'First name is required', products: emptyCart },
    });
    const shipping = await place({ ...order(products), ship_to_different: true, s_post_code: 'abc' });
    expect(shipping.body.errors).toMatchObject({
      s_f_name: 'First name is required',
      s_post_code: 'Only numeric characters and + are allowed',
    });
    // A missing field gets its own message; one whose schema has none gets a sentence, never valibot's.
    const noMethod = await place({
      ...order(products),
      payment_method: undefined,
      company: 5,
      subTotal: true,
    });
    expect(noMethod.body.errors).toEqual({
      company: 'Company must be text',
      payment_method: 'payment_method must be Stripe or PayPal',
      subTotal: 'subTotal must be text or a number.',
    });
  });

  it('answers 400 for a body it cannot read as an order', async () => {
    const products = await someProducts(1);
    const NOT_OBJECT = { message: 'The request body must be a JSON object.' };
    expect(await place('nope')).toMatchObject({ status: 400, body: NOT_OBJECT });
    expect(await place([order(products)])).toMatchObject({ status: 400, body: NOT_OBJECT });
    const asForm = await t.app.request('/api/place-order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'f_name=Jane',
    });
    expect(asForm.status).toBe(400);
    expect(await asForm.json()).toEqual({
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });

  async function signIn() {
    const login = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    });
    return (await login.json()) as { token: string; user: { id: number } };
  }

  const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

  it('gives members the signup and first membership plan discounts', async () => {
    const { token, user } = await signIn();
    const products = await someProducts();
    const totals = expectedTotal(products, 2, { signupBp: 500, membershipBp: 1000 });
    const { status, body } = await place(
      order(products, { grand_total: centsToDecimal(totals.totalCents) }),
      key(),
      token,
    );
    expect(status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, (body.order as { invoice_number: string }).invoice_number));
    expect(row).toMatchObject({
      userId: user.id,
      totalCents: totals.totalCents,
      signupDiscountCents: totals.signupDiscountCents,
      membershipDiscountCents: totals.membershipDiscountCents,
    });
  });

  it('refuses a membership plan the member does not hold (the Trade plan) with 422, and writes nothing', async () => {
    const { token } = await signIn();
    const plans = await t.database.db.select().from(membershipPlans);
    const trade = plans.find((p) => p.forTrade)!;
    const member = plans.find((p) => !p.forTrade)!;
    const products = await someProducts();
    const before = await orderCount();
    for (const discountPlan of [trade.id, String(trade.id), 999_999, 'free']) {
      const { status, body } = await place(order(products, { discountPlan }), key(), token);
      expect(status).toBe(422);
      expect(body.message).toBe('This membership plan is not on your account.');
    }
    expect(await orderCount()).toBe(before);

    // The plan they hold, chosen by id, applies.
    const totals = expectedTotal(products, 2, { signupBp: 500, membershipBp: member.discountBp });
    const held = await place(order(products, { discountPlan: member.id }), key(), token);
    expect(held.status).toBe(200);
    expect(await orderCount()).toBe(before + 1);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, held.body.order!.invoice_number));
    expect(row?.totalCents).toBe(totals.totalCents);
  });
});

describe('the newsletter welcome code', () => {
  it('takes its percent off after the member discounts, once; a used, unknown or expired code is refused and nothing is written', async () => {
    const db = t.database.db;
    const [code] = await db
      .insert(promoCodes)
      .values({ code: 'WELCOME-TESTCODE22', email: 'jane@example.com', discountBp: 1000 })
      .returning();
    await db.insert(promoCodes).values({
      code: 'WELCOME-EXPIRED222',
      email: 'old@example.com',
      discountBp: 1000,
      expiresAt: new Date(Date.now() - 1000),
    });
    const products = await someProducts();
    const totals = expectedTotal(products, 2, { newsletterBp: 1000 });
    const count = async () => (await db.select({ id: orders.id }).from(orders)).length;

    // A declined card does not use the code up.
    const declined = await place(
      order(products, { promo_code: 'WELCOME-TESTCODE22', stripePaymentMethodId: 'pm_card_chargeDeclined' }),
    );
    expect(declined.status).toBe(402);
    const [kept] = await db.select().from(promoCodes).where(eq(promoCodes.id, code!.id));
    expect(kept?.redeemedAt).toBeNull();

    // Typed in lower case with spaces: still the code.
    const first = await place(
      order(products, { promo_code: ' welcome-testcode22 ', grand_total: centsToDecimal(totals.totalCents) }),
    );
    expect(first.status).toBe(200);
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, first.body.order!.invoice_number));
    expect(row).toMatchObject({
      promoCode: 'WELCOME-TESTCODE22',
      newsletterDiscountCents: totals.newsletterDiscountCents,
      totalCents: totals.totalCents,
    });
    expect(totals.newsletterDiscountCents).toBeGreaterThan(0);
    const [used] = await db.select().from(promoCodes).where(eq(promoCodes.id, code!.id));
    expect(used?.orderId).toBe(row!.id);

    const before = await count();
    for (const promo_code of ['WELCOME-TESTCODE22', 'WELCOME-NOSUCHCODE', 'WELCOME-EXPIRED222']) {
      const again = await place(order(products, { promo_code }));
      expect(again.status).toBe(422);
      expect(again.body.message).toBe('This code is not valid or has already been used.');
    }
    for (const promo_code of ['x'.repeat(65), 42])
      expect((await place(order(products, { promo_code }))).status).toBe(422);
    expect(await count()).toBe(before);
  });
});

describe('PayPal orders', () => {
  async function paypalOrder(cents: number, customId: string, capture = true) {
    const created = t.deps.gateways.test!.createPayPalOrder(cents, 'AUD', customId);
    if (capture) t.deps.gateways.test!.capturePayPalOrder(created.id);
    return created.id;
  }

  it('accepts a completed AUD PayPal payment of the server total for this order, once', async () => {
    const products = await someProducts();
    const totals = expectedTotal(products);
    const k = key();
    const id = await paypalOrder(totals.totalCents, k);
    const { status, body } = await place(
      order(products, { payment_method: 'PayPal', payment_intent_id: id }),
      k,
    );
    expect(status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, (body.order as { invoice_number: string }).invoice_number));
    expect(row).toMatchObject({ paymentStatus: 'completed', paymentMethod: 'PayPal', paymentRef: id });
    // The same PayPal payment cannot pay a second order.
    const again = await place(order(products, { payment_method: 'PayPal', payment_intent_id: id }), key());
    expect(again.status).toBe(422);
  });

  it('refuses an uncaptured, wrong-amount or foreign PayPal payment', async () => {
    const products = await someProducts();
    const totals = expectedTotal(products);
    const k1 = key();
    expect(
      (
        await place(
          order(products, {
            payment_method: 'PayPal',
            payment_intent_id: await paypalOrder(totals.totalCents, k1, false),
          }),
          k1,
        )
      ).status,
    ).toBe(402);
    const k2 = key();
    const cheap = await place(
      order(products, { payment_method: 'PayPal', payment_intent_id: await paypalOrder(100, k2) }),
      k2,
    );
    expect(cheap).toMatchObject({
      status: 422,
      body: { message: 'The PayPal payment does not match the order total.' },
    });
    const k3 = key();
    const foreign = await place(
      order(products, {
        payment_method: 'PayPal',
        payment_intent_id: await paypalOrder(totals.totalCents, 'someone-else-key'),
      }),
      k3,
    );
    expect(foreign).toMatchObject({
      status: 422,
      body: { message: 'The PayPal payment was made for a different order.' },
    });
    expect(
      (await place(order(products, { payment_method: 'PayPal', payment_intent_id: 'NOPE' }), key())).status,
    ).toBe(422);
  });
});
