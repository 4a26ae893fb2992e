/**
 * Checkout data handed from the checkout page to a payment page in sessionStorage (docs/product.md#data:
 * keys stripeCheckoutData and paypalCheckoutData), kept for 5 minutes and read through a schema; a card
 * attempt already sent (it has its PaymentMethod) is kept until its answer is known, for up to a day,
 * since the order may exist and be charged: a new checkout first asks what became of it. Beside
 * The product spec's money fields it keeps the totals as shown (GST-inclusive lines, each discount) and the GST
 * rate, so the payment page shows the same lines the checkout did.
 */
import * as v from 'valibot';
import { StoreSchema } from '../api/schemas/store.ts';
import type { StoreView } from '../stock/store.ts';
import { MethodTypeSchema } from './payment-methods.ts';

export const CHECKOUT_TTL_MS = 300_000;
/** How long a sent attempt without a definitive answer is kept: long past any shopper's return. */
export const OPEN_ATTEMPT_TTL_MS = 24 * 60 * 60_000;
export const CHECKOUT_KEYS = { card: 'stripeCheckoutData', paypal: 'paypalCheckoutData' } as const;
export type PaymentKind = keyof typeof CHECKOUT_KEYS;

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The totals the checkout showed, in cents (lib/order-summary's ShownTotals). */
const ShownTotalsSchema = v.object({
  subtotalExCents: cents,
  subtotalIncCents: cents,
  signupDiscountCents: cents,
  membershipDiscountCents: cents,
  newsletterDiscountCents: cents,
  deliveryExCents: cents,
  deliveryIncCents: cents,
  gstCents: cents,
  totalCents: cents,
});

const CheckoutDataSchema = v.object({
  f_name: v.string(),
  l_name: v.string(),
  email: v.string(),
  phone: v.string(),
  street_address: v.string(),
  post_code: v.string(),
  state: v.string(),
  city: v.string(),
  subTotal: v.string(),
  delivery_charges: v.string(),
  totalGst: v.string(),
  grand_total: v.string(),
  /** The totals as shown, each line GST-inclusive; grand_total is their totalCents. */
  totals: ShownTotalsSchema,
  /** The GST rate (basis points) the lines were shown at. */
  gstBp: cents,
  /** Everything the order needs beyond the product spec's listed fields: the full form, products, plan and key. */
  order: v.record(v.string(), v.unknown()),
  idempotencyKey: v.string(),
  /** Click & collect: the store the order is collected from, as the shopper was shown it. */
  pickup: v.optional(StoreSchema),
  /** The card PaymentMethod of an attempt sent without a definitive answer; a retry resends it with the key. */
  stripePaymentMethodId: v.optional(v.string()),
  /** How that attempt pays (card, Afterpay, Zip); a card when absent. */
  stripePaymentMethodType: v.optional(MethodTypeSchema),
  savedAt: v.number(),
});

export type CheckoutData = v.InferOutput<typeof CheckoutDataSchema>;

export function saveCheckout(storage: Pick<Storage, 'setItem'>, kind: PaymentKind, data: CheckoutData): void {
  storage.setItem(CHECKOUT_KEYS[kind], JSON.stringify(data));
}

/** Whether the checkout is an attempt sent without a definitive answer (it has its card). */
export function isOpenAttempt(data: CheckoutData): boolean {
  return Boolean(data.stripePaymentMethodId);
}

/**
 * The stored checkout data, or null when missing, malformed or older than 5 minutes (an open attempt:
 * older than a day).
 */
export function readCheckout(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  kind: PaymentKind,
  now = Date.now(),
): CheckoutData | null {
  const text = storage.getItem(CHECKOUT_KEYS[kind]);
  if (!text) return null;
  try {
    const parsed = v.safeParse(CheckoutDataSchema, JSON.parse(text));
    const ttl = parsed.success && isOpenAttempt(parsed.output) ? OPEN_ATTEMPT_TTL_MS : CHECKOUT_TTL_MS;
    if (parsed.success && now - parsed.output.savedAt <= ttl) return parsed.output;
  } catch {
    // fall through: unreadable data is removed
  }
  storage.removeItem(CHECKOUT_KEYS[kind]);
  return null;
}

/** The same checkout as a new attempt: a fresh key and no card from the finished one. */
export function nextAttempt(data: CheckoutData, now = Date.now()): CheckoutData {
  const { stripePaymentMethodId: _finished, stripePaymentMethodType: _type, ...rest } = data;
  return { ...rest, idempotencyKey: newIdempotencyKey(), savedAt: now };
}

/** A fresh idempotency key for one order attempt. */
export function newIdempotencyKey(): string {
  return `ord-${crypto.randomUUID()}`;
}

const LAST_ORDER_KEY = 'lastOrder';
const LAST_TOTAL_KEY = 'lastOrderTotal';
const LAST_PICKUP_KEY = 'lastOrderPickup';
const ShownPriceSchema = v.object({ incCents: cents, exCents: cents });

/** Keeps the placed order's number, total and collect store (none for a delivery) for the thank-you page. */
export function saveLastOrder(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  invoiceNumber: string,
  total: v.InferOutput<typeof ShownPriceSchema> | null,
  pickup: StoreView | null = null,
): void {
  storage.setItem(LAST_ORDER_KEY, invoiceNumber);
  if (total) storage.setItem(LAST_TOTAL_KEY, JSON.stringify(total));
  else storage.removeItem(LAST_TOTAL_KEY);
  if (pickup) storage.setItem(LAST_PICKUP_KEY, JSON.stringify(pickup));
  else storage.removeItem(LAST_PICKUP_KEY);
}

/** Reads a kept value through its schema: null when missing or unreadable. */
function readKept<S extends v.GenericSchema>(storage: Pick<Storage, 'getItem'>, key: string, schema: S) {
  try {
    const parsed = v.safeParse(schema, JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The last placed order's number, total and collect store (null when not kept or unreadable). */
export function readLastOrder(storage: Pick<Storage, 'getItem'>): {
  invoiceNumber: string | null;
  total: v.InferOutput<typeof ShownPriceSchema> | null;
  pickup: StoreView | null;
} {
  return {
    invoiceNumber: storage.getItem(LAST_ORDER_KEY),
    total: readKept(storage, LAST_TOTAL_KEY, ShownPriceSchema),
    pickup: readKept(storage, LAST_PICKUP_KEY, StoreSchema),
  };
}
