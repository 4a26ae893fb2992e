/**
 * Order placement the server can trust: validates with the shared checkout rules, prices every line
 * from the database, compares the client's totals, makes one order and at most one charge per
 * Idempotency-Key, and marks an order paid only when the provider confirms the server's amount in AUD.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { unitPriceCents } from '../../lib/catalogue/product.ts';
import { CARD_FIELDS, MESSAGES, PlaceOrderSchema, validateCheckout } from '../../lib/checkout.ts';
import { centsToDecimal, parseMoney } from '../../lib/money.ts';
import { type OrderTotals, priceOrder } from '../../lib/pricing.ts';
import type { Db } from '../db/client.ts';
import { generalSettings, membershipPlans, orderItems, orders, products, signupPlans } from '../db/schema.ts';
import { orderConfirmation } from '../emails/order-confirmation.ts';
import type { Gateways } from '../payments/types.ts';
import type { AuthUser } from './auth.ts';
import type { Mailer } from './mailer.ts';
import { findProducts } from './products.ts';

export interface OrderDeps {
  db: Db;
  gateways: Gateways;
  mailer: Mailer;
  storeName: string;
  siteUrl: string;
}

export interface OrderResult {
  status: 200 | 202 | 400 | 402 | 404 | 409 | 422 | 502;
  body: Record<string, unknown>;
}

type OrderRow = typeof orders.$inferSelect;

const fail = (
  status: OrderResult['status'],
  message: string,
  extra: Record<string, unknown> = {},
): OrderResult => ({
  status,
  body: { message, ...extra },
});

/** Random, non-sequential order number, e.g. SC7K2M9Q4XPA. */
function invoiceNumber(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return `SC${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Totals in the API's dollar text, as the client sends and reads them. */
export function totalsText(t: OrderTotals) {
  return {
    subTotal: centsToDecimal(t.subtotalCents),
    discountedAmount: centsToDecimal(t.signupDiscountCents + t.membershipDiscountCents),
    auth_discount: centsToDecimal(t.signupDiscountCents),
    delivery_charges: centsToDecimal(t.deliveryCents),
    totalGst: centsToDecimal(t.gstCents),
    grand_total: centsToDecimal(t.totalCents),
    total_amount: centsToDecimal(t.totalCents),
  };
}

function success(order: OrderRow): OrderResult {
  return {
    status: 200,
    body: {
      message: 'Order placed successfully!',
      order: {
        invoice_number: order.invoiceNumber,
        grand_total: centsToDecimal(order.totalCents),
        payment_status: order.paymentStatus,
      },
    },
  };
}

/** Plans that apply to a signed-in member: the first signup plan and the chosen (or first) membership plan. */
async function memberDiscounts(db: Db, user: AuthUser | null, chosenPlan: unknown) {
  if (!user) return { signupBp: 0, membershipBp: 0, planId: null as number | null };
  const [signup] = await db
    .select()
    .from(signupPlans)
    .where(eq(signupPlans.active, true))
    .orderBy(asc(signupPlans.id))
    .limit(1);
  const plans = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.active, true))
    .orderBy(asc(membershipPlans.sortOrder));
  const plan = plans.find((p) => String(p.id) === String(chosenPlan)) ?? plans[0];
  return { signupBp: signup?.discountBp ?? 0, membershipBp: plan?.discountBp ?? 0, planId: plan?.id ?? null };
}

export async function placeOrder(
  deps: OrderDeps,
  input: { body: unknown; user: AuthUser | null; idempotencyKey: string | null },
): Promise<OrderResult> {
  const { db } = deps;
  if (!input.body || typeof input.body !== 'object') return fail(400, 'The order must be a JSON object.');
  const body = input.body as Record<string, unknown>;
  if (CARD_FIELDS.some((f) => body[f] !== undefined && body[f] !== null && body[f] !== '')) {
    return fail(400, 'Card details must not be sent to this server. Please pay through the card form.');
  }
  const key = input.idempotencyKey?.trim() || null;
  if (key && !/^[\w-]{8,100}$/.test(key))
    return fail(400, 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.');

  const address = validateCheckout(body);
  if (!address.success) return fail(422, MESSAGES.fixFields, { errors: address.errors });
  const parsed = v.safeParse(PlaceOrderSchema, body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const status = issue?.message === MESSAGES.emptyCart ? 422 : 400;
    return fail(status, issue?.message ?? 'Invalid order.');
  }
  const order = parsed.output;

  // A retry with the same key finishes or repeats the first attempt; it never charges again.
  if (key) {
    const [existing] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
    if (existing) return resume(deps, existing);
  }

  const quantities = new Map<number, number>();
  for (const line of order.products) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  const found = await findProducts(db, { where: inArray(products.id, [...quantities.keys()]) });
  const missing = [...quantities.keys()].filter((id) => !found.some((p) => p.id === id));
  if (missing.length) return fail(404, `Product ${missing[0]} is not available.`);

  const [settings] = await db.select().from(generalSettings).where(eq(generalSettings.id, 1));
  if (!settings) throw new Error('general_settings has no row');
  const discounts = await memberDiscounts(db, input.user, order.discountPlan);
  const lines = found.map((p) => ({
    product: p,
    unitCents: unitPriceCents(p),
    quantity: quantities.get(p.id)!,
  }));
  const totals = priceOrder(lines, settings, discounts);
  if (totals.subtotalCents === 0) return fail(422, MESSAGES.zeroSubtotal);

  // The client's totals are only compared: a difference means its prices are stale.
  const sent: [unknown, number][] = [
    [order.subTotal, totals.subtotalCents],
    [order.delivery_charges, totals.deliveryCents],
    [order.totalGst, totals.gstCents],
    [order.grand_total, totals.totalCents],
  ];
  if (sent.some(([value, cents]) => value !== undefined && parseMoney(value) !== cents)) {
    return fail(
      409,
      'Prices have changed since the page was loaded. Please review your order and try again.',
      {
        totals: totalsText(totals),
      },
    );
  }

  const shipping = address.output.shipping;
  const values: typeof orders.$inferInsert = {
    invoiceNumber: invoiceNumber(),
    userId: input.user?.id ?? null,
    fName: address.output.f_name,
    lName: address.output.l_name,
    email: address.output.email,
    phone: address.output.phone,
    streetAddress: address.output.street_address,
    city: address.output.city,
    state: address.output.state,
    postCode: address.output.post_code,
    suburb: address.output.suburb || 'Suburbia',
    company: address.output.company,
    ...(shipping
      ? {
          sFName: shipping.f_name,
          sLName: shipping.l_name,
          sEmail: shipping.email,
          sPhone: shipping.phone,
          sStreetAddress: shipping.street_address,
          sCity: shipping.city,
          sState: shipping.state,
          sPostCode: shipping.post_code,
          sSuburb: shipping.suburb || 'Suburbia',
          sCompany: shipping.company,
        }
      : {}),
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: order.payment_method,
    channel: 'Web',
    subtotalCents: totals.subtotalCents,
    signupDiscountBp: discounts.signupBp,
    signupDiscountCents: totals.signupDiscountCents,
    membershipPlanId: discounts.planId,
    membershipDiscountCents: totals.membershipDiscountCents,
    deliveryCents: totals.deliveryCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    comment: address.output.comment,
    idempotencyKey: key ?? `auto-${randomBytes(12).toString('hex')}`,
  };

  if (order.payment_method === 'PayPal') {
    // PayPal was paid in the browser: verify it fully before anything is written.
    const reference = order.payment_intent_id;
    if (!reference) return fail(422, 'The PayPal payment reference is missing.');
    const paid = await deps.gateways.paypal.getOrder(reference);
    if (!paid) return fail(422, 'PayPal does not know this payment.');
    if (paid.status !== 'COMPLETED') return fail(402, 'The PayPal payment is not complete.');
    if (paid.currency !== 'AUD') return fail(422, 'The PayPal payment is not in Australian dollars.');
    if (paid.amountCents !== totals.totalCents)
      return fail(422, 'The PayPal payment does not match the order total.');
    if (!key || paid.customId !== key) return fail(422, 'The PayPal payment was made for a different order.');
    values.paymentIntentId = reference;
    values.paymentStatus = 'completed';
  }

  let row: OrderRow;
  try {
    row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(orders).values(values).returning();
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: created!.id,
          productId: l.product.id,
          productTitle: l.product.title,
          sku: l.product.sku,
          quantity: l.quantity,
          priceCents: l.unitCents,
          subtotalCents: l.unitCents * l.quantity,
        })),
      );
      return created!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (key) {
      const [existing] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
      if (existing) return resume(deps, existing);
    }
    return fail(409, 'This PayPal payment has already been used for another order.');
  }

  if (order.payment_method === 'PayPal') {
    await sendConfirmation(deps, row);
    return success(row);
  }
  const paymentMethodId = order.stripePaymentMethodId || order.payment_intent_id;
  if (!paymentMethodId) {
    await db
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'failed' })
      .where(eq(orders.id, row.id));
    return fail(422, 'The card payment details are missing.');
  }
  const payment = await deps.gateways.card.charge({
    amountCents: row.totalCents,
    currency: 'aud',
    paymentMethodId,
    orderRef: row.invoiceNumber,
    idempotencyKey: row.idempotencyKey!,
  });
  await db
    .update(orders)
    .set({ paymentIntentId: payment.id || null })
    .where(eq(orders.id, row.id));
  return settleCard(deps, { ...row, paymentIntentId: payment.id }, payment);
}

/** Applies a card payment's state to its order. */
async function settleCard(
  deps: OrderDeps,
  row: OrderRow,
  payment: Awaited<ReturnType<Gateways['card']['retrieve']>>,
): Promise<OrderResult> {
  const { db } = deps;
  if (payment.status === 'succeeded') {
    if (payment.amountCents !== row.totalCents || payment.currency !== 'aud') {
      await db.update(orders).set({ paymentStatus: 'review' }).where(eq(orders.id, row.id));
      return fail(409, 'The payment does not match the order total. Our team will contact you.');
    }
    const [paid] = await db
      .update(orders)
      .set({ paymentStatus: 'completed', updatedAt: new Date() })
      .where(and(eq(orders.id, row.id), eq(orders.paymentStatus, 'pending')))
      .returning();
    if (paid) await sendConfirmation(deps, paid);
    return success(paid ?? { ...row, paymentStatus: 'completed' });
  }
  if (payment.status === 'requires_action' || payment.status === 'processing') {
    return {
      status: 202,
      body: {
        message: 'Your bank needs you to confirm this payment.',
        requires_action: payment.status === 'requires_action',
        payment_intent_id: payment.id,
        payment_intent_client_secret: payment.clientSecret,
      },
    };
  }
  await db
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'failed', updatedAt: new Date() })
    .where(eq(orders.id, row.id));
  return fail(402, payment.message ?? 'Your card was declined.');
}

/** The state of an order placed earlier with the same Idempotency-Key. */
async function resume(deps: OrderDeps, row: OrderRow): Promise<OrderResult> {
  if (row.paymentStatus === 'completed') return success(row);
  if (row.paymentStatus === 'failed')
    return fail(402, 'This payment failed. Please start the payment again.');
  if (row.paymentMethod === 'Stripe' && row.paymentIntentId) {
    return settleCard(deps, row, await deps.gateways.card.retrieve(row.paymentIntentId));
  }
  return fail(409, 'This order is already being processed.');
}

async function sendConfirmation(deps: OrderDeps, row: OrderRow): Promise<void> {
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
  try {
    await deps.mailer.send(
      orderConfirmation({
        storeName: deps.storeName,
        siteUrl: deps.siteUrl,
        invoiceNumber: row.invoiceNumber,
        name: `${row.fName} ${row.lName}`,
        email: row.email,
        items: items.map((i) => ({
          title: i.productTitle,
          quantity: i.quantity,
          priceCents: i.priceCents,
          subtotalCents: i.subtotalCents,
        })),
        totals: {
          subtotalCents: row.subtotalCents,
          discountCents: row.signupDiscountCents + row.membershipDiscountCents,
          deliveryCents: row.deliveryCents,
          gstCents: row.gstCents,
          totalCents: row.totalCents,
        },
        paymentMethod: row.paymentMethod,
      }),
    );
  } catch (error) {
    // The order stands; a failed email is logged for the shop to resend.
    console.error(`[mail] order ${row.invoiceNumber} confirmation failed:`, error);
  }
}
