/**
 * The PayPal payment: the PayPal button's client id (or the test gateway standing in), placing the
 * order once PayPal has captured the payment, and the page's time limits: the stored checkout is
 * removed after 5 seconds (it stays in memory) and the page returns to /checkout after 5 minutes.
 */
import { FAILURES } from '../lib/api/failures.ts';
import * as payments from '../lib/api/payments.ts';
import { placeOrder } from '../lib/api/place-order.ts';
import { CHECKOUT_KEYS } from '../lib/checkout/checkout-storage.ts';
import { NO_ORDER_ERRORS } from '../lib/checkout/order-errors.ts';
import { api } from './api.ts';
import { $payment, changedTotals, finishOrder, outcomeOf, refusalErrors } from './payment.ts';

const CLEAR_STORED_MS = 5_000;
const BACK_TO_CHECKOUT_MS = 300_000;

/** The text of docs/product.md#messages for a PayPal button error. */
export function paypalErrorMessage(error: unknown): string {
  return String((error as Error)?.message ?? error).includes('PAYEE_ACCOUNT_RESTRICTED')
    ? 'The PayPal account is restricted. Please contact support.'
    : FAILURES.paypal.failed;
}

/** Starts the page's time limits; the returned function stops them. */
export function limitPayPalCheckout(): () => void {
  const clear = setTimeout(() => sessionStorage.removeItem(CHECKOUT_KEYS.paypal), CLEAR_STORED_MS);
  const back = setTimeout(() => window.location.assign('/checkout/'), BACK_TO_CHECKOUT_MS);
  return () => {
    clearTimeout(clear);
    clearTimeout(back);
  };
}

/** PayPal's client id for the button, or 'test' when the test gateway stands in. */
export function paypalClientId(): Promise<string> {
  return payments.paypalClientId(api);
}

/** Shows a PayPal failure. */
export function payPalFailed(error: unknown): void {
  console.error('PayPal failed', error);
  $payment.setKey('message', paypalErrorMessage(error));
}

/** Shows that PayPal could not capture the payment. */
export function captureFailed(): void {
  $payment.setKey('message', FAILURES.paypalCapture.failed);
}

/** Places the order for a PayPal order PayPal has captured. */
export async function payByPayPal(paypalOrderId: string): Promise<void> {
  const data = $payment.get().data;
  if (!data) return;
  const payment = { payment_method: 'PayPal', payment_intent_id: paypalOrderId };
  const answer = await placeOrder(api, data.order, payment, data.idempotencyKey);
  const result = outcomeOf(answer, 'paypalOrder');
  $payment.setKey('message', result.message);
  if (result.ok) return finishOrder('paypal', answer.kind === 'placed' ? answer.invoiceNumber : undefined);
  $payment.setKey('priceChange', changedTotals(answer));
  $payment.setKey('errors', refusalErrors(answer, data.order));
}

/** Test mode: the PayPal sandbox stand-in approves and captures, then the order is placed. */
export async function payByPayPalTest(): Promise<void> {
  const data = $payment.get().data;
  if (!data) return;
  $payment.set({
    ...$payment.get(),
    busy: true,
    message: '',
    priceChange: null,
    priceUpdate: null,
    errors: NO_ORDER_ERRORS,
  });
  try {
    const id = await payments.payTestPayPalOrder(api, {
      amount: data.grand_total,
      custom_id: data.idempotencyKey,
    });
    await payByPayPal(id);
  } catch {
    captureFailed();
  }
  $payment.setKey('busy', false);
}
