/**
 * Stripe card payments through Stripe's official SDK: creates and confirms a PaymentIntent for the
 * server's amount (with our idempotency key), reads one back after 3-D Secure, and finds the one made
 * for an order by its number for the recovery sweep, cancels one that is still waiting, and refunds
 * part or all of a payment.
 */
import Stripe from 'stripe';
import {
  type CardGateway,
  type CardPayment,
  PaymentProviderError,
  type ProviderEvent,
  type ProviderRefund,
  type RefundInput,
  UnsupportedEvent,
  type WebhookVerifier,
} from './types.ts';

/** Just the fields the adapter reads, so a declined card's raw PaymentIntent fits too. */
type Intent = Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'currency'> & {
  client_secret?: string | null;
  metadata?: Record<string, string>;
  last_payment_error?: { message?: string } | null;
};

function toPayment(pi: Intent): CardPayment {
  const status: CardPayment['status'] =
    pi.status === 'succeeded'
      ? 'succeeded'
      : pi.status === 'requires_action'
        ? 'requires_action'
        : pi.status === 'processing'
          ? 'processing'
          : 'failed';
  return {
    id: pi.id,
    status,
    amountCents: pi.amount,
    currency: pi.currency,
    orderRef: pi.metadata?.order_ref ?? '',
    clientSecret: status === 'requires_action' ? (pi.client_secret ?? undefined) : undefined,
    ...(pi.client_secret ? { secret: pi.client_secret } : {}),
    ...(pi.status === 'canceled' ? { cancelled: true } : {}),
    message:
      status !== 'failed'
        ? undefined
        : // Cancelled after a decline (our ending of the attempt) still says why it was declined.
          (pi.last_payment_error?.message ??
          (pi.status === 'canceled' ? 'The payment was cancelled.' : 'Your card was declined.')),
  };
}

/**
 * The SDK's connection options from STRIPE_API_BASE (scheme, host and port; Stripe's paths are the
 * SDK's own), e.g. http://127.0.0.1:12111 for a local fake.
 */
export function connectionFromBase(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443) };
}

/** Any failure other than a declined card: Stripe could not be reached or refused the call. */
function providerError(error: unknown, what: string): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new PaymentProviderError(`Stripe could not be reached: ${error.message}`);
  if (error instanceof Stripe.errors.StripeError)
    return new PaymentProviderError(
      `Stripe refused ${what} (HTTP ${error.statusCode ?? '?'}): ${error.message}`,
    );
  return new PaymentProviderError(`Stripe failed ${what}: ${(error as Error).message}`);
}

/**
 * Stripe's webhook deliveries checked with the endpoint's signing secret (whsec_…) by the SDK: the
 * Stripe-Signature header's HMAC over the timestamp and the body, within 5 minutes of now (so an old
 * delivery replayed later is refused too).
 */
export class StripeEvents implements WebhookVerifier {
  private readonly stripe: Stripe;
  private readonly secret: string;
  private readonly toleranceSeconds: number;

  constructor(secret: string, toleranceSeconds = 300) {
    this.secret = secret;
    this.toleranceSeconds = toleranceSeconds;
    // Only the webhook helpers are used: no API key is ever sent with them.
    this.stripe = new Stripe('sk_webhooks_only');
  }

  async verify(payload: string, header: (name: string) => string | undefined): Promise<ProviderEvent | null> {
    const signature = header('Stripe-Signature') ?? '';
    try {
      const event = (await this.stripe.webhooks.constructEventAsync(
        payload,
        signature,
        this.secret,
        this.toleranceSeconds,
      )) as Partial<Stripe.Event>;
      const object = event.data?.object as unknown;
      if (typeof event.id !== 'string' || !event.id || typeof event.type !== 'string')
        throw new UnsupportedEvent('The event has no id or type.');
      if (typeof object !== 'object' || object === null || Array.isArray(object))
        throw new UnsupportedEvent('The event has no object it is about.');
      return { id: event.id, type: event.type, object: object as Record<string, unknown> };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
      if (error instanceof UnsupportedEvent) throw error;
      // Signed, but not a snapshot event this endpoint reads (a v2 "thin" event, a body that is not JSON).
      throw new UnsupportedEvent(`Not an event this endpoint takes: ${(error as Error).message}`);
    }
  }
}

