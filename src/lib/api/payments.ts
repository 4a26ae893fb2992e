/**
 * Payment setup calls: which card form and which PayPal button to show, and the built-in test
 * gateway's stand-ins for 3-D Secure and the PayPal sandbox.
 */
import type { ApiClient } from './client.ts';
import type { PaymentConfig } from './schemas/orders.ts';

/**
 * The card form to show: Stripe Elements with its publishable key, or the test gateway's form; 'off'
 * when the shop takes no cards.
 */
export type CardConfig = PaymentConfig['card'];

export async function paymentConfig(api: ApiClient): Promise<PaymentConfig> {
  return api.get<PaymentConfig>('/payment-config');
}

/** GET /payment-config's card form. */
export async function cardConfig(api: ApiClient): Promise<CardConfig> {
  return (await paymentConfig(api)).card;
}

/** GET /encrypted-paypal-keys: PayPal's client id, or 'test' when the test gateway stands in. */
export async function paypalClientId(api: ApiClient): Promise<string> {
  return atob((await api.get<{ key: string }>('/encrypted-paypal-keys')).key);
}

/** Completes or fails a test payment's 3-D Secure challenge. */
export async function authenticateTestPayment(
  api: ApiClient,
  paymentIntentId: string,
  result: string,
): Promise<void> {
  await api.post(`/test-gateway/payment-intents/${encodeURIComponent(paymentIntentId)}/authenticate`, {
    result,
  });
}

/** Creates and captures a test PayPal order; its id, as PayPal's button would give it. */
export async function payTestPayPalOrder(
  api: ApiClient,
  order: { amount: string; custom_id: string },
): Promise<string> {
  const created = await api.post<{ id: string }>('/test-gateway/paypal/orders', {
    ...order,
    currency: 'AUD',
  });
  await api.post(`/test-gateway/paypal/orders/${created.id}/capture`, {});
  return created.id;
}
