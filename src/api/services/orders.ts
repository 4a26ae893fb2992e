/**
 * Order placement the server can trust: validates everything before writing, prices every line from
 * the database, compares the client's totals, binds each Idempotency-Key to one request and caller,
 * makes one order and at most one charge per key, and marks an order paid only when the provider
 * confirms the server's amount in AUD (the payment side is in order-payment.ts).
 */

import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { canBuy, notEnoughMessage, outOfStockMessage } from '../../lib/catalogue/stock.ts';
import {
  MESSAGES,
  PICKUP_UNKNOWN,
  type PlaceOrderInput,
  SUBURB_PLACEHOLDER,
} from '../../lib/checkout/checkout.ts';
import { pricingFor } from '../../lib/checkout/collect.ts';
import { methodRefusal } from '../../lib/checkout/payment-methods.ts';
import type { VehicleSnapshot } from '../../lib/fitment/fitment.ts';
import { MAX_ORDER_TOTAL_CENTS } from '../../lib/forms/limits.ts';
import { type DeliveryOption, planOf } from '../../lib/freight/quote.ts';
import { centsToDecimal, parseMoney } from '../../lib/pricing/money.ts';
import { applyDiscount, incGst, type OrderTotals, priceOrder, shownLine } from '../../lib/pricing/pricing.ts';
import { PROMO_CODE_INVALID } from '../../lib/pricing/promo-code.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { filledByDatabase, insertedRow } from '../db/returning.ts';
import {
  GUEST_USER_ID,
  locations,
  orderEvents,
  orderItems,
  orders,
  products,
  signupPlans,
} from '../db/schema/index.ts';
import { PaymentProviderError, type PayPalGateway } from '../payments/types.ts';
import type { AuthUser } from './auth.ts';
import type { LiveRates } from './freight/carriers/live-rates.ts';
import { orderDelivery } from './freight/delivery.ts';
import { shopPricing } from './freight/settings.ts';
import { heldPlans, PLAN_NOT_HELD } from './membership.ts';
import {
  CARD_OFF,
  chargeCard,
  fail,
  type OrderDeps,
  type OrderResult,
  PAYPAL_OFF,
  recordPaid,
  resume,
  success,
} from './order-payment.ts';
import { isResult, type OrderRequest, readRequest } from './order-request.ts';
import { lineVehicles } from './order-vehicles.ts';
import { productPrices } from './products.ts';
import { findUsableCode, redeemCode } from './promo-codes.ts';
import { NotEnoughStock, reserveStock } from './stock/reserve.ts';
import { tradeBuyer } from './trade.ts';

export type { OrderDeps, OrderResult } from './order-payment.ts';