export class StripeGateway implements CardGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(secretKey: string, apiBase?: string, options: { maxNetworkRetries?: number } = {}) {
    this.stripe = new Stripe(secretKey, {
      // An unset or empty STRIPE_API_BASE is Stripe itself.
      ...connectionFromBase(apiBase || 'https://api.stripe.com'),
      // A hung call ends well within a shopper's patience; the SDK's retries reuse our idempotency key.
      timeout: 20_000,
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
    });
  }

  async charge(input: Parameters<CardGateway['charge']>[0]): Promise<CardPayment> {
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          // The Payment Element's ConfirmationToken carries the method and its return address;
          // a PaymentMethod id (the card form's, the API's) is used as it is.
          ...(input.paymentMethodId.startsWith('ctoken_')
            ? { confirmation_token: input.paymentMethodId }
            : { payment_method: input.paymentMethodId, return_url: input.returnUrl }),
          // Only the method the shopper chose and the server checked against its limits.
          allowed_payment_method_types: [input.methodType],
          confirm: true,
          use_stripe_sdk: true,
          ...(input.shipping
            ? {
                shipping: {
                  name: input.shipping.name,
                  phone: input.shipping.phone,
                  address: {
                    line1: input.shipping.line1,
                    city: input.shipping.city,
                    state: input.shipping.state,
                    postal_code: input.shipping.postalCode,
                    country: 'AU',
                  },
                },
              }
            : {}),
          metadata: { order_ref: input.orderRef },
          description: `Order ${input.orderRef}`,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toPayment(pi);
    } catch (error) {
      // A declined card is a 402 card_error carrying the PaymentIntent.
      if (error instanceof Stripe.errors.StripeCardError) {
        const pi = error.payment_intent as Intent | undefined;
        return {
          id: pi?.id ?? '',
          status: 'failed',
          amountCents: pi?.amount ?? input.amountCents,
          currency: pi?.currency ?? input.currency,
          orderRef: input.orderRef,
          message: error.message || 'Your card was declined.',
        };
      }
      // The method itself refused (a type the PaymentIntent does not allow, or one the account has
      // not turned on): the attempt fails with Stripe's reason, nothing was charged.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        ['payment_method', 'confirmation_token', 'allowed_payment_method_types'].includes(error.param ?? '')
      )
        return {
          id: '',
          status: 'failed',
          amountCents: input.amountCents,
          currency: input.currency,
          orderRef: input.orderRef,
          message: error.message,
        };
      throw providerError(error, 'the payment');
    }
  }

  /** Stripe's search: eventually consistent (about a minute), which the recovery sweep's age allows for. */
  async findByOrderRef(orderRef: string): Promise<CardPayment | null> {
    let intents: Intent[];
    try {
      const result = await this.stripe.paymentIntents.search({
        query: `metadata['order_ref']:'${orderRef.replace(/[^\w-]/g, '')}'`,
      });
      intents = result.data;
    } catch (error) {
      throw providerError(error, 'the search');
    }
    // The newest attempt speaks for the order; a succeeded one wins over any other.
    const chosen = intents.find((pi) => pi.status === 'succeeded') ?? intents[0];
    return chosen ? toPayment(chosen) : null;
  }

  async retrieve(id: string): Promise<CardPayment> {
    try {
      return toPayment(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      throw providerError(error, `to show ${id}`);
    }
  }

  /**
   * POST /v1/payment_intents/{id}/cancel. Stripe refuses (400) to cancel one that succeeded or was
   * cancelled already: that one is read back as it is, so the caller sees which.
   */
  async cancel(id: string): Promise<CardPayment> {
    try {
      return toPayment(await this.stripe.paymentIntents.cancel(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieve(id);
      throw providerError(error, `to cancel ${id}`);
    }
  }

  /**
   * POST /v1/refunds for the PaymentIntent with our idempotency key (a repeat is Stripe's first answer).
   * Stripe refusing the refund itself (400/402: more than is left, a disputed charge) is a failed refund
   * with Stripe's message; anything else (unreachable, wrong key) is a provider error.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.paymentRef, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      const failed = refund.status === 'failed' || refund.status === 'canceled';
      return {
        id: refund.id,
        // A card refund Stripe has accepted but not finished (pending, requires_action) is under way.
        status: failed ? 'failed' : refund.status === 'succeeded' ? 'succeeded' : 'pending',
        amountCents: refund.amount,
        message: failed
          ? `Stripe could not refund the payment (${refund.failure_reason ?? refund.status}).`
          : undefined,
      };
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeCardError
      )
        return { id: '', status: 'failed', amountCents: input.amountCents, message: error.message };
      throw providerError(error, 'the refund');
    }
  }
}
