import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../tests/helpers/fake-server.ts';
import { PayPalRestGateway } from './paypal.ts';

let tokens = 0;
let server: Awaited<ReturnType<typeof fakeServer>>;
const orders: Record<string, unknown> = {
  PAID1: {
    id: 'PAID1',
    status: 'COMPLETED',
    purchase_units: [
      {
        custom_id: 'key-123',
        amount: { currency_code: 'AUD', value: '123.45' },
        payments: { captures: [{ status: 'COMPLETED', amount: { currency_code: 'AUD', value: '123.45' } }] },
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
