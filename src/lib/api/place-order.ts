/**
 * POST /place-order: the order body, and its answer read as placed, waiting for 3-D Secure, refused
 * or unfinished. The Idempotency-Key header makes a retry find the same order (and charge) again.
 */
import type { CartItem } from '../cart.ts';
import { centsToDecimal } from '../money.ts';
import type { OrderTotals } from '../pricing.ts';
import { type ApiClient, ApiError } from './client.ts';

/** How a try to place an order ended. */
export type PlaceAnswer =
  | { kind: 'placed'; message: string; invoiceNumber?: string }
  | { kind: 'needs-authentication'; message: string; paymentIntentId: string; clientSecret: string }
  /**
   * `definitive`: the attempt is over (declined, refused); otherwise the order may exist or may have
   * been charged (409 busy, 429, 5xx), so a retry must reuse the key. `message` is the server's, if any.
   */
  | { kind: 'failed'; definitive: boolean; message: string }
  /** The request or its answer was lost. */
  | { kind: 'lost' };

interface ApiPlaced {
  message?: string;
  requires_action?: boolean;
  payment_intent_id?: string;
  payment_intent_client_secret?: string;
  order?: { invoice_number: string };
}

/** SPEC's money fields of an order (subTotal, delivery_charges, totalGst, grand_total) as dollar text. */
export function moneyFields(
  totals: Pick<OrderTotals, 'subtotalCents' | 'deliveryCents' | 'gstCents' | 'totalCents'>,
) {
  return {
    subTotal: centsToDecimal(totals.subtotalCents),
    delivery_charges: centsToDecimal(totals.deliveryCents),
    totalGst: centsToDecimal(totals.gstCents),
    grand_total: centsToDecimal(totals.totalCents),
  };
}

/** The order part of the body: the checkout form as typed, the totals the shopper saw, the plan and the lines. */
export function orderBody(
  form: Record<string, unknown>,
  totals: OrderTotals,
  planId: number | null,
  items: readonly CartItem[],
): Record<string, unknown> {
  return {
    ...form,
    ...moneyFields(totals),
    discountPlan: planId,
    products: items.map((i) => ({ id: i.id, quantity: i.quantity })),
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
    if (!(error instanceof ApiError)) return { kind: 'lost' };
    const answer = (error.body ?? {}) as { message?: unknown; totals?: unknown };
    // A 409 without new totals is "being processed" (or under review): the same key finds it again.
    const busy = error.status === 409 && !answer.totals;
    const unfinished = error.status >= 500 || error.status === 429 || busy;
    const message = typeof answer.message === 'string' ? answer.message : '';
    return { kind: 'failed', definitive: !unfinished, message };
  }
}
