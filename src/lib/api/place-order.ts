/**
 * POST /place-order: the order body, and its answer read as placed, waiting for 3-D Secure, refused
 * or unfinished. The Idempotency-Key header makes a retry find the same order (and charge) again, and
 * GET /place-order/attempt tells what became of an attempt by its key without sending it again.
 */
import type { CartItem } from '../checkout/cart.ts';
import { centsToDecimal, parseMoney } from '../pricing/money.ts';
import type { ShownTotals } from '../pricing/order-summary.ts';
import { type ApiClient, ApiError, NetworkError } from './client.ts';

/** How a try to place an order ended. */
export type PlaceAnswer =
  | { kind: 'placed'; message: string; invoiceNumber?: string }
  | { kind: 'needs-authentication'; message: string; paymentIntentId: string; clientSecret: string }
  /**
   * `definitive`: the attempt is over (declined, refused); otherwise the order may exist or may have
   * been charged (409 busy, 429, 5xx), so a retry must reuse the key. `newTotals`: the prices changed
   * since the shopper saw them, and these are the server's totals for the same order.
   */
  | { kind: 'failed'; definitive: boolean; error: ApiError; newTotals?: ServerTotals }
  /** The request or its answer was lost. */
  | { kind: 'lost'; error: NetworkError };

/** The server's totals of an order, in cents, as a 409 "prices have changed" answer gives them. */
export type ServerTotals = ShownTotals;

interface ApiPlaced {
  message?: string;
  requires_action?: boolean;
  payment_intent_id?: string;
  payment_intent_client_secret?: string;
  order?: { invoice_number: string };
}

/** The totals of a 409 answer, or undefined when it carries none (or they do not read as money). */
function serverTotals(raw: unknown): ServerTotals | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const t = raw as Record<string, unknown>;
  const totals = {
    subtotalExCents: parseMoney(t.subTotal),
    subtotalIncCents: parseMoney(t.subtotal_inc_gst),
    signupDiscountCents: parseMoney(t.signup_discount ?? '0'),
    membershipDiscountCents: parseMoney(t.membership_discount ?? '0'),
    newsletterDiscountCents: parseMoney(t.newsletter_discount ?? '0'),
    deliveryExCents: parseMoney(t.delivery_charges),
    deliveryIncCents: parseMoney(t.delivery_inc_gst),
    gstCents: parseMoney(t.totalGst),
    totalCents: parseMoney(t.grand_total),
  };
  return Object.values(totals).every((cents) => cents !== null) ? (totals as ServerTotals) : undefined;
}

/**
 * The product spec's money fields of an order as dollar text: subTotal and delivery_charges ex GST, totalGst the GST
 * the total contains, grand_total what is charged.
 */
export function moneyFields(
  totals: Pick<ShownTotals, 'subtotalExCents' | 'deliveryExCents' | 'gstCents' | 'totalCents'>,
) {
  return {
    subTotal: centsToDecimal(totals.subtotalExCents),
    delivery_charges: centsToDecimal(totals.deliveryExCents),
    totalGst: centsToDecimal(totals.gstCents),
    grand_total: centsToDecimal(totals.totalCents),
  };
}

/**
 * The order part of the body: the checkout form as typed, the totals the shopper saw, the plan, the
 * newsletter code when one is applied, and the lines (each with its vehicle when it has one).
 */
export function orderBody(
  form: Record<string, unknown>,
  totals: ShownTotals,
  planId: number | null,
  items: readonly CartItem[],
  promoCode: string | null = null,
): Record<string, unknown> {
  return {
    ...form,
    ...moneyFields(totals),
    discountPlan: planId,
    ...(promoCode ? { promo_code: promoCode } : {}),
    // The vehicle by id and year only: the server names it from its own data.
    products: items.map((i) => ({
      id: i.id,
      quantity: i.quantity,
      ...(i.vehicle ? { vehicle: { id: i.vehicle.id, year: i.vehicle.year } } : {}),
    })),
  };
}

/** Sends the order with its payment fields under one idempotency key. */
export async function placeOrder(
  api: ApiClient,
  order: Record<string, unknown>,
  payment: Record<string, unknown>,
  idempotencyKey: string,
): Promise<PlaceAnswer> {
  try {
    const body = await api.post<ApiPlaced>(
      '/place-order',
      { ...order, ...payment },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    );
    if (body.requires_action && body.payment_intent_id && body.payment_intent_client_secret)
      return {
        kind: 'needs-authentication',
        message: body.message ?? '',
        paymentIntentId: body.payment_intent_id,
        clientSecret: body.payment_intent_client_secret,
      };
    return { kind: 'placed', message: body.message ?? '', invoiceNumber: body.order?.invoice_number };
  } catch (error) {
    // No answer, or one that cannot be read: either way the order may exist.
    if (!(error instanceof ApiError))
      return { kind: 'lost', error: error instanceof NetworkError ? error : new NetworkError(error) };
    const answer = (error.body ?? {}) as { totals?: unknown };
    // A 409 without new totals is "being processed" (or under review): the same key finds it again.
    const busy = error.status === 409 && !answer.totals;
    const unfinished = error.status >= 500 || error.status === 429 || busy;
    const newTotals = error.status === 409 ? serverTotals(answer.totals) : undefined;
    return { kind: 'failed', definitive: !unfinished, error, ...(newTotals ? { newTotals } : {}) };
  }
}

/** What the server knows of an order attempt by its key. */
export type AttemptState =
  | { kind: 'order'; invoiceNumber: string; paymentStatus: 'pending' | 'completed' | 'review' | 'failed' }
  /** No order was written with the key: nothing was charged for it. */
  | { kind: 'none' }
  /** The server could not say: no answer, a 429 or 5xx, or the order is another account's (signed out). */
  | { kind: 'unknown'; error: unknown };

/** Asks what became of the attempt sent with this key; never sends the order again. */
export async function attemptState(api: ApiClient, idempotencyKey: string): Promise<AttemptState> {
  try {
    const body = await api.get<{ order: { invoice_number: string; payment_status: string } }>(
      '/place-order/attempt',
      undefined,
      { headers: { 'Idempotency-Key': idempotencyKey } },
    );
    const status = body.order.payment_status;
    if (status === 'pending' || status === 'completed' || status === 'review' || status === 'failed')
      return { kind: 'order', invoiceNumber: body.order.invoice_number, paymentStatus: status };
    return { kind: 'unknown', error: new Error(`Unknown payment state ${status}`) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'none' };
    return { kind: 'unknown', error };
  }
}

/** What the server found of a redirect method's payment, asked from the return page. */
export type ReturnState =
  | { kind: 'paid'; invoiceNumber: string }
  /** Not paid and the attempt is over: the provider's reason. */
  | { kind: 'failed'; message: string }
  /** Still waiting at the provider (the shopper came back without finishing). */
  | { kind: 'waiting' }
  /** The server could not say (no answer, 5xx): asking again may tell. */
  | { kind: 'unknown'; error: unknown };

/** GET /payments/return: the server settles the order from the provider's answer and says how it ended. */
export async function paymentReturnState(
  api: ApiClient,
  back: { paymentIntentId: string; clientSecret: string },
): Promise<ReturnState> {
  try {
    const body = await api.get<ApiPlaced>('/payments/return', {
      payment_intent: back.paymentIntentId,
      payment_intent_client_secret: back.clientSecret,
    });
    if (body.order?.invoice_number) return { kind: 'paid', invoiceNumber: body.order.invoice_number };
    return { kind: 'waiting' };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 429)
      return { kind: 'failed', message: error.message };
    return { kind: 'unknown', error };
  }
}
