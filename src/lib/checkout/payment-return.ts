/**
 * The page a redirect method (Afterpay, Zip) sends the shopper back to, and what its address carries:
 * Stripe adds the PaymentIntent's id and client secret and a redirect_status. The page only tells the
 * server which payment to look at; the server asks the provider what happened and settles the order
 * from that answer, never from the address.
 */
export const PAYMENT_RETURN_PATH = '/checkout-payment-return/';

export interface PaymentReturn {
  paymentIntentId: string;
  clientSecret: string;
}

/** The payment a return address names, or null when it names none. */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const query = new URLSearchParams(search);
  const paymentIntentId = query.get('payment_intent') ?? '';
  const clientSecret = query.get('payment_intent_client_secret') ?? '';
  if (!/^pi_[\w-]{1,200}$/.test(paymentIntentId) || !clientSecret || clientSecret.length > 300) return null;
  return { paymentIntentId, clientSecret };
}

/** The return address for a payment, as the provider makes it (the test gateway's stand-in too). */
export function paymentReturnUrl(
  returnUrl: string,
  payment: PaymentReturn,
  status: 'succeeded' | 'failed',
): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_intent', payment.paymentIntentId);
  url.searchParams.set('payment_intent_client_secret', payment.clientSecret);
  url.searchParams.set('redirect_status', status);
  return url.toString();
}
