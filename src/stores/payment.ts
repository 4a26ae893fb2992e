/**
 * The payment pages' state ($payment: the checkout being paid, busy, message) and the card payment.
 * The card page keeps its attempt (key and card) in sessionStorage until the answer is definitive,
 * so after a lost reply Pay resends the same key and card.
 */
import { map } from 'nanostores';
import * as payments from '../lib/api/payments.ts';
import { type PlaceAnswer, placeOrder } from '../lib/api/place-order.ts';
import {
  CHECKOUT_KEYS,
  type CheckoutData,
  nextAttempt,
  type PaymentKind,
  readCheckout,
  saveCheckout,
} from '../lib/checkout-storage.ts';
import { api } from './api.ts';
import { clearCart } from './cart.ts';

export type { CardConfig } from '../lib/api/payments.ts';

export interface PaymentState {
  data: CheckoutData | null;
  busy: boolean;
  message: string;
}

export const $payment = map<PaymentState>({ data: null, busy: false, message: '' });

/** A card form (Stripe Elements or the test gateway's): makes PaymentMethods and handles 3-D Secure. */
export interface CardForm {
  testMode: boolean;
  createPaymentMethod(billing: { name: string; email: string }): Promise<{ id: string } | { error: string }>;
  authenticate(action: {
    paymentIntentId: string;
    clientSecret: string;
  }): Promise<{ ok: true } | { error: string }>;
}

/** Opens a payment page on the checkout saved for it, or goes back to /checkout when there is none (or it is too old). */
export function openPayment(kind: PaymentKind): boolean {
  const stored = readCheckout(sessionStorage, kind);
  if (!stored) {
    window.location.replace('/checkout/');
    return false;
  }
  $payment.setKey('data', stored);
  return true;
}

/** Starts the configured card form with `start`; null (and the reason shown) when it cannot load. */
export async function loadCardForm(
  start: (config: payments.CardConfig) => Promise<CardForm>,
): Promise<CardForm | null> {
  try {
    return await start(await payments.cardConfig(api));
  } catch (error) {
    $payment.setKey('message', `Payment error: ${(error as Error).message}`);
    return null;
  }
}

/** The test gateway's 3-D Secure stand-in: completes or fails the challenge. */
export function authenticateTestPayment(paymentIntentId: string, result: string): Promise<void> {
  return payments.authenticateTestPayment(api, paymentIntentId, result);
}

/** The failure texts of a payment page when the server gives none, or the answer is lost. */
export interface Fallback {
  failed: string;
  network: string;
}

/** A place-order answer as a page tells it, with its own texts where the server gave none. */
export function outcomeOf(
  answer: PlaceAnswer,
  fallback: Fallback,
): { ok: boolean; definitive: boolean; message: string } {
  if (answer.kind === 'placed')
    return { ok: true, definitive: true, message: answer.message || 'Order placed successfully!' };
  if (answer.kind === 'failed')
    return { ok: false, definitive: answer.definitive, message: answer.message || fallback.failed };
  if (answer.kind === 'lost') return { ok: false, definitive: false, message: fallback.network };
  return { ok: false, definitive: false, message: answer.message };
}

/** The order is placed: the cart and the stored checkout are cleared and the thank-you page opens. */
export function finishOrder(kind: PaymentKind, invoiceNumber: string | undefined): void {
  clearCart();
  sessionStorage.removeItem(CHECKOUT_KEYS[kind]);
  if (invoiceNumber) sessionStorage.setItem('lastOrder', invoiceNumber);
  window.location.assign('/thank-you/');
}

const CARD_FALLBACK: Fallback = {
  failed: 'Failed to place the order.',
  network: 'Error placing the order. Please try again later.',
};

/** Keeps the attempt where a reload or a retry finds it. */
function remember(next: CheckoutData): void {
  saveCheckout(sessionStorage, 'card', next);
  $payment.setKey('data', next);
}

/** Pays by card: makes the PaymentMethod once per attempt, places the order, and authenticates when the bank asks. */
export async function payByCard(form: CardForm): Promise<void> {
  const data = $payment.get().data;
  if (!data) return;
  $payment.set({ data, busy: true, message: '' });
  let attempt = data;
  if (!attempt.stripePaymentMethodId) {
    const method = await form.createPaymentMethod({
      name: `${data.f_name} ${data.l_name}`,
      email: data.email,
    });
    if ('error' in method)
      return $payment.set({ data, busy: false, message: `Payment error: ${method.error}` });
    attempt = { ...data, stripePaymentMethodId: method.id, savedAt: Date.now() };
    remember(attempt);
  }
  const payment = {
    payment_method: 'Stripe',
    stripePaymentMethodId: attempt.stripePaymentMethodId,
    payment_intent_id: attempt.stripePaymentMethodId,
  };
  let answer = await placeOrder(api, attempt.order, payment, attempt.idempotencyKey);
  if (answer.kind === 'needs-authentication') {
    const authenticated = await form.authenticate(answer);
    if ('error' in authenticated) $payment.setKey('message', `Payment error: ${authenticated.error}`);
    answer = await placeOrder(api, attempt.order, payment, attempt.idempotencyKey);
  }
  const result = outcomeOf(answer, CARD_FALLBACK);
  $payment.setKey('message', result.message);
  if (result.ok) return finishOrder('card', answer.kind === 'placed' ? answer.invoiceNumber : undefined);
  // A definitive failure ends the attempt: the next try is a new order with a new key and card.
  // Otherwise the order may exist or be charged, so Pay again resends the same key and card.
  if (result.definitive) remember(nextAttempt(attempt));
  $payment.setKey('busy', false);
}
