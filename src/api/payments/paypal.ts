/**
 * PayPal orders over the REST API (OAuth client credentials, then GET /v2/checkout/orders/{id}),
 * refunds of an order's capture (POST /v2/payments/captures/{id}/refund), the order a capture
 * belongs to (GET /v2/payments/captures/{id}), and webhook deliveries checked by PayPal itself
 * (POST /v1/notifications/verify-webhook-signature with the delivery's PAYPAL-* headers).
 */
import { centsToDecimal, parseMoney } from '../../lib/pricing/money.ts';
import {
  PaymentProviderError,
  type PayPalGateway,
  type PayPalOrder,
  type ProviderEvent,
  type ProviderRefund,
  type RefundInput,
  UnsupportedEvent,
  type WebhookVerifier,
} from './types.ts';

/** The headers a PayPal webhook delivery carries its signature in, and the verify call's names for them. */
const SIGNATURE_HEADERS = {
  auth_algo: 'PAYPAL-AUTH-ALGO',
  cert_url: 'PAYPAL-CERT-URL',
  transmission_id: 'PAYPAL-TRANSMISSION-ID',
  transmission_sig: 'PAYPAL-TRANSMISSION-SIG',
  transmission_time: 'PAYPAL-TRANSMISSION-TIME',
} as const;

interface PayPalOrderBody {
  id: string;
  status: string;
  purchase_units?: {
    custom_id?: string;
    amount?: { currency_code?: string; value?: string };
    payments?: {
      captures?: { id?: string; status?: string; amount?: { currency_code?: string; value?: string } }[];
    };
  }[];
}

export class PayPalRestGateway implements PayPalGateway {
  readonly provider = 'paypal' as const;
  private token: { value: string; expiresAt: number } | null = null;
  private readonly clientId: string;
  private readonly secret: string;
  private readonly apiBase: string;

  constructor(clientId: string, secret: string, apiBase = 'https://api-m.paypal.com') {
    this.clientId = clientId;
    this.secret = secret;
    this.apiBase = apiBase.replace(/\/+$/, '');
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const response = await fetch(`${this.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.clientId}:${this.secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    }).catch((error: Error) => {
      throw new PaymentProviderError(`PayPal could not be reached: ${error.message}`);
    });
    const body = (await response.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
    } | null;
    if (!response.ok || !body?.access_token)
      throw new PaymentProviderError(`PayPal refused the credentials (HTTP ${response.status})`);
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
    return body.access_token;
  }

  /** The order as PayPal sends it, or null for one it does not know. */
  private async orderBody(id: string): Promise<PayPalOrderBody | null> {
    const response = await fetch(`${this.apiBase}/v2/checkout/orders/${encodeURIComponent(id)}`, {
      headers: { Authorization: `Bearer ${await this.accessToken()}` },
      signal: AbortSignal.timeout(20_000),
    }).catch((error: Error) => {
      throw new PaymentProviderError(`PayPal could not be reached: ${error.message}`);
    });
    if (response.status === 404) return null;
    if (!response.ok)
      throw new PaymentProviderError(`PayPal answered HTTP ${response.status} for order ${id}`);
    return (await response.json()) as PayPalOrderBody;
  }

  /** A JSON call with the bearer token; a network failure or a 5xx is a provider error. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.apiBase}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await this.accessToken()}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    }).catch((error: Error) => {
      throw new PaymentProviderError(`PayPal could not be reached: ${error.message}`);
    });
    if (response.status >= 500)
      throw new PaymentProviderError(`PayPal answered HTTP ${response.status} for ${path}`);
    return response;
  }

  async orderOfCapture(captureId: string): Promise<string | null> {
    const response = await this.call('GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`);
    if (response.status === 404) return null;
    if (!response.ok)
      throw new PaymentProviderError(`PayPal answered HTTP ${response.status} for capture ${captureId}`);
    const capture = (await response.json()) as {
      supplementary_data?: { related_ids?: { order_id?: string } };
    };
    return capture.supplementary_data?.related_ids?.order_id ?? null;
  }

