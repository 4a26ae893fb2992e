import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../tests/helpers/fake-server.ts';
import { PayPalRestGateway } from './paypal.ts';

let tokens = 0;
/** Refunds the fake made, by PayPal-Request-Id; what each refund call sent. */
const refunds = new Map<
  string,
  { id: string; status: string; amount: { currency_code: string; value: string } }
>();
const refundCalls: { url: string; requestId: unknown; body: unknown }[] = [];
const captured: Record<string, number> = { CAP1: 12345 };
let server: Awaited<ReturnType<typeof fakeServer>>;
const orders: Record<string, unknown> = {
  PAID1: {
    id: 'PAID1',
    status: 'COMPLETED',
    purchase_units: [
      {
        custom_id: 'key-123',
        amount: { currency_code: 'AUD', value: '123.45' },
        payments: {
          captures: [{ id: 'CAP1', status: 'COMPLETED', amount: { currency_code: 'AUD', value: '123.45' } }],
        },
      },
    ],
  },
  BROKEN1: {
    id: 'BROKEN1',
    status: 'COMPLETED',
    purchase_units: [
      {
        custom_id: 'key-7',
        payments: {
          captures: [{ id: 'BROKEN', status: 'COMPLETED', amount: { currency_code: 'AUD', value: '1.00' } }],
        },
      },
    ],
  },
  APPROVED1: {
    id: 'APPROVED1',
    status: 'APPROVED',
    purchase_units: [{ custom_id: 'key-9', amount: { currency_code: 'AUD', value: '10.00' } }],
  },
};

beforeAll(async () => {
  server = await fakeServer((req, res) => {
    if (req.url === '/v1/oauth2/token') {
      const basic = Buffer.from('client:secret').toString('base64');
      if (req.headers.authorization !== `Basic ${basic}` || req.body !== 'grant_type=client_credentials')
        return json(res, 401, { error: 'invalid_client' });
      tokens++;
      return json(res, 200, { access_token: 'A21AA', expires_in: 32400 });
    }
    if (req.headers.authorization !== 'Bearer A21AA') return json(res, 401, {});
    const capture = /^\/v2\/payments\/captures\/(\w+)\/refund$/.exec(req.url ?? '')?.[1];
    if (req.method === 'POST' && capture) {
      const requestId = String(req.headers['paypal-request-id']);
      refundCalls.push({ url: req.url!, requestId, body: JSON.parse(req.body) });
      if (capture === 'BROKEN') return json(res, 500, { name: 'INTERNAL_SERVER_ERROR' });
      const earlier = refunds.get(requestId);
      if (earlier) return json(res, 201, earlier);
      const { amount } = JSON.parse(req.body) as { amount: { value: string; currency_code: string } };
      const cents = Math.round(Number(amount.value) * 100);
      const done = [...refunds.values()].reduce(
        (sum, r) => sum + Math.round(Number(r.amount.value) * 100),
        0,
      );
      if (cents > (captured[capture] ?? 0) - done)
        return json(res, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [
            {
              issue: 'REFUND_AMOUNT_EXCEEDED',
              description:
                'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
            },
          ],
        });
      const refund = { id: `REF${refunds.size + 1}`, status: 'COMPLETED', amount };
      refunds.set(requestId, refund);
      return json(res, 201, refund);
    }
    const id = /^\/v2\/checkout\/orders\/(\w+)$/.exec(req.url ?? '')?.[1];
    if (id && orders[id]) return json(res, 200, orders[id]);
    json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  });
});
afterAll(() => server.close());

describe('PayPal adapter against a fake PayPal API', () => {
  it('reads a captured order: status, currency, amount in cents and our reference; one token for many calls', async () => {
    const gateway = new PayPalRestGateway('client', 'secret', server.url);
    expect(await gateway.getOrder('PAID1')).toEqual({
      id: 'PAID1',
      status: 'COMPLETED',
      currency: 'AUD',
      amountCents: 12345,
      customId: 'key-123',
    });
    expect((await gateway.getOrder('APPROVED1'))?.status).toBe('APPROVED');
    expect(tokens).toBe(1);
  });

  it('answers null for an unknown order and fails on bad credentials', async () => {
    expect(await new PayPalRestGateway('client', 'secret', server.url).getOrder('NOPE')).toBeNull();
    await expect(new PayPalRestGateway('client', 'wrong', server.url).getOrder('PAID1')).rejects.toThrow(
      /refused the credentials/,
    );
  });
});

describe('PayPal refunds against the fake', () => {
  it("refunds part of the order's capture in AUD with PayPal-Request-Id, once per id", async () => {
    const gateway = new PayPalRestGateway('client', 'secret', server.url);
    const refund = await gateway.refund({
      paymentRef: 'PAID1',
      amountCents: 2345,
      idempotencyKey: 'refund-1',
    });
    expect(refund).toEqual({ id: 'REF1', status: 'succeeded', amountCents: 2345, message: undefined });
    expect(refundCalls.at(-1)).toEqual({
      url: '/v2/payments/captures/CAP1/refund',
      requestId: 'refund-1',
      body: { amount: { value: '23.45', currency_code: 'AUD' } },
    });
    expect(
      await gateway.refund({ paymentRef: 'PAID1', amountCents: 2345, idempotencyKey: 'refund-1' }),
    ).toMatchObject({ id: 'REF1', status: 'succeeded' });
    expect(refunds.size).toBe(1);
  });

  it("reports PayPal's refusal as a failed refund with its words, and a server error as a provider error", async () => {
    const gateway = new PayPalRestGateway('client', 'secret', server.url);
    expect(
      await gateway.refund({ paymentRef: 'PAID1', amountCents: 10_001, idempotencyKey: 'refund-2' }),
    ).toMatchObject({ status: 'failed', message: expect.stringMatching(/not yet been refunded/) });
    expect(
      await gateway.refund({ paymentRef: 'APPROVED1', amountCents: 100, idempotencyKey: 'refund-3' }),
    ).toMatchObject({ status: 'failed', message: expect.stringMatching(/no capture/) });
    expect(
      await gateway.refund({ paymentRef: 'NOPE', amountCents: 100, idempotencyKey: 'refund-4' }),
    ).toMatchObject({ status: 'failed' });
    await expect(
      gateway.refund({ paymentRef: 'BROKEN1', amountCents: 100, idempotencyKey: 'refund-5' }),
    ).rejects.toThrow(/HTTP 500/);
    await expect(
      new PayPalRestGateway('client', 'secret', 'http://127.0.0.1:1').refund({
        paymentRef: 'PAID1',
        amountCents: 100,
        idempotencyKey: 'refund-6',
      }),
    ).rejects.toThrow(/could not be reached/);
  });
});
