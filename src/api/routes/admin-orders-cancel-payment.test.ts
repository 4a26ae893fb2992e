/**
 * Cancelling an unpaid card order and its payment never both happen: the cancel stops the payment at
 * the provider (or is refused when the customer paid first), and a payment that still arrives for a
 * cancelled order is refunded in full, with no confirmation. Through the real HTTP server; run on
 * PostgreSQL too with DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, newKey, someProducts } from '../../../tests/helpers/orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { closeGracefully, startHttpServer } from '../../host/http-server.ts';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { orderEvents, orders } from '../db/schema/index.ts';
import { type CardGateway, PaymentProviderError } from '../payments/types.ts';
import { recoverStaleOrders } from '../services/order-payment.ts';

const t = setupTestApp();
let server: Server;
let base: string;
let items: ApiProduct[];

beforeAll(async () => {
  const started = await startHttpServer({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  server = started.server;
  base = `http://127.0.0.1:${started.port}/api`;
  items = await someProducts(t, 1);
});
afterAll(() => closeGracefully(server, 100));

const gateway = () => t.deps.gateways.test!;
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined && { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers loosely
  return { status: res.status, body: (await res.json()) as any };
}

/** One shopper's card order, by its Idempotency-Key (the same body every time). */
function shopper(paymentMethodId: string) {
  const key = newKey();
  const email = `cancel.${randomBytes(4).toString('hex')}@example.com`;
  const body = {
    ...address,
    email,
    payment_method: 'Stripe',
    stripePaymentMethodId: paymentMethodId,
    products: items.map((p) => ({ id: p.id, quantity: 3 })),
  };
  return {
    key,
    email,
    place: () => call('POST', '/place-order', body, { 'Idempotency-Key': key }),
    row: async () => (await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key)))[0],
  };
}

const cancel = (invoice: string) =>
  call(
    'POST',
    `/admin/orders/${invoice}/status`,
    { status: 'cancelled' },
    {
      Authorization: `Bearer ${t.deps.adminToken}`,
    },
  );
const authenticate = (paymentIntentId: string) =>
  call('POST', `/test-gateway/payment-intents/${paymentIntentId}/authenticate`, { result: 'complete' });

/** The card gateway while a test runs `change` (a held charge, a lost reply, a lagging search). */
async function withCard<T>(change: Partial<CardGateway>, run: () => Promise<T>): Promise<T> {
  t.deps.gateways.card = Object.assign(Object.create(gateway()), change) as CardGateway;
  try {
    return await run();
  } finally {
    t.deps.gateways.card = gateway();
  }
}

/** A charge that reaches the provider only once `held` resolves. */
const heldUntil =
  (held: Promise<void>): CardGateway['charge'] =>
  async (input) => {
    await held;
    return gateway().charge(input);
  };

/** Waits for the order a request in flight is writing. */
async function written(s: ReturnType<typeof shopper>) {
  for (let i = 0; i < 500; i++) {
    const row = await s.row();
    if (row) return row;
    await sleep(5);
  }
  throw new Error('the order was never written');
}

/**
 * Where an order ended, as the customer, the shop and the provider see it: 'paid' (not cancelled,
 * paid, nothing refunded, confirmed) or 'cancelled' (cancelled, every cent taken given back, no
 * confirmation); anything else is 'broken', with what was seen.
 */
async function outcome(s: ReturnType<typeof shopper>) {
  const row = (await s.row())!;
  const payment = await gateway().findByOrderRef(row.invoiceNumber);
  const charged = payment?.status === 'succeeded' ? payment.amountCents : 0;
  const refunded = payment ? gateway().refundedOf(payment.id) : 0;
  const mails = t.mail.filter((m) => m.to === s.email).map((m) => m.subject);
  const confirmed = mails.includes(`Your order ${row.invoiceNumber}`);
  const seen = { status: row.status, paymentStatus: row.paymentStatus, charged, refunded, mails };
  if (
    row.status !== 'cancelled' &&
    row.paymentStatus === 'completed' &&
    charged === row.totalCents &&
    refunded === 0 &&
    row.refundedCents === 0 &&
    confirmed
  )
    return { kind: 'paid' as const, seen };
  if (row.status === 'cancelled' && refunded === charged && !confirmed) {
    if (charged === 0 && row.paymentStatus !== 'completed') return { kind: 'cancelled' as const, seen };
    if (charged > 0 && row.paymentStatus === 'completed' && row.refundedCents === charged)
      return { kind: 'cancelled' as const, seen };
  }
  return { kind: 'broken' as const, seen };
}

async function timeline(orderId: number) {
  return (
    await t.database.db
      .select({ kind: orderEvents.kind, message: orderEvents.message })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id))
  ).map((e) => `${e.kind}: ${e.message}`);
}

/** Checks a cancelled order that was paid anyway: refunded in full, said so, refund email only. */
async function expectRefundedAfterCancel(s: ReturnType<typeof shopper>) {
  const result = await outcome(s);
  expect(result).toMatchObject({ kind: 'cancelled' });
  expect(result.seen.charged).toBeGreaterThan(0);
  const row = (await s.row())!;
  expect(await timeline(row.id)).toContain(
    `refund: Payment received after cancellation: refunded ($${(row.totalCents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')})`,
  );
  expect(result.seen.mails).toEqual([`Your order ${row.invoiceNumber} is refunded`]);
  const detail = await call('GET', `/admin/orders/${row.invoiceNumber}`, undefined, {
    Authorization: `Bearer ${t.deps.adminToken}`,
  });
  expect(detail.body.data).toMatchObject({ status: 'cancelled', next_statuses: [] });
}

