/**
 * The payment pages' state ($payment: the checkout being paid, busy, message) and the card payment.
 * The card page keeps its attempt (key and card) in sessionStorage until the answer is definitive,
 * so after a lost reply Pay resends the same key and card; opened again on such an attempt, it first
 * asks the server what became of it.
 */
import { map } from 'nanostores';
import { currentUnitPrices } from '../lib/api/catalogue.ts';
import { failureText, type Screen } from '../lib/api/failures.ts';
import * as payments from '../lib/api/payments.ts';
import {
  moneyFields,
  type PlaceAnswer,
  paymentReturnState,
  placeOrder,
  type ServerTotals,
} from '../lib/api/place-order.ts';
import {
  type CheckoutData,
  isOpenAttempt,
  nextAttempt,
  type PaymentKind,
  readCheckout,
  saveCheckout,
} from '../lib/checkout/checkout-storage.ts';
import { NO_ORDER_ERRORS, type OrderErrors, orderErrors } from '../lib/checkout/order-errors.ts';
import type { MethodType } from '../lib/checkout/payment-methods.ts';
import { readPaymentReturn } from '../lib/checkout/payment-return.ts';
import { shownTotal } from '../lib/pricing/order-summary.ts';
import { type ShownPrice, shownPrice } from '../lib/pricing/pricing.ts';
import { api, apiOptions } from './api.ts';
import { $cart, repriceCart } from './cart.ts';
import { settleEarlierAttempt } from './earlier-attempt.ts';
import { clearPlaced } from './placed-order.ts';

export type { CardConfig } from '../lib/api/payments.ts';

/** What a price refresh changed: each line's unit price and the total, before and after, as shown. */
export interface PriceUpdate {
  lines: { id: number; title: string; was: ShownPrice; now: ShownPrice }[];
  wasTotal: ShownPrice;
  nowTotal: ShownPrice;
}

export interface PaymentState {
  data: CheckoutData | null;
  busy: boolean;
  message: string;
  /** The server's totals after it said the prices have changed: the page offers to update them. */
  priceChange: ServerTotals | null;
  /** What the last price update changed, shown until the next payment try. */
  priceUpdate: PriceUpdate | null;
  /** The last refusal's field errors, beside the store or the line they are about. */
  errors: OrderErrors;
}

export const $payment = map<PaymentState>({
  data: null,
  busy: false,
  message: '',
  priceChange: null,
  priceUpdate: null,
  errors: NO_ORDER_ERRORS,
});

/**
 * A payment form (Stripe's Payment Element or the test gateway's): makes the payment's method from what
 * the shopper chose (card, wallet, Afterpay, Zip), and handles 3-D Secure or the redirect methods' page.
 */
export interface CardForm {
  testMode: boolean;
  createPaymentMethod(billing: {
    name: string;
    email: string;
  }): Promise<{ id: string; type: MethodType } | { error: string }>;
  /** 3-D Secure, or (Afterpay, Zip) the provider's page: the shopper comes back to the return page. */
  authenticate(action: {
    paymentIntentId: string;
    clientSecret: string;
    type: MethodType;
  }): Promise<{ ok: true } | { error: string }>;
  /** The total changed (a price update): the form offers the methods that can pay it. */
  setAmount(cents: number): void;
}

/**
 * Opens a payment page on the checkout saved for it, or goes back to /checkout when there is none (or it
 * is too old). A card attempt sent without a definitive answer is first asked about (earlier-attempt.ts).
 */
export function openPayment(kind: PaymentKind): boolean {
  const stored = readCheckout(sessionStorage, kind);
  if (!stored) {
    window.location.replace('/checkout/');
    return false;
  }
  $payment.setKey('data', stored);
  if (kind === 'card' && isOpenAttempt(stored)) void resumeCardAttempt();
  return true;
}

/**
 * The card page opened on an attempt sent without a definitive answer: paid, the page says the order
 * was placed; never paid, the next Pay is a new attempt; unfinished or unknown, Pay resends the same key
 * and card, which finishes it without a second charge.
 */
async function resumeCardAttempt(): Promise<void> {
  $payment.setKey('busy', true);
  const earlier = await settleEarlierAttempt();
  // Never paid: the stored checkout is now a new attempt.
  if (earlier.outcome === 'none') $payment.setKey('data', readCheckout(sessionStorage, 'card'));
  // Only a message of its own: the card form's failure, shown meanwhile, stays.
  if (earlier.message) $payment.setKey('message', earlier.message);
  $payment.setKey('busy', false);
}

