/**
 * A card attempt sent without a definitive answer (its key and card kept in sessionStorage, for up to
 * a day) is settled before anything new is paid: the server is asked what became of it by its key.
 * Paid: the page says the order was placed, with its number and tracking link, and the cart is
 * cleared as after a success, instead of charging again. Never paid (declined, abandoned, or never
 * written): the attempt is dropped and checkout goes on. Still unpaid: it is finished on the card page
 * with the same key and card. No answer: nothing new is started.
 */
import { atom } from 'nanostores';
import { shopperMessage } from '../lib/api/failures.ts';
import { attemptState } from '../lib/api/place-order.ts';
import {
  type CheckoutData,
  isOpenAttempt,
  nextAttempt,
  readCheckout,
  saveCheckout,
} from '../lib/checkout/checkout-storage.ts';
import { trackingPath } from '../lib/orders/orders.ts';
import { api } from './api.ts';
import { clearPlaced } from './placed-order.ts';
import { $session } from './session.ts';

/** The order an earlier attempt placed, once the server has said so. */
export interface PlacedEarlier {
  invoiceNumber: string;
  trackingPath: string;
}

export const $placedEarlier = atom<PlacedEarlier | null>(null);

/** placed: it was paid; open: it is not finished and must be; unknown: the server could not say; none: nothing is left. */
export type EarlierOutcome = 'none' | 'placed' | 'open' | 'unknown';

export const EARLIER_UNKNOWN =
  'We could not check on your earlier payment, so nothing new was charged. Please try again in a moment.';

export const earlierOpen = (invoiceNumber: string) =>
  `Your earlier payment for order ${invoiceNumber} has not finished. Press Pay to finish it: you will not be charged twice.`;

/** The card attempt kept without a definitive answer, if any. */
export function openCardAttempt(): CheckoutData | null {
  const stored = readCheckout(sessionStorage, 'card');
  return stored && isOpenAttempt(stored) ? stored : null;
}

/** Asks the server about the open card attempt, if there is one, and acts on its answer (see above). */
export async function settleEarlierAttempt(): Promise<{ outcome: EarlierOutcome; message: string }> {
  const attempt = openCardAttempt();
  if (!attempt) return { outcome: 'none', message: '' };
  const state = await attemptState(api, attempt.idempotencyKey);
  if (state.kind === 'unknown') {
    console.error('Asking what became of the earlier payment failed', state.error);
    return { outcome: 'unknown', message: shopperMessage(state.error) || EARLIER_UNKNOWN };
  }
  if (state.kind === 'none' || state.paymentStatus === 'failed') {
    // Nothing was taken: the attempt is over; its details stay for the checkout form.
    saveCheckout(sessionStorage, 'card', nextAttempt(attempt));
    return { outcome: 'none', message: '' };
  }
  if (state.paymentStatus === 'pending')
    return { outcome: 'open', message: earlierOpen(state.invoiceNumber) };
  // Paid (or paid and under review): this is the shopper's order.
  clearPlaced('card', state.invoiceNumber, attempt);
  $placedEarlier.set({
    invoiceNumber: state.invoiceNumber,
    trackingPath: trackingPath(state.invoiceNumber, $session.get() !== null),
  });
  return { outcome: 'placed', message: '' };
}
