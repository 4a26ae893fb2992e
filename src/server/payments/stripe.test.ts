import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../tests/helpers/fake-server.ts';
import { StripeGateway } from './stripe.ts';

/** A fake of Stripe's PaymentIntents API: idempotency keys, declines (402 card_error) and 3-D Secure. */
const intents = new Map<string, Record<string, unknown>>();
const byKey = new Map<string, string>();
let created = 0;
let server: Awaited<ReturnType<typeof fakeServer>>;

beforeAll(async () => {
  server = await fakeServer((req, res) => {
    if (req.headers.authorization !== 'Bearer sk_test_123')
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      const key = String(req.headers['idempotency-key']);
      if (byKey.has(key)) return json(res, 200, intents.get(byKey.get(key)!));
      const form = new URLSearchParams(req.body);
      created++;
      const id = `pi_${created}`;
      const pm = form.get('payment_method');
      const base = {
        id,
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        metadata: { order_ref: form.get('metadata[order_ref]') },
      };
      if (pm === 'pm_card_chargeDeclined') {
        const pi = {
          ...base,
          status: 'requires_payment_method',
          last_payment_error: { message: 'Your card was declined.' },
        };
        intents.set(id, pi);
        byKey.set(key, id);
        return json(res, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: pi,
          },
        });
      }
      const pi =
        pm === 'pm_card_authenticationRequired'
          ? { ...base, status: 'requires_action', client_secret: `${id}_secret_x` }
          : { ...base, status: 'succeeded' };
      intents.set(id, pi);
      byKey.set(key, id);
      return json(res, 200, pi);
    }
    const match = /^\/v1\/payment_intents\/(\w+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && match && intents.has(match[1]!))
      return json(res, 200, intents.get(match[1]!));
    json(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
  });
});
afterAll(() => server.close());

const charge = (gateway: StripeGateway, paymentMethodId: string, idempotencyKey: string) =>
  gateway.charge({
    amountCents: 12345,
    currency: 'aud',
    paymentMethodId,
    orderRef: 'SCTEST',
    idempotencyKey,
  });

describe('Stripe adapter against a fake Stripe API', () => {
  it('creates and confirms a PaymentIntent for the amount in AUD, once per idempotency key', async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    const payment = await charge(gateway, 'pm_card_visa', 'key-1');
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountCents: 12345,
      currency: 'aud',
      orderRef: 'SCTEST',
    });
    const before = created;
    expect((await charge(gateway, 'pm_card_visa', 'key-1')).id).toBe(payment.id);
    expect(created).toBe(before);
  });

  it("reports a decline with Stripe's message, and 3-D Secure with the client secret", async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    expect(await charge(gateway, 'pm_card_chargeDeclined', 'key-2')).toMatchObject({
      status: 'failed',
      message: 'Your card was declined.',
    });
    const action = await charge(gateway, 'pm_card_authenticationRequired', 'key-3');
    expect(action).toMatchObject({ status: 'requires_action', clientSecret: `${action.id}_secret_x` });
    intents.set(action.id, { ...intents.get(action.id), status: 'succeeded' });
    expect(await gateway.retrieve(action.id)).toMatchObject({ status: 'succeeded', amountCents: 12345 });
  });

  it('turns a refused key or an unreachable Stripe into a provider error', async () => {
    await expect(charge(new StripeGateway('sk_wrong', server.url), 'pm_card_visa', 'key-4')).rejects.toThrow(
      /Stripe refused/,
    );
    await expect(
      charge(new StripeGateway('sk_test_123', 'http://127.0.0.1:1'), 'pm_card_visa', 'key-5'),
    ).rejects.toThrow(/could not be reached/);
  });
});