/** Starts the configured card form with `start`; null (and the reason shown) when it cannot load. */
export async function loadCardForm(
  start: (config: payments.CardConfig) => Promise<CardForm>,
): Promise<CardForm | null> {
  let config: payments.CardConfig;
  try {
    config = await payments.cardConfig(api);
  } catch (error) {
    console.error('Loading the card form settings failed', error);
    $payment.setKey('message', failureText('cardOrder', error));
    return null;
  }
  try {
    return await start(config);
  } catch (error) {
    // Stripe.js could not load or start: the product spec's 'Payment error: {provider message}'.
    $payment.setKey('message', `Payment error: ${(error as Error).message}`);
    return null;
  }
}

/** The test gateway's 3-D Secure stand-in: completes or fails the challenge; the failure text when the call fails. */
export async function authenticateTestPayment(
  paymentIntentId: string,
  result: string,
): Promise<string | null> {
  try {
    await payments.authenticateTestPayment(api, paymentIntentId, result);
    return null;
  } catch (error) {
    return failureText('cardOrder', error);
  }
}

/** The test gateway's stand-in for Afterpay's or Zip's page, for a payment waiting there. */
export function testRedirectPage(paymentIntentId: string): string {
  return `${apiOptions.baseUrl}/test-gateway/redirect/${encodeURIComponent(paymentIntentId)}`;
}

/** A place-order answer as a page tells it, with the texts of its screen (card or PayPal). */
export function outcomeOf(
  answer: PlaceAnswer,
  screen: Extract<Screen, 'cardOrder' | 'paypalOrder'>,
): { ok: boolean; definitive: boolean; message: string } {
  if (answer.kind === 'placed')
    return { ok: true, definitive: true, message: answer.message || 'Order placed successfully!' };
  if (answer.kind === 'failed' || answer.kind === 'lost') {
    console.error('Placing the order failed', answer.error);
    return {
      ok: false,
      definitive: answer.kind === 'failed' && answer.definitive,
      message: failureText(screen, answer.error),
    };
  }
  return { ok: false, definitive: false, message: answer.message };
}

/** The field errors of a refused order, placed beside the store or the lines of `order`. */
export function refusalErrors(answer: PlaceAnswer, order: Record<string, unknown>): OrderErrors {
  return answer.kind === 'failed' ? orderErrors(answer.error.body, order.products) : NO_ORDER_ERRORS;
}

/** The server's totals when it refused the order because the prices have changed, else null. */
export function changedTotals(answer: PlaceAnswer): ServerTotals | null {
  return answer.kind === 'failed' ? (answer.newTotals ?? null) : null;
}

/** The stored checkout with the server's totals (shown as its lines), as a new attempt. */
function withTotals(data: CheckoutData, totals: ServerTotals): CheckoutData {
  const money = moneyFields(totals);
  return { ...nextAttempt(data), ...money, totals, order: { ...data.order, ...money } };
}

/**
 * After the server said the prices have changed: sets the cart to today's prices, takes the server's
 * totals for the order, and says what changed. The next try is a new attempt at the new total.
 */
export async function updatePrices(kind: PaymentKind): Promise<void> {
  const { data, priceChange } = $payment.get();
  if (!data || !priceChange) return;
  $payment.set({ ...$payment.get(), busy: true, message: '' });
  try {
    const ordered = new Set(
      (Array.isArray(data.order.products) ? data.order.products : []).map((p) => (p as { id: number }).id),
    );
    const prices = await currentUnitPrices(
      api,
      $cart.get().filter((item) => ordered.has(item.id)),
    );
    const shown = (cents: number) => shownPrice(cents, data.gstBp);
    const lines = repriceCart(prices).map((l) => ({
      id: l.id,
      title: l.title,
      was: shown(l.wasCents),
      now: shown(l.nowCents),
    }));
    const next = withTotals(data, priceChange);
    saveCheckout(sessionStorage, kind, next);
    $payment.set({
      data: next,
      busy: false,
      message: '',
      priceChange: null,
      priceUpdate: { lines, wasTotal: shownTotal(data.totals), nowTotal: shownTotal(priceChange) },
      errors: NO_ORDER_ERRORS,
    });
  } catch (error) {
    console.error('Updating the prices failed', error);
    $payment.set({ ...$payment.get(), busy: false, message: failureText('priceUpdate', error) });
  }
}