describe('cancelling a card order waiting on 3-D Secure', () => {
  it('cancels its payment at the provider: the customer can no longer complete it', async () => {
    const s = shopper('pm_card_authenticationRequired');
    const first = await s.place();
    expect(first.status).toBe(202);
    const row = (await s.row())!;
    expect((await cancel(row.invoiceNumber)).status).toBe(200);
    expect((await authenticate(first.body.payment_intent_id)).status).toBe(404);
    const retry = await s.place();
    expect(retry.status).toBe(402);
    expect(await outcome(s)).toMatchObject({ kind: 'cancelled', seen: { charged: 0 } });
  });

  it('is refused when the customer completed it first: the order is paid and goes on', async () => {
    const s = shopper('pm_card_authenticationRequired');
    const first = await s.place();
    expect((await authenticate(first.body.payment_intent_id)).status).toBe(200);
    const row = (await s.row())!;
    const refused = await cancel(row.invoiceNumber);
    expect(refused).toEqual({
      status: 409,
      body: {
        message:
          'The customer has just paid for this order, so it was not cancelled. Refund the payment first if it should still be cancelled.',
      },
    });
    expect(await outcome(s)).toMatchObject({ kind: 'paid' });
    const detail = await call('GET', `/admin/orders/${row.invoiceNumber}`, undefined, {
      Authorization: `Bearer ${t.deps.adminToken}`,
    });
    expect(detail.body.data.next_statuses).toContain('processing');
    // The customer's retry finds the order paid.
    expect((await s.place()).status).toBe(200);
  });
});

describe('a payment that arrives for a cancelled order', () => {
  it('is refunded when 3-D Secure is completed after the cancel, through a retry with the same key', async () => {
    const s = shopper('pm_card_authenticationRequired');
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    const first = await withCard({ charge: heldUntil(held) }, async () => {
      const placing = s.place();
      // Cancelled while the charge is on its way: there is no PaymentIntent to cancel yet.
      const row = await written(s);
      expect((await cancel(row.invoiceNumber)).status).toBe(200);
      release();
      return placing;
    });
    expect(first.status).toBe(202);
    expect((await authenticate(first.body.payment_intent_id)).status).toBe(200);
    const retry = await s.place();
    expect(retry).toEqual({
      status: 409,
      body: { message: 'This order was cancelled, so your payment has been refunded in full.' },
    });
    await expectRefundedAfterCancel(s);
    // Asked again, it stays refunded once.
    expect((await s.place()).status).toBe(409);
    expect(gateway().refundedOf(first.body.payment_intent_id)).toBe((await s.row())!.totalCents);
  });

  it('is refunded when the recovery sweep finds it succeeded', async () => {
    const s = shopper('pm_card_visa');
    // The charge is made but its reply is lost, and the provider's search does not show it yet.
    const lost = await withCard(
      {
        charge: async (input) => {
          await gateway().charge(input);
          throw new PaymentProviderError('connection reset');
        },
      },
      () => s.place(),
    );
    expect(lost.status).toBe(502);
    const row = (await s.row())!;
    const cancelled = await withCard({ findByOrderRef: async () => null }, () => cancel(row.invoiceNumber));
    expect(cancelled.status).toBe(200);
    await t.database.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(orders.id, row.id));
    await recoverStaleOrders(t.deps, 60_000);
    await expectRefundedAfterCancel(s);
  });
});

// Each round starts one side first by up to 20 ms, alternately, so both orders and the race between
// them are met.
describe('the cancel and the payment at once', () => {
  it('ends either paid and not cancelled, or cancelled with the charge refunded: 3-D Secure completed meanwhile', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      const s = shopper('pm_card_authenticationRequired');
      const first = await s.place();
      const row = (await s.row())!;
      await Promise.all([
        (async () => {
          await sleep(i % 2 ? Math.random() * 20 : 0);
          await cancel(row.invoiceNumber);
        })(),
        (async () => {
          await sleep(i % 2 ? 0 : Math.random() * 20);
          await authenticate(first.body.payment_intent_id);
          await s.place();
        })(),
      ]);
      const result = await outcome(s);
      expect(result.kind, JSON.stringify(result.seen)).not.toBe('broken');
      seen.push(result.kind);
    }
    console.log(`[cancel race] outcomes: ${seen.join(' ')}`);
    expect(seen.every((k) => k === 'paid' || k === 'cancelled')).toBe(true);
  });

  it('ends either paid and not cancelled, or cancelled with the charge refunded: a charge on its way', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      const s = shopper('pm_card_visa');
      let release!: () => void;
      const held = new Promise<void>((ok) => (release = ok));
      await withCard({ charge: heldUntil(held) }, async () => {
        const placing = s.place();
        const row = await written(s);
        await Promise.all([
          (async () => {
            await sleep(i % 2 ? Math.random() * 20 : 0);
            await cancel(row.invoiceNumber);
          })(),
          (async () => {
            await sleep(i % 2 ? 0 : Math.random() * 20);
            release();
            await placing;
          })(),
        ]);
      });
      const result = await outcome(s);
      expect(result.kind, JSON.stringify(result.seen)).not.toBe('broken');
      seen.push(result.kind);
    }
    console.log(`[cancel race] outcomes: ${seen.join(' ')}`);
    expect(seen.every((k) => k === 'paid' || k === 'cancelled')).toBe(true);
  });
});
