/**
 * A fake of Stripe's PaymentIntents API on 127.0.0.1, as the official SDK calls it (form-encoded
 * bodies with bracketed keys such as `metadata[order_ref]` and `allowed_payment_method_types[0]`):
 * idempotency keys, declines (402 card_error), 3-D Secure, retrieval and search by metadata, and
 * refunds (POST /v1/refunds: idempotent by key, refused above what is left of the PaymentIntent), and
 * cancelling (POST /v1/payment_intents/{id}/cancel: refused once succeeded or cancelled). The Payment
 * Element's flow too: a ConfirmationToken in place of a PaymentMethod, Afterpay and Zip waiting at
 * the provider's page (requires_action, redirect_to_url), and a method of a type the PaymentIntent
 * does not allow refused with a 400.
 * `beforeCharge`/`afterCharge` let a test act at the moment a charge arrives (before it is recorded)
 * or is recorded (before the reply is sent); `requests` keeps what each call sent.
 */
import { fakeServer, json } from './fake-server.ts';

export type Intent = Record<string, unknown> & {
  id: string;
  status: string;
  metadata: { order_ref: string };
};

export interface FakeStripeOptions {
  secretKey?: string;
  /** Runs when a new charge arrives; return false to drop the connection without charging. */
  beforeCharge?: (form: URLSearchParams) => boolean | Promise<boolean>;
  /** Runs after a new charge is recorded; return false to drop the connection instead of replying. */
  afterCharge?: (intent: Intent) => boolean | Promise<boolean>;
}

/** One call as the fake received it. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: URLSearchParams;
}

export async function fakeStripe(options: FakeStripeOptions = {}) {
  const secret = options.secretKey ?? 'sk_test_123';
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, string>();
  const state = { created: 0, refunds: 0 };
  const refunds = new Map<
    string,
    Record<string, unknown> & { id: string; amount: number; payment_intent: string }
  >();
  const refundsByKey = new Map<string, string>();
  const requests: StripeRequest[] = [];
  const server = await fakeServer(async (req, res) => {
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      form: new URLSearchParams(req.body),
    });
    if (req.headers.authorization !== `Bearer ${secret}`)
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      const key = String(req.headers['idempotency-key']);
      if (byKey.has(key)) return json(res, 200, intents.get(byKey.get(key)!));
      const form = new URLSearchParams(req.body);
      if (options.beforeCharge && !(await options.beforeCharge(form))) return res.destroy();
      // The Payment Element's ConfirmationToken stands for a PaymentMethod of its type:
      // ctoken_card_visa, ctoken_afterpay_clearpay, ctoken_zip (the test ids name them).
      const token = form.get('confirmation_token');
      const pm = token ? `pm_${token.slice('ctoken_'.length)}` : form.get('payment_method');
      const type = /^pm_(afterpay_clearpay|zip)/.exec(pm ?? '')?.[1] ?? 'card';
      const allowed = form.get('allowed_payment_method_types[0]') ?? 'card';
      if (type !== allowed)
        return json(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_invalid_parameter',
            param: token ? 'confirmation_token' : 'payment_method',
            message: `The provided PaymentMethod of type ${type} is not allowed by allowed_payment_method_types.`,
          },
        });
      state.created++;
      const id = `pi_${state.created}`;
      const base = {
        id,
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        metadata: { order_ref: form.get('metadata[order_ref]') ?? '' },
        client_secret: `${id}_secret_x`,
        payment_method_types: [type],
      };
      const declined = pm === 'pm_card_chargeDeclined';
      const pi: Intent = declined
        ? {
            ...base,
            status: 'requires_payment_method',
            last_payment_error: { message: 'Your card was declined.' },
          }
        : pm === 'pm_card_authenticationRequired'
          ? { ...base, status: 'requires_action' }
          : type !== 'card'
            ? {
                ...base,
                status: 'requires_action',
                next_action: {
                  type: 'redirect_to_url',
                  redirect_to_url: { url: `https://pay.example/${id}` },
                },
              }
            : { ...base, status: 'succeeded' };
      intents.set(id, pi);
      byKey.set(key, id);
      if (options.afterCharge && !(await options.afterCharge(pi))) return res.destroy();
      if (declined)
        return json(res, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: pi,
          },
        });
      return json(res, 200, pi);
    }
    if (req.method === 'POST' && req.url === '/v1/refunds') {
      const key = String(req.headers['idempotency-key']);
      if (refundsByKey.has(key)) return json(res, 200, refunds.get(refundsByKey.get(key)!));
      const form = new URLSearchParams(req.body);
      const piId = form.get('payment_intent') ?? '';
      const pi = intents.get(piId);
      if (!pi)
        return json(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${piId}'`,
          },
        });
      const paid = Number(pi.amount);
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_intent === piId)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = form.has('amount') ? Number(form.get('amount')) : paid - refunded;
      if (pi.status !== 'succeeded' || amount > paid - refunded)
        return json(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: pi.status !== 'succeeded' ? 'charge_not_refundable' : 'amount_too_large',
            message:
              pi.status !== 'succeeded'
                ? 'This PaymentIntent does not have a successful charge to refund.'
                : `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((paid - refunded) / 100).toFixed(2)})`,
          },
        });
      state.refunds++;
      const refund = {
        id: `re_${state.refunds}`,
        object: 'refund',
        amount,
        currency: pi.currency,
        payment_intent: piId,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      refundsByKey.set(key, refund.id);
      return json(res, 200, refund);
    }
    if (req.method === 'GET' && req.url?.startsWith('/v1/payment_intents/search?')) {
      const query = new URL(req.url, 'http://x').searchParams.get('query') ?? '';
      const ref = /^metadata\['order_ref'\]:'([\w-]+)'$/.exec(query)?.[1];
      if (!ref) return json(res, 400, { error: { type: 'invalid_request_error', message: 'Bad query' } });
      const data = [...intents.values()].filter((pi) => pi.metadata.order_ref === ref);
      return json(res, 200, { object: 'search_result', data });
    }
    const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(req.url ?? '');
    if (req.method === 'POST' && cancel) {
      const pi = intents.get(cancel[1]!);
      if (!pi)
        return json(res, 404, {
          error: { type: 'invalid_request_error', message: 'No such payment_intent' },
        });
      if (pi.status === 'succeeded' || pi.status === 'canceled')
        return json(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
          },
        });
      pi.status = 'canceled';
      return json(res, 200, pi);
    }
    const match = /^\/v1\/payment_intents\/(\w+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && match && intents.has(match[1]!))
      return json(res, 200, intents.get(match[1]!));
    json(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
  });
  return { ...server, intents, refunds, state, requests };
}