/** Keeps the checkout being paid where the checkout page finds it, so the shopper can change the details. */
export function keepForChange(kind: PaymentKind): void {
  const data = $payment.get().data;
  if (data) saveCheckout(sessionStorage, kind, data);
}

/** The order is placed: the cart and the stored checkout are cleared and the thank-you page opens. */
export function finishOrder(kind: PaymentKind, invoiceNumber: string | undefined): void {
  clearPlaced(kind, invoiceNumber, $payment.get().data);
  window.location.assign('/thank-you/');
}

/** Keeps the attempt where a reload or a retry finds it. */
function remember(next: CheckoutData): void {
  saveCheckout(sessionStorage, 'card', next);
  $payment.setKey('data', next);
}

/** Pays by card: makes the PaymentMethod once per attempt, places the order, and authenticates when the bank asks. */
export async function payByCard(form: CardForm): Promise<void> {
  const data = $payment.get().data;
  if (!data) return;
  $payment.set({
    data,
    busy: true,
    message: '',
    priceChange: null,
    priceUpdate: null,
    errors: NO_ORDER_ERRORS,
  });
  let attempt = data;
  if (!attempt.stripePaymentMethodId) {
    const method = await form.createPaymentMethod({
      name: `${data.f_name} ${data.l_name}`,
      email: data.email,
    });
    if ('error' in method) {
      $payment.setKey('message', `Payment error: ${method.error}`);
      return $payment.setKey('busy', false);
    }
    attempt = {
      ...data,
      stripePaymentMethodId: method.id,
      stripePaymentMethodType: method.type,
      savedAt: Date.now(),
    };
    remember(attempt);
  }
  const type = attempt.stripePaymentMethodType ?? 'card';
  const payment = {
    payment_method: 'Stripe',
    stripePaymentMethodId: attempt.stripePaymentMethodId,
    payment_intent_id: attempt.stripePaymentMethodId,
    // Left out for a card, as the product spec's request has it.
    ...(type === 'card' ? {} : { stripe_payment_method_type: type }),
  };
  let answer = await placeOrder(api, attempt.order, payment, attempt.idempotencyKey);
  if (answer.kind === 'needs-authentication') {
    const authenticated = await form.authenticate({ ...answer, type });
    if ('error' in authenticated) $payment.setKey('message', `Payment error: ${authenticated.error}`);
    answer = await placeOrder(api, attempt.order, payment, attempt.idempotencyKey);
  }
  const result = outcomeOf(answer, 'cardOrder');
  $payment.setKey('message', result.message);
  if (result.ok) return finishOrder('card', answer.kind === 'placed' ? answer.invoiceNumber : undefined);
  $payment.setKey('priceChange', changedTotals(answer));
  $payment.setKey('errors', refusalErrors(answer, attempt.order));
  // A definitive failure ends the attempt: the next try is a new order with a new key and card.
  // Otherwise the order may exist or be charged, so Pay again resends the same key and card.
  if (result.definitive) remember(nextAttempt(attempt));
  $payment.setKey('busy', false);
}

/** The return page's state: checking, then how the redirect method's payment ended. */
export type ReturnView =
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'paid'; invoiceNumber: string }
  | { kind: 'failed'; message: string; again: string }
  | { kind: 'waiting' }
  | { kind: 'unknown' };

/**
 * Back from Afterpay or Zip: asks the server what became of the payment the address names (the server
 * asks the provider). Paid with this tab's attempt, the order is finished as any card order (thank-you
 * page); paid in another tab or after the tab was closed, the page says so. A failed attempt is ended,
 * so the next Pay is a new one.
 */
export async function settleReturn(search: string): Promise<ReturnView> {
  const back = readPaymentReturn(search);
  if (!back) return { kind: 'none' };
  const state = await paymentReturnState(api, back);
  const local = readCheckout(sessionStorage, 'card');
  const mine = local && isOpenAttempt(local) ? local : null;
  if (state.kind === 'paid') {
    if (mine) {
      $payment.setKey('data', mine);
      finishOrder('card', state.invoiceNumber);
    } else clearPlaced('card', state.invoiceNumber, null);
    return { kind: 'paid', invoiceNumber: state.invoiceNumber };
  }
  if (state.kind === 'failed') {
    if (mine) saveCheckout(sessionStorage, 'card', nextAttempt(mine));
    return {
      kind: 'failed',
      message: state.message,
      again: mine ? '/checkout-stripe-payment/' : '/checkout/',
    };
  }
  if (state.kind === 'unknown') console.error('Checking the payment failed', state.error);
  return { kind: state.kind };
}
