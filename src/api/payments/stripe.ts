/**
 * Stripe card payments over its HTTP API: creates and confirms a PaymentIntent for the server's
 * amount (with Stripe's own idempotency key), and reads one back after 3-D Secure.
 */
import { type CardGateway, type CardPayment, PaymentProviderError } from './types.ts';

interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret?: string;
  metadata?: Record<string, string>;
  last_payment_error?: { message?: string } | null;
}

function toPayment(pi: StripeIntent): CardPayment {
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
    clientSecret: status === 'requires_action' ? pi.client_secret : undefined,
    message: status === 'failed' ? (pi.last_payment_error?.message ?? 'Your card was declined.') : undefined,
  };
}

export class StripeGateway implements CardGateway {
  readonly provider = 'stripe' as const;
  private readonly secretKey: string;
  private readonly apiBase: string;

  constructor(secretKey: string, apiBase = 'https://api.stripe.com') {
    this.secretKey = secretKey;
    this.apiBase = apiBase.replace(/\/+$/, '');
  }

  private async call(method: 'GET' | 'POST', path: string, form?: URLSearchParams, idempotencyKey?: string) {
    let response: Response;
    try {
      response = await fetch(`${this.apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as
      | (StripeIntent & { error?: { type?: string; message?: string; payment_intent?: StripeIntent } })
      | null;
    if (!body) throw new PaymentProviderError(`Stripe answered HTTP ${response.status} without JSON`);
    return { status: response.status, body };
  }

  async charge(input: Parameters<CardGateway['charge']>[0]): Promise<CardPayment> {
    const form = new URLSearchParams({
      amount: String(input.amountCents),
      currency: input.currency,
      payment_method: input.paymentMethodId,
      'payment_method_types[]': 'card',
      confirm: 'true',
      use_stripe_sdk: 'true',
      'metadata[order_ref]': input.orderRef,
      description: `Order ${input.orderRef}`,
    });
    const { status, body } = await this.call('POST', '/v1/payment_intents', form, input.idempotencyKey);
    if (body.error) {
      // A declined card is a 402 card_error carrying the PaymentIntent.
      if (body.error.type === 'card_error') {
        const pi = body.error.payment_intent;
        return {
          id: pi?.id ?? '',
          status: 'failed',
          amountCents: pi?.amount ?? input.amountCents,
          currency: pi?.currency ?? input.currency,
          orderRef: input.orderRef,
          message: body.error.message ?? 'Your card was declined.',
        };
      }
      throw new PaymentProviderError(
        `Stripe refused the payment (HTTP ${status}): ${body.error.message ?? 'unknown error'}`,
      );
    }
    return toPayment(body);
  }

  /** Stripe's search: eventually consistent (about a minute), which the recovery sweep's age allows for. */
  async findByOrderRef(orderRef: string): Promise<CardPayment | null> {
    const query = new URLSearchParams({
      query: `metadata['order_ref']:'${orderRef.replace(/[^\w-]/g, '')}'`,
    });
    const { status, body } = await this.call('GET', `/v1/payment_intents/search?${query}`);
    const list = body as unknown as { data?: StripeIntent[]; error?: { message?: string } };
    if (list.error || !Array.isArray(list.data))
      throw new PaymentProviderError(`Stripe search failed (HTTP ${status}): ${list.error?.message ?? ''}`);
    // The newest attempt speaks for the order; a succeeded one wins over any other.
    const intents = list.data;
    const chosen = intents.find((pi) => pi.status === 'succeeded') ?? intents[0];
    return chosen ? toPayment(chosen) : null;
  }

  async retrieve(id: string): Promise<CardPayment> {
    const { status, body } = await this.call('GET', `/v1/payment_intents/${encodeURIComponent(id)}`);
    if (body.error) throw new PaymentProviderError(`Stripe could not find ${id} (HTTP ${status})`);
    return toPayment(body);
  }
}
