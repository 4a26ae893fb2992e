/** PayPal orders over the REST API (OAuth client credentials, then GET /v2/checkout/orders/{id}). */
import { parseMoney } from '../../lib/money.ts';
import { PaymentProviderError, type PayPalGateway, type PayPalOrder } from './types.ts';

interface PayPalOrderBody {
  id: string;
  status: string;
  purchase_units?: {
    custom_id?: string;
    amount?: { currency_code?: string; value?: string };
    payments?: { captures?: { status?: string; amount?: { currency_code?: string; value?: string } }[] };
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

  async getOrder(id: string): Promise<PayPalOrder | null> {
    const response = await fetch(`${this.apiBase}/v2/checkout/orders/${encodeURIComponent(id)}`, {
      headers: { Authorization: `Bearer ${await this.accessToken()}` },
      signal: AbortSignal.timeout(20_000),
    }).catch((error: Error) => {
      throw new PaymentProviderError(`PayPal could not be reached: ${error.message}`);
    });
    if (response.status === 404) return null;
    if (!response.ok)
      throw new PaymentProviderError(`PayPal answered HTTP ${response.status} for order ${id}`);
    const body = (await response.json()) as PayPalOrderBody;
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
}