  /**
   * Webhook deliveries to the shop's webhook (`webhookId`, from PayPal's developer dashboard), each
   * checked by PayPal: null when a signature header is missing or PayPal answers FAILURE.
   */
  events(webhookId: string): WebhookVerifier {
    return {
      verify: async (payload, header): Promise<ProviderEvent | null> => {
        const signature = Object.fromEntries(
          Object.entries(SIGNATURE_HEADERS).map(([field, name]) => [field, header(name) ?? '']),
        );
        if (Object.values(signature).some((value) => !value)) return null;
        let event: { id?: unknown; event_type?: unknown; resource?: unknown };
        try {
          event = JSON.parse(payload) as typeof event;
        } catch {
          return null;
        }
        const response = await this.call('POST', '/v1/notifications/verify-webhook-signature', {
          ...signature,
          webhook_id: webhookId,
          webhook_event: event,
        });
        const answer = (await response.json().catch(() => null)) as { verification_status?: string } | null;
        if (!response.ok || answer?.verification_status !== 'SUCCESS') return null;
        const resource = event.resource;
        if (typeof event.id !== 'string' || typeof event.event_type !== 'string')
          throw new UnsupportedEvent('The event has no id or type.');
        if (typeof resource !== 'object' || resource === null || Array.isArray(resource))
          throw new UnsupportedEvent('The event has no resource it is about.');
        return { id: event.id, type: event.event_type, object: resource as Record<string, unknown> };
      },
    };
  }

  async getOrder(id: string): Promise<PayPalOrder | null> {
    const body = await this.orderBody(id);
    if (!body) return null;
    const unit = body.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    const amount = capture?.amount ?? unit?.amount;
    return {
      id: body.id,
      // An order counts as paid only when PayPal says so for the order and its capture.
      status:
        body.status === 'COMPLETED' && (!capture || capture.status === 'COMPLETED')
          ? 'COMPLETED'
          : body.status,
      currency: amount?.currency_code ?? '',
      amountCents: parseMoney(amount?.value) ?? -1,
      customId: unit?.custom_id ?? '',
    };
  }

  /**
   * Refunds part or all of the order's capture in AUD, once per PayPal-Request-Id (PayPal answers a
   * repeat with the first refund). PayPal refusing it (4xx: more than is left, not captured) is a failed
   * refund with PayPal's words; unreachable or a server error is a provider error.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    const order = await this.orderBody(input.paymentRef);
    const captureId = order?.purchase_units?.[0]?.payments?.captures?.[0]?.id;
    if (!captureId)
      return {
        id: '',
        status: 'failed',
        amountCents: input.amountCents,
        message: order
          ? `PayPal order ${input.paymentRef} has no capture to refund.`
          : `PayPal does not know order ${input.paymentRef}.`,
      };
    const response = await fetch(
      `${this.apiBase}/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await this.accessToken()}`,
          'Content-Type': 'application/json',
          'PayPal-Request-Id': input.idempotencyKey,
          Prefer: 'return=representation',
        },
        body: JSON.stringify({ amount: { value: centsToDecimal(input.amountCents), currency_code: 'AUD' } }),
        signal: AbortSignal.timeout(20_000),
      },
    ).catch((error: Error) => {
      throw new PaymentProviderError(`PayPal could not be reached: ${error.message}`);
    });
    const body = (await response.json().catch(() => null)) as {
      id?: string;
      status?: string;
      amount?: { value?: string };
      message?: string;
      details?: { issue?: string; description?: string }[];
    } | null;
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 401 &&
      response.status !== 429
    ) {
      const detail = body?.details?.[0];
      return {
        id: '',
        status: 'failed',
        amountCents: input.amountCents,
        message:
          detail?.description ?? detail?.issue ?? body?.message ?? `PayPal answered HTTP ${response.status}`,
      };
    }
    if (!response.ok || !body?.id)
      throw new PaymentProviderError(
        `PayPal answered HTTP ${response.status} for the refund of ${input.paymentRef}`,
      );
    const failed = body.status === 'CANCELLED' || body.status === 'FAILED';
    return {
      id: body.id,
      status: failed ? 'failed' : body.status === 'COMPLETED' ? 'succeeded' : 'pending',
      amountCents: parseMoney(body.amount?.value) ?? input.amountCents,
      message: failed ? `PayPal did not complete the refund (${body.status}).` : undefined,
    };
  }
}
