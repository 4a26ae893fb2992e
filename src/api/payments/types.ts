import type { MethodType } from '../../lib/checkout/payment-methods.ts';

/** The payment provider interfaces the order service uses; one adapter per provider (Stripe, PayPal, test). */

export interface CardPayment {
  id: string;
  status: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  amountCents: number;
  currency: string;
  orderRef: string;
  /** For requires_action: what the browser needs to complete 3-D Secure. */
  clientSecret?: string;
  /** For failed: the provider's message, e.g. 'Your card was declined.' */
  message?: string;
  /** Failed because it was cancelled: it can never be completed (nothing to cancel again). */
  cancelled?: boolean;
  /** The payment's client secret, as the provider keeps it: a return address's must match it. */
  secret?: string;
}

/** Where a redirect method's provider sends the shopper back, and what it needs to know of the buyer. */
export interface ChargeShipping {
  name: string;
  phone: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Money given back through a provider, for `refund` below. */
export interface RefundInput {
  /** The provider's payment: orders.paymentRef (PaymentIntent id or PayPal order id). */
  paymentRef: string;
  amountCents: number;
  /** Our refund's key: the same key never refunds twice. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
  /** For failed: the provider's reason. */
  message?: string;
}

export interface CardGateway {
  readonly provider: 'stripe' | 'test';
  /** Creates and confirms a payment for the server's amount; the same idempotency key never charges twice. */
  charge(input: {
    amountCents: number;
    currency: 'aud';
    /** A PaymentMethod id (pm_…) or a Payment Element's ConfirmationToken id (ctoken_…). */
    paymentMethodId: string;
    /** The only method type the payment may be made with (the shopper's choice, checked against its limits). */
    methodType: MethodType;
    /** Our page a redirect method (Afterpay, Zip) sends the shopper back to. */
    returnUrl: string;
    /** Where the order goes (Afterpay asks for it); absent when there is none to give. */
    shipping?: ChargeShipping;
    orderRef: string;
    idempotencyKey: string;
  }): Promise<CardPayment>;
  retrieve(id: string): Promise<CardPayment>;
  /** The payment made for one of our orders (by its invoice number), or null when none was made. */
  findByOrderRef(orderRef: string): Promise<CardPayment | null>;
  /** Refunds part or all of a payment (Stripe: POST /v1/refunds with our idempotency key). */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /**
   * Cancels a payment that has not succeeded, so it can no longer be completed (Stripe: POST
   * /v1/payment_intents/{id}/cancel). Answers the payment as it is after: 'failed' once cancelled,
   * 'succeeded' when it had been paid first.
   */
  cancel(id: string): Promise<CardPayment>;
}

export interface PayPalOrder {
  id: string;
  status: string;
  currency: string;
  amountCents: number;
  customId: string;
}

export interface PayPalGateway {
  readonly provider: 'paypal' | 'test';
  /** The order as PayPal reports it, or null when PayPal does not know it. */
  getOrder(id: string): Promise<PayPalOrder | null>;
  /** Refunds part or all of the order's capture (POST /v2/payments/captures/{id}/refund, PayPal-Request-Id). */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The PayPal order a capture belongs to (GET /v2/payments/captures/{id}), or null when PayPal does not know it. */
  orderOfCapture?(captureId: string): Promise<string | null>;
}

/** A provider's webhook event, its signature checked: its id, type and the object it is about. */
export interface ProviderEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

/** A signed delivery that is not an event this endpoint takes (no id, no object, another API's event). */
export class UnsupportedEvent extends Error {
  override name = 'UnsupportedEvent';
}

/** Reads a webhook delivery: the event when the signature is the provider's, else null (UnsupportedEvent when signed but unreadable). */
export interface WebhookVerifier {
  /** `header` reads the delivery's headers by name (the signature travels in them). */
  verify(payload: string, header: (name: string) => string | undefined): Promise<ProviderEvent | null>;
}

export interface Gateways {
  /** Live (real providers) or test (the built-in test gateway for both methods), as a whole. */
  mode: 'test' | 'live';
  /** Null when card payments are off (a live shop without Stripe keys). */
  card: CardGateway | null;
  /** Null when PayPal is off (a live shop without PayPal keys). */
  paypal: PayPalGateway | null;
  /** Stripe's webhook events, when the shop has a signing secret (STRIPE_WEBHOOK_SECRET); unset is off. */
  stripeEvents?: WebhookVerifier | null;
  /** PayPal's webhook events, when the shop has its webhook's id (PAYPAL_WEBHOOK_ID); unset is off. */
  paypalEvents?: WebhookVerifier | null;
  /** Public values the browser needs (Stripe publishable key, PayPal client id); null in test mode or when off. */
  publicConfig: { stripePublishableKey: string | null; paypalClientId: string | null };
}

/** A provider could not be reached or answered unexpectedly (maps to 502). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
