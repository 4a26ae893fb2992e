/**
 * Checkout actions shared by the checkout and payment islands: the order body sent to
 * POST /place-order, and placing it with SPEC section 8's messages.
 */
import { ApiError } from '../lib/api/client.ts';
import type { CheckoutData } from '../lib/checkout-storage.ts';
import { api } from './api.ts';

export interface PlaceResult {
  ok: boolean;
  /**
   * The attempt is over (paid, declined, refused): the next try is a new order with a new key.
   * False when the answer was lost or the server could not finish yet (network, 409 busy, 5xx): the
   * order may exist or may have been charged, so a retry must reuse the key and the card.
   */
  definitive: boolean;
  message: string;
  requiresAction?: { paymentIntentId: string; clientSecret: string };
  invoiceNumber?: string;
}

/** Places the order; `fallback` is the failure text the calling page uses when the server gives none. */
export async function placeOrder(
  data: CheckoutData,
  payment: Record<string, unknown>,
  fallback: { failed: string; network: string },
): Promise<PlaceResult> {
  try {
    const body = await api.post<{
      message?: string;
      requires_action?: boolean;
      payment_intent_id?: string;
      payment_intent_client_secret?: string;
      order?: { invoice_number: string };
    }>('/place-order', { ...data.order, ...payment }, { 'Idempotency-Key': data.idempotencyKey });
    if (body.requires_action && body.payment_intent_id && body.payment_intent_client_secret) {
      return {
        ok: false,
        definitive: false,
        message: body.message ?? '',
        requiresAction: {
          paymentIntentId: body.payment_intent_id,
          clientSecret: body.payment_intent_client_secret,
        },
      };
    }
    return {
      ok: true,
      definitive: true,
      message: body.message || 'Order placed successfully!',
      invoiceNumber: body.order?.invoice_number,
    };
  } catch (error) {
    if (error instanceof ApiError) {
      const serverMessage = (error.body as { message?: unknown } | null)?.message;
      // A 409 without new totals is "being processed" (or under review): the same key finds it again.
      const busy = error.status === 409 && !(error.body as { totals?: unknown } | null)?.totals;
      const unfinished = error.status >= 500 || error.status === 429 || busy;
      return {
        ok: false,
        definitive: !unfinished,
        message: typeof serverMessage === 'string' && serverMessage ? serverMessage : fallback.failed,
      };
    }
    // The request or its answer was lost: the browser's own text ('Failed to fetch') means nothing to a shopper.
    return { ok: false, definitive: false, message: fallback.network };
  }
}
