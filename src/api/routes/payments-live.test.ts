/**
 * A live shop with keys for one payment method only (PAYMENTS_MODE=live): the other method is off,
 * never faked by the test gateway. Through the real HTTP server.
 */
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripe } from '../../../tests/helpers/fake-stripe.ts';
import { address, newKey } from '../../../tests/helpers/orders.ts';
import { testDeps } from '../../../tests/helpers/test-app.ts';
import { testDatabase } from '../../../tests/helpers/test-db.ts';
import { closeGracefully, startHttpServer } from '../../host/http-server.ts';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { gatewaysFromEnv } from '../payments/gateways.ts';
import type { MailMessage } from '../services/mailer.ts';

let database: Database;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
const shops: { server: Server; base: string; mail: MailMessage[] }[] = [];
let stripeShop: (typeof shops)[number];
let paypalShop: (typeof shops)[number];

async function startShop(env: NodeJS.ProcessEnv) {
  const { deps, mail } = testDeps(database, { gateways: gatewaysFromEnv({ PAYMENTS_MODE: 'live', ...env }) });
  const app = createApp(deps);
  const { server, port } = await startHttpServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  const shop = { server, base: `http://127.0.0.1:${port}/api`, mail };
  shops.push(shop);
  return shop;
}

beforeAll(async () => {
  database = await testDatabase();
  stripe = await fakeStripe();
  stripeShop = await startShop({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_API_BASE: stripe.url,
  });
  // Nothing listens at PayPal's address: the shop must not need it to refuse cards.
  paypalShop = await startShop({
    PAYPAL_CLIENT_ID: 'paypal-client',
    PAYPAL_CLIENT_SECRET: 'paypal-secret',
    PAYPAL_API_BASE: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  for (const shop of shops) await closeGracefully(shop.server, 100);
  await stripe?.close();
  await database?.close();
});

const call = async (base: string, method: string, path: string, body?: unknown, key?: string) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...(key && { 'Idempotency-Key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers loosely
  return { status: res.status, body: (await res.json()) as any };
};

async function products(): Promise<ApiProduct[]> {
  return (await call(stripeShop.base, 'GET', '/catalogue/products?limit=2')).body.data;
}

const orderBody = (items: ApiProduct[], payment: Record<string, string>) => ({
  ...address,
  products: items.map((p) => ({ id: p.id, quantity: 2 })),
  ...payment,
});

describe('a live shop with Stripe keys and no PayPal keys', () => {
  it('tells the storefront PayPal is off', async () => {
    expect((await call(stripeShop.base, 'GET', '/payment-config')).body).toEqual({
      mode: 'live',
      card: { provider: 'stripe', publishable_key: 'pk_test_123' },
      paypal: { provider: 'off' },
    });
    expect(await call(stripeShop.base, 'GET', '/encrypted-paypal-keys')).toEqual({
      status: 404,
      body: { message: 'PayPal payments are not available in this shop.' },
    });
  });

  it('has no test gateway: its PayPal and 3-D Secure stand-ins answer 404', async () => {
    const k = newKey();
    const created = await call(stripeShop.base, 'POST', '/test-gateway/paypal/orders', {
      amount: '833.40',
      currency: 'AUD',
      custom_id: k,
    });
    expect(created.status).toBe(404);
    expect((await call(stripeShop.base, 'POST', '/test-gateway/paypal/orders/PAYPAL_X/capture')).status).toBe(
      404,
    );
    expect(
      (
        await call(stripeShop.base, 'POST', '/test-gateway/payment-intents/pi_1/authenticate', {
          result: 'complete',
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a PayPal order with 422 and a clear message: no order, no email', async () => {
    const k = newKey();
    const placed = await call(
      stripeShop.base,
      'POST',
      '/place-order',
      orderBody(await products(), { payment_method: 'PayPal', payment_intent_id: 'PAYPAL_TEST_ANY' }),
      k,
    );
    expect(placed.status).toBe(422);
    expect(placed.body.message).toBe(
      'PayPal payments are not available in this shop. Please choose another payment method.',
    );
    expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, k))).toEqual([]);
    expect(stripeShop.mail).toEqual([]);
  });

  it('still takes cards through Stripe', async () => {
    const placed = await call(
      stripeShop.base,
      'POST',
      '/place-order',
      orderBody(await products(), { payment_method: 'Stripe', stripePaymentMethodId: 'pm_card_visa' }),
      newKey(),
    );
    expect(placed.status).toBe(200);
    expect(placed.body.order.payment_status).toBe('completed');
  });
});

describe('a live shop with PayPal keys and no Stripe keys', () => {
  it('tells the storefront cards are off, and refuses a card order with 422: no order, no charge', async () => {
    expect((await call(paypalShop.base, 'GET', '/payment-config')).body).toEqual({
      mode: 'live',
      card: { provider: 'off' },
      paypal: { provider: 'paypal' },
    });
    const k = newKey();
    const placed = await call(
      paypalShop.base,
      'POST',
      '/place-order',
      orderBody(await products(), { payment_method: 'Stripe', stripePaymentMethodId: 'pm_card_visa' }),
      k,
    );
    expect(placed.status).toBe(422);
    expect(placed.body.message).toBe(
      'Card payments are not available in this shop. Please choose another payment method.',
    );
    expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, k))).toEqual([]);
    expect(paypalShop.mail).toEqual([]);
    expect(
      (
        await call(paypalShop.base, 'POST', '/test-gateway/payment-intents/pi_1/authenticate', {
          result: 'complete',
        })
      ).status,
    ).toBe(404);
  });
});
