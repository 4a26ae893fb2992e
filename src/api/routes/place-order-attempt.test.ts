/**
 * GET /api/place-order/attempt through the HTTP server: what became of an order attempt, by its
 * Idempotency-Key, without sending the order again (nothing is charged or written by asking).
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, newKey, place, signIn, someProducts } from '../../../tests/helpers/orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { closeGracefully, startHttpServer } from '../../host/http-server.ts';
import { DEMO_CUSTOMER } from '../seed/seed.ts';

const t = setupTestApp();
let server: Server;
let base = '';

beforeAll(async () => {
  const started = await startHttpServer({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  server = started.server;
  base = `http://127.0.0.1:${started.port}`;
});
afterAll(() => closeGracefully(server, 100));

async function ask(key: string | null, token?: string) {
  const res = await fetch(`${base}/api/place-order/attempt`, {
    headers: {
      ...(key !== null ? { 'Idempotency-Key': key } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('what became of an order attempt', () => {
  it("tells a guest's paid order by its key: number, total and state, and charges nothing", async () => {
    const k = newKey();
    const placed = await place(t, cardOrder(await someProducts(t, 1)), k);
    expect(placed.status).toBe(200);
    const charges = t.deps.gateways.test!.charges;
    const answer = await ask(k);
    expect(answer).toEqual({
      status: 200,
      body: {
        order: {
          invoice_number: placed.body.order!.invoice_number,
          grand_total: (placed.body.order as unknown as { grand_total: string }).grand_total,
          payment_status: 'completed',
        },
      },
    });
    expect(t.deps.gateways.test!.charges).toBe(charges);
  });

  it('says a declined attempt failed', async () => {
    const k = newKey();
    const products = await someProducts(t, 1);
    expect(
      (await place(t, cardOrder(products, { stripePaymentMethodId: 'pm_card_chargeDeclined' }), k)).status,
    ).toBe(402);
    expect((await ask(k)).body).toMatchObject({ order: { payment_status: 'failed' } });
  });

  it('answers 404 for a key no order was placed with', async () => {
    expect(await ask(newKey())).toEqual({
      status: 404,
      body: { message: 'No order was placed with this Idempotency-Key.' },
    });
  });

  it("tells a member's order only to that member", async () => {
    const token = await signIn(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const k = newKey();
    const placed = await place(t, cardOrder(await someProducts(t, 1)), k, token);
    expect(placed.status).toBe(200);
    expect((await ask(k, token)).body).toMatchObject({
      order: { invoice_number: placed.body.order!.invoice_number, payment_status: 'completed' },
    });
    const guest = await ask(k);
    expect(guest).toEqual({
      status: 403,
      body: { message: 'This order was placed by a signed-in customer: sign in to that account to see it.' },
    });
    expect(JSON.stringify(guest.body)).not.toContain(placed.body.order!.invoice_number);
  });

  it('refuses a missing or malformed key with 400', async () => {
    expect(await ask(null)).toEqual({
      status: 400,
      body: { message: 'The Idempotency-Key header is required.' },
    });
    expect((await ask('short')).status).toBe(400);
    expect((await ask('has spaces in it')).body.message).toBe(
      'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.',
    );
  });
});
