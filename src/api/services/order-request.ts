/**
 * Step 1 of placing an order: what the request says, checked without the database. The shape, the
 * address, the Idempotency-Key, the payment reference read into names, and the hash that binds a key
 * to one request and caller.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import {
  CARD_FIELDS,
  type CheckoutForm,
  MESSAGES,
  type PlaceOrderInput,
  PlaceOrderSchema,
  validateCheckout,
} from '../../lib/checkout/checkout.ts';
import type { MethodType } from '../../lib/checkout/payment-methods.ts';
import { GUEST_USER_ID } from '../db/schema/index.ts';
import { issuesBody } from '../http/errors.ts';
import type { AuthUser } from './auth.ts';
import { fail, type OrderResult } from './order-payment.ts';

/**
 * How the shopper pays. The product spec's request carries the reference in `payment_intent_id` for both
 * methods (with `stripePaymentMethodId` beside it for cards); it is read here once, into names.
 */
export type PaymentChoice =
  | { method: 'Stripe'; paymentMethodId: string; methodType: MethodType }
  | { method: 'PayPal'; paypalOrderId: string };

/** A place-order request that passed every check that needs no database. */
export interface OrderRequest {
  key: string | null;
  address: CheckoutForm;
  order: PlaceOrderInput;
  /** Quantity per product id, duplicate lines merged. */
  quantities: Map<number, number>;
  /** The vehicle each product is bought for, by product id (the first one given, when lines repeat). */
  vehicles: Map<number, LineVehicle>;
  payment: PaymentChoice;
  hash: string;
}

/** A line's vehicle as sent: a vehicle type and the model year (the server names it). */
export interface LineVehicle {
  id: number;
  year: number;
}

/** An Idempotency-Key as the client makes one per order attempt. */
export const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;
export const KEY_MALFORMED = 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.';

export const isResult = (value: object): value is OrderResult => 'status' in value && 'body' in value;

/**
 * What a key stands for: the caller and the order as validated (lines merged and sorted, client
 * totals left out since they are only compared), hashed. Same request, same hash, however it is spelt.
 */
export function requestHash(
  user: AuthUser | null,
  address: CheckoutForm,
  order: PlaceOrderInput,
  quantities: Map<number, number>,
  vehicles: Map<number, LineVehicle> = new Map(),
): string {
  const canonical = JSON.stringify({
    user: user?.id ?? GUEST_USER_ID,
    address,
    lines: [...quantities].sort(([a], [b]) => a - b),
    // Left out when no line has one, so keys of orders without vehicles hash as before.
    ...(vehicles.size
      ? {
          vehicles: [...vehicles]
            .sort(([a], [b]) => a - b)
            .map(([product, { id, year }]) => [product, id, year]),
        }
      : {}),
    method: order.payment_method,
    payment: order.stripePaymentMethodId || order.payment_intent_id || '',
    plan: order.discountPlan == null ? '' : String(order.discountPlan),
    code: (order.promo_code ?? '').toUpperCase(),
    // Left out for a delivery, so keys of earlier orders hash as before.
    ...(order.pickup_location_id ? { pickup: order.pickup_location_id } : {}),
    ...(order.delivery_option ? { delivery: order.delivery_option } : {}),
    // Left out for a card, so keys of earlier orders hash as before.
    ...(order.stripe_payment_method_type && order.stripe_payment_method_type !== 'card'
      ? { type: order.stripe_payment_method_type }
      : {}),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** Step 1: the request's shape, address, key and payment reference; nothing is read or written. */
export function readRequest(
  body: unknown,
  user: AuthUser | null,
  rawKey: string | null,
): OrderRequest | OrderResult {
  if (!body || typeof body !== 'object') return fail(400, 'The order must be a JSON object.');
  const fields = body as Record<string, unknown>;
  const card = CARD_FIELDS.find((f) => fields[f] !== undefined && fields[f] !== null && fields[f] !== '');
  if (card) {
    const refused = 'Card details must not be sent to this server. Please pay through the card form.';
    return fail(422, refused, { errors: { [card]: refused } });
  }
  const key = rawKey?.trim() || null;
  if (key && !IDEMPOTENCY_KEY.test(key)) return fail(400, KEY_MALFORMED);

  const address = validateCheckout(fields);
  const parsed = v.safeParse(PlaceOrderSchema, fields);
  if (!address.success || !parsed.success) {
    // Every field at fault at once: the address's and the order's.
    const problems = parsed.success ? null : issuesBody(parsed.issues, PlaceOrderSchema);
    const errors = { ...(address.success ? {} : address.errors), ...problems?.errors };
    return fail(422, address.success ? problems!.message : MESSAGES.fixFields, { errors });
  }
  const order = parsed.output;
  const payment = paymentChoice(order, key);
  if (isResult(payment)) return payment;
  const quantities = new Map<number, number>();
  const vehicles = new Map<number, LineVehicle>();
  for (const line of order.products) {
    quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
    if (line.vehicle && !vehicles.has(line.id))
      vehicles.set(line.id, { id: line.vehicle.id, year: line.vehicle.year });
  }
  const hash = requestHash(user, address.output, order, quantities, vehicles);
  return { key, address: address.output, order, quantities, vehicles, payment, hash };
}

function paymentChoice(order: PlaceOrderInput, key: string | null): PaymentChoice | OrderResult {
  if (order.payment_method === 'Stripe') {
    const paymentMethodId = order.stripePaymentMethodId || order.payment_intent_id;
    if (paymentMethodId)
      return { method: 'Stripe', paymentMethodId, methodType: order.stripe_payment_method_type ?? 'card' };
    const missing = 'The card payment details are missing.';
    return fail(422, missing, { errors: { stripePaymentMethodId: missing } });
  }
  if (!order.payment_intent_id) {
    const missing = 'The PayPal payment reference is missing.';
    return fail(422, missing, { errors: { payment_intent_id: missing } });
  }
  // The PayPal order was created for this key (its custom_id): without one it cannot be matched.
  if (!key) return fail(422, 'The PayPal payment was made for a different order.');
  return { method: 'PayPal', paypalOrderId: order.payment_intent_id };
}