/** Random, non-sequential order number, e.g. SC7K2M9Q4XPA. */
function invoiceNumber(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return `SC${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Another order redeemed the newsletter code between pricing and writing: this order is not written. */
class CodeTaken extends Error {}
/** A product of the order was deleted after it was priced (services/product-delete). */
class ProductGone extends Error {
  readonly productId: number;
  constructor(productId: number) {
    super(`Product ${productId} is not available.`);
    this.productId = productId;
  }
}

/**
 * Totals in the API's dollar text, as the client sends and reads them. The product spec's subTotal and
 * delivery_charges stay ex GST; totalGst is the GST the total contains; discounts and the *_inc_gst
 * fields are GST-inclusive, as shown (lib/pricing's OrderTotals).
 */
export function totalsText(t: OrderTotals) {
  return {
    subTotal: centsToDecimal(t.subtotalExCents),
    subtotal_inc_gst: centsToDecimal(t.subtotalIncCents),
    discountedAmount: centsToDecimal(
      t.signupDiscountCents + t.membershipDiscountCents + t.newsletterDiscountCents,
    ),
    auth_discount: centsToDecimal(t.signupDiscountCents),
    signup_discount: centsToDecimal(t.signupDiscountCents),
    membership_discount: centsToDecimal(t.membershipDiscountCents),
    newsletter_discount: centsToDecimal(t.newsletterDiscountCents),
    delivery_charges: centsToDecimal(t.deliveryExCents),
    delivery_inc_gst: centsToDecimal(t.deliveryIncCents),
    totalGst: centsToDecimal(t.gstCents),
    grand_total: centsToDecimal(t.totalCents),
    total_amount: centsToDecimal(t.totalCents),
  };
}

/** The order priced from database rows. */
interface PricedOrder {
  lines: {
    product: Awaited<ReturnType<typeof productPrices>>[number];
    unitCents: number;
    quantity: number;
  }[];
  totals: OrderTotals;
  discounts: MemberDiscounts;
  gstBp: number;
  code: { id: number; code: string; discountBp: number } | null;
  /** The vehicle each product is bought for, named from the shop's vehicles, by product id. */
  vehicles: Map<number, VehicleSnapshot>;
  /** The store a click & collect order is collected from; null for a delivery. */
  pickupId: number | null;
  /** The delivery option charged for; null for a collect order or when nothing is sent. */
  delivery: DeliveryOption | null;
}

interface MemberDiscounts {
  signupBp: number;
  membershipBp: number;
  planId: number | null;
}

/**
 * Plans that apply to a signed-in member: the first signup plan and the chosen membership plan, which
 * must be one the member holds (none chosen: the first they hold). Guests get neither, whatever they send.
 */
async function memberDiscounts(
  db: Db,
  user: AuthUser | null,
  chosenPlan: unknown,
): Promise<MemberDiscounts | OrderResult> {
  if (!user) return { signupBp: 0, membershipBp: 0, planId: null };
  const [signup] = await db
    .select()
    .from(signupPlans)
    .where(eq(signupPlans.active, true))
    .orderBy(asc(signupPlans.id))
    .limit(1);
  const plans = await heldPlans(db, user.id);
  const chosen = chosenPlan == null || chosenPlan === '' ? null : String(chosenPlan);
  const plan = chosen === null ? plans[0] : plans.find((p) => String(p.id) === chosen);
  if (chosen !== null && !plan) return fail(422, PLAN_NOT_HELD, { errors: { discountPlan: PLAN_NOT_HELD } });
  return { signupBp: signup?.discountBp ?? 0, membershipBp: plan?.discountBp ?? 0, planId: plan?.id ?? null };
}

/** The newsletter code the shopper applied, when there is one: it must exist, be unused and unexpired. */
async function appliedCode(db: Db, request: OrderRequest) {
  const code = request.order.promo_code;
  if (!code) return null;
  const found = await findUsableCode(db, code);
  return found ?? fail(422, PROMO_CODE_INVALID, { errors: { promo_code: PROMO_CODE_INVALID } });
}

const keyReused = () =>
  fail(422, 'This Idempotency-Key was already used for a different order. Please start the payment again.');

/**
 * Step 2: a retry with the same key finishes or repeats the first attempt; it never charges again.
 * Every order asks, and almost every answer is "none": the look-up names two columns (db/returning.ts:
 * every column of a result costs, even with no rows), and a retry reads the whole row.
 */
async function earlierAttempt(deps: OrderDeps, request: OrderRequest): Promise<OrderResult | null> {
  if (!request.key) return null;
  const [found] = await deps.db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, request.key));
  if (!found) return null;
  if (found.requestHash !== request.hash) return keyReused();
  const [existing] = await deps.db.select().from(orders).where(eq(orders.id, found.id));
  return resume(
    deps,
    existing!,
    request.payment.method === 'Stripe' ? request.payment.paymentMethodId : null,
  );
}

/**
 * Step 3: every line priced from the database, its vehicle checked, member discounts, delivery and
 * GST; limits checked.
 */
async function priceOrderRequest(
  db: Db,
  request: OrderRequest,
  user: AuthUser | null,
  liveRates: LiveRates | null,
): Promise<PricedOrder | OrderResult> {
  const { quantities, order } = request;
  const found = await productPrices(db, [...quantities.keys()]);
  const missing = [...quantities.keys()].filter((id) => !found.some((p) => p.id === id));
  if (missing.length) {
    // A line the shop cannot sell (removed since the page was loaded): the line is at fault.
    const unavailable = `Product ${missing[0]} is not available.`;
    const line = order.products.findIndex((l) => l.id === missing[0]);
    return fail(422, unavailable, { errors: { [`products.${line}.id`]: unavailable } });
  }
  const soldOut = found.find((p) => !canBuy(p.stockStatus));
  if (soldOut) {
    // Backorders can be bought; an out-of-stock product cannot, whatever the page showed.
    const message = outOfStockMessage(soldOut.title);
    const line = order.products.findIndex((l) => l.id === soldOut.id);
    return fail(422, message, { errors: { [`products.${line}.id`]: message } });
  }
  const vehicles = await lineVehicles(db, request);
  if (isResult(vehicles)) return vehicles;
  const pickupId = await pickupStore(db, order.pickup_location_id);
  if (typeof pickupId === 'object' && pickupId !== null) return pickupId;
  const settings = await shopPricing(db);
  const discounts = await memberDiscounts(db, user, order.discountPlan);
  if (isResult(discounts)) return discounts;
  const code = await appliedCode(db, request);
  if (code && isResult(code)) return code;
  const lines = found.map((p) => ({
    product: p,
    unitCents: applyDiscount(p.priceCents, p.discount),
    quantity: quantities.get(p.id)!,
  }));
  // Collected from a store: nothing to deliver, nothing charged for it (lib/checkout/collect.ts, as the checkout prices it).
  // Delivered: the chosen option, priced again here (services/freight/delivery.ts, as the quote showed it).
  const freightLines = lines.map((l) => ({ ...l, productId: l.product.id, goods: l.product.goods }));
  const delivery =
    pickupId === null
      ? await orderDelivery(request.address, freightLines, settings, order.delivery_option ?? null, {
          now: new Date(),
          live: { db, liveRates },
        })
      : ({ ok: true, option: null } as const);
  if (!delivery.ok) return fail(422, delivery.message, { errors: delivery.errors });
  const totals = priceOrder(
    lines,
    pricingFor(settings, pickupId !== null),
    { ...discounts, newsletterBp: code?.discountBp ?? 0 },
    pickupId === null ? (delivery.option?.priceExCents ?? 0) : undefined,
  );
  if (totals.subtotalExCents === 0) return fail(422, MESSAGES.zeroSubtotal);
  if (totals.totalCents > MAX_ORDER_TOTAL_CENTS)
    return fail(422, 'This order is too large to place online. Please contact us to arrange it.');
  return {
    lines,
    totals,
    discounts,
    code,
    gstBp: settings.gstBp,
    vehicles,
    pickupId,
    delivery: delivery.option,
  };
}

/** The collect store asked for, when it is active and offers click & collect; null for a delivery. */
async function pickupStore(db: Db, id: number | null | undefined): Promise<number | null | OrderResult> {
  if (!id) return null;
  const [store] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.active, true), eq(locations.pickup, true)));
  return store ? store.id : fail(422, PICKUP_UNKNOWN, { errors: { pickup_location_id: PICKUP_UNKNOWN } });
}

/** Step 4: the client's totals are only compared; a difference means its prices are stale. */
function staleTotals(order: PlaceOrderInput, totals: OrderTotals): OrderResult | null {
  const sent: [unknown, number][] = [
    [order.subTotal, totals.subtotalExCents],
    [order.delivery_charges, totals.deliveryExCents],
    [order.totalGst, totals.gstCents],
    [order.grand_total, totals.totalCents],
  ];
  if (!sent.some(([value, cents]) => value !== undefined && parseMoney(value) !== cents)) return null;
  return fail(409, 'Prices have changed since the page was loaded. Please review your order and try again.', {
    totals: totalsText(totals),
  });
}

/** Step 5: the order row as it will be written, pending until the payment is confirmed. */
function orderRow(
  request: OrderRequest,
  priced: PricedOrder,
  user: AuthUser | null,
  buyer: { businessName: string; abn: string } | null,
): typeof orders.$inferInsert {
  const { address, key } = request;
  const { totals, discounts, code } = priced;
  // A collect order is not sent anywhere: a delivery address given with it is not kept.
  const shipping = priced.pickupId === null ? address.shipping : null;
  return {
    invoiceNumber: invoiceNumber(),
    userId: user?.id ?? GUEST_USER_ID,
    fName: address.f_name,
    lName: address.l_name,
    email: address.email,
    phone: address.phone,
    streetAddress: address.street_address,
    city: address.city,
    state: address.state,
    postCode: address.post_code,
    suburb: address.suburb || SUBURB_PLACEHOLDER,
    company: address.company,
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
          sSuburb: shipping.suburb || SUBURB_PLACEHOLDER,
          sCompany: shipping.company,
        }
      : {}),
    status: 'pending',
    paymentStatus: 'pending',
    fulfilment: priced.pickupId === null ? 'ship' : 'collect',
    deliveryPlan: priced.delivery && planOf(priced.delivery),
    pickupLocationId: priced.pickupId,
    paymentMethod: request.payment.method,
    paymentMethodType: request.payment.method === 'Stripe' ? request.payment.methodType : null,
    channel: 'Web',
    gstBp: priced.gstBp,
    subtotalCents: totals.subtotalExCents,
    subtotalIncCents: totals.subtotalIncCents,
    signupDiscountBp: discounts.signupBp,
    signupDiscountCents: totals.signupDiscountCents,
    membershipPlanId: discounts.planId,
    membershipDiscountCents: totals.membershipDiscountCents,
    promoCode: code?.code ?? null,
    newsletterDiscountCents: totals.newsletterDiscountCents,
    deliveryCents: totals.deliveryExCents,
    deliveryIncCents: totals.deliveryIncCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    comment: address.comment,
    buyerBusinessName: buyer?.businessName ?? '',
    buyerAbn: buyer?.abn ?? '',
    idempotencyKey: key ?? `auto-${randomBytes(12).toString('hex')}`,
    requestHash: request.hash,
  };
}

/** Step 6: the order and its lines in one transaction, with the email of an order already paid. */
async function writeOrder(deps: OrderDeps, values: typeof orders.$inferInsert, priced: PricedOrder) {
  return deps.db.transaction(async (tx) => {
    // The lines' products are held (KEY SHARE) until the order commits: a delete waits, or went first.
    const ids = priced.lines.map((l) => l.product.id);
    const held = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .for('key share');
    const gone = ids.find((id) => !held.some((h) => h.id === id));
    if (gone !== undefined) throw new ProductGone(gone);
    const [filled] = await tx.insert(orders).values(values).returning(filledByDatabase(orders, values));
    const created = insertedRow<typeof orders>(values, filled!);
    // The code is taken in the same transaction: two orders racing for it cannot both have it.
    if (priced.code && !(await redeemCode(tx, priced.code.id, created.id))) throw new CodeTaken();
    const lines = priced.lines.map((l) => {
      const shown = shownLine(l, priced.gstBp);
      return {
        orderId: created.id,
        productId: l.product.id,
        productTitle: l.product.title,
        sku: l.product.sku,
        quantity: l.quantity,
        priceCents: l.unitCents,
        subtotalCents: shown.exCents,
        priceIncCents: incGst(l.unitCents, priced.gstBp),
        subtotalIncCents: shown.incCents,
        vehicle: priced.vehicles.get(l.product.id) ?? null,
      };
    });
    // Matched by product (one line each): RETURNING's row order is not promised.
    const lineIds = new Map(
      (
        await tx
          .insert(orderItems)
          .values(lines)
          .returning({ id: orderItems.id, productId: orderItems.productId })
      ).map((r) => [r.productId, r.id]),
    );
    const items = lines.map((line) =>
      insertedRow<typeof orderItems>(line, { id: lineIds.get(line.productId)! }),
    );
    // The stock for every line is held in this transaction, or the order is not written.
    await reserveStock(
      tx,
      created.id,
      priced.lines.map((l) => ({
        itemId: lineIds.get(l.product.id)!,
        productId: l.product.id,
        title: l.product.title,
        quantity: l.quantity,
        trackStock: l.product.trackStock,
        backorderAllowed: l.product.backorderAllowed,
        lowStockThreshold: l.product.lowStockThreshold,
        stockStatus: l.product.stockStatus,
      })),
      priced.pickupId,
    );
    // The start of the order's timeline (an attempt that is never paid keeps only this).
    await tx.insert(orderEvents).values({ orderId: created.id, kind: 'placed', message: 'Order placed' });
    const paid = values.paymentStatus === 'completed';
    // The lines as written go on to the payment: its emails need them, without reading them back.
    return { row: created, items, mailIds: paid ? await recordPaid(tx, deps, created, items) : [] };
  });
}

export async function placeOrder(
  deps: OrderDeps,
  input: { body: unknown; user: AuthUser | null; idempotencyKey: string | null },
): Promise<OrderResult> {
  const request = readRequest(input.body, input.user, input.idempotencyKey);
  if (isResult(request)) return request;
  const off = methodOff(deps, request.payment.method);
  if (off) return off;
  const previous = await earlierAttempt(deps, request);
  if (previous) return previous;
  const priced = await priceOrderRequest(deps.db, request, input.user, deps.freight?.liveRates ?? null);
  if (isResult(priced)) return priced;
  const stale = staleTotals(request.order, priced.totals);
  if (stale) return stale;
  const outside =
    request.payment.method === 'Stripe' &&
    methodRefusal(request.payment.methodType, priced.totals.totalCents);
  if (outside)
    return fail(422, `${outside} Please choose another payment method.`, {
      errors: { stripe_payment_method_type: outside },
    });

  const buyer = input.user ? await tradeBuyer(deps.db, input.user.id) : null;
  const values = orderRow(request, priced, input.user, buyer);
  const { payment } = request;
  if (payment.method === 'PayPal') {
    // PayPal was paid in the browser: verify it fully before anything is written.
    const problem = await checkPayPal(deps, payment.paypalOrderId, priced.totals.totalCents, request.key!);
    if (problem) return problem;
    values.paymentRef = payment.paypalOrderId;
    values.paymentStatus = 'completed';
  }

  let written: Awaited<ReturnType<typeof writeOrder>>;
  try {
    written = await writeOrder(deps, values, priced);
  } catch (error) {
    if (error instanceof CodeTaken)
      return fail(422, PROMO_CODE_INVALID, { errors: { promo_code: PROMO_CODE_INVALID } });
    if (error instanceof NotEnoughStock) {
      const line = request.order.products.findIndex((l) => l.id === error.productId);
      const message = notEnoughMessage(error.title, error.available);
      return fail(422, message, {
        errors: { [`products.${line}.quantity`]: message },
        available: { [error.productId]: error.available },
      });
    }
    if (error instanceof ProductGone) {
      const line = request.order.products.findIndex((l) => l.id === error.productId);
      return fail(422, error.message, { errors: { [`products.${line}.id`]: error.message } });
    }
    if (!isUniqueViolation(error)) throw error;
    // Another request with this key won the race, or this PayPal payment paid another order.
    const raced = await earlierAttempt(deps, request);
    if (raced) return raced;
    return fail(409, 'This PayPal payment has already been used for another order.');
  }

  if (payment.method === 'PayPal') {
    await deps.outbox.later(written.mailIds);
    return success(written.row);
  }
  return chargeCard(deps, written.row, payment.paymentMethodId, written.items);
}

/** A payment method without keys in a live shop is off: refused, never run by the test gateway. */
function methodOff(deps: OrderDeps, method: 'Stripe' | 'PayPal'): OrderResult | null {
  if (method === 'Stripe' && !deps.gateways.card)
    return fail(422, CARD_OFF, { errors: { payment_method: CARD_OFF } });
  if (method === 'PayPal' && !deps.gateways.paypal)
    return fail(422, PAYPAL_OFF, { errors: { payment_method: PAYPAL_OFF } });
  return null;
}

/** The PayPal payment must be complete, in AUD, for the server's total and made for this key. */
async function checkPayPal(
  deps: OrderDeps,
  reference: string,
  totalCents: number,
  key: string,
): Promise<OrderResult | null> {
  let paid: Awaited<ReturnType<PayPalGateway['getOrder']>>;
  try {
    paid = await deps.gateways.paypal!.getOrder(reference);
  } catch (error) {
    if (error instanceof PaymentProviderError)
      return fail(502, 'PayPal could not be reached. Please try again in a moment.');
    throw error;
  }
  if (!paid) return fail(422, 'PayPal does not know this payment.');
  if (paid.status !== 'COMPLETED') return fail(402, 'The PayPal payment is not complete.');
  if (paid.currency !== 'AUD') return fail(422, 'The PayPal payment is not in Australian dollars.');
  if (paid.amountCents !== totalCents) return fail(422, 'The PayPal payment does not match the order total.');
  if (paid.customId !== key) return fail(422, 'The PayPal payment was made for a different order.');
  return null;
}
