/**
 * PayPal's webhooks (issue 50) against a local fake of PayPal's REST API: a delivery PayPal does not
 * vouch for (its verify-webhook-signature call answers FAILURE, or a signature header is missing)
 * is refused and changes nothing; PayPal unreachable for the check is a 503 (it sends again); money
 * PayPal took with no order is told to the shop once, after the shopper has had time to come back;
 * a dispute goes on its order's staff timeline and to the shop, once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../tests/helpers/fake-server.ts';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { orderEvents, orders, paymentEvents } from '../db/schema/index.ts';
import { gatewaysFromEnv } from '../payments/gateways.ts';
import { ORPHAN_AFTER_MS } from '../services/paypal-events.ts';
import { BAD_SIGNATURE, TRY_AGAIN } from './webhooks.ts';

const WEBHOOK_ID = 'WH1ABC';
/** What the fake's verify call was sent. */
const verifications: Record<string, unknown>[] = [];
const captures: Record<string, string> = {};
let down = false;
let paypal: Awaited<ReturnType<typeof fakeServer>>;
beforeAll(async () => {
  paypal = await fakeServer((req, res) => {
    if (down) return res.destroy();
    if (req.url === '/v1/oauth2/token') return json(res, 200, { access_token: 'A21AA', expires_in: 32400 });
    if (req.headers.authorization !== 'Bearer A21AA') return json(res, 401, {});
    if (req.method === 'POST' && req.url === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(req.body) as Record<string, unknown>;
      verifications.push(body);
      const good = body.transmission_sig === 'good-signature' && body.webhook_id === WEBHOOK_ID;
      return json(res, 200, { verification_status: good ? 'SUCCESS' : 'FAILURE' });
    }
    const capture = /^\/v2\/payments\/captures\/(\w+)$/.exec(req.url ?? '')?.[1];
    if (req.method === 'GET' && capture && captures[capture])
      return json(res, 200, {
        id: capture,
        supplementary_data: { related_ids: { order_id: captures[capture] } },
      });
    json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  });
});
afterAll(() => paypal?.close());

const t = setupTestApp(() => ({
  gateways: gatewaysFromEnv({
    PAYMENTS_MODE: 'live',
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
  }),
}));

let events = 0;
const eventOf = (type: string, resource: Record<string, unknown>, id = `WH-${++events}`) =>
  JSON.stringify({ id, event_type: type, resource_type: 'capture', resource });

async function deliver(payload: string, signature = 'good-signature') {
  const res = await t.app.request('/api/webhooks/paypal', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
      'PAYPAL-CERT-URL': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
      'PAYPAL-TRANSMISSION-ID': 'a1b2c3',
      'PAYPAL-TRANSMISSION-SIG': signature,
      'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
    },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A paid PayPal order of ours, paid by PayPal order `paypalOrderId`. */
async function paypalOrder(paypalOrderId: string) {
  const { row } = await insertPaidOrder(t.database.db, {
    lines: [{ title: 'Bosch Deep Cycle Battery', sku: 'BAT-1', unitExCents: 38284, quantity: 1 }],
  });
  await t.database.db
    .update(orders)
    .set({ paymentMethod: 'PayPal', paymentRef: paypalOrderId, idempotencyKey: `key-${paypalOrderId}` })
    .where(eq(orders.id, row.id));
  return row;
}

const capture = (id: string, paypalOrderId: string, key: string, ageMs: number) => ({
  id,
  status: 'COMPLETED',
  amount: { currency_code: 'AUD', value: '421.12' },
  custom_id: key,
  create_time: new Date(Date.now() - ageMs).toISOString(),
  supplementary_data: { related_ids: { order_id: paypalOrderId } },
});

const shopMail = (subject: string) =>
  t.mail.filter((m) => m.to === 'shop@shop.test' && m.subject === subject);

describe('a PayPal webhook delivery', () => {
  it('is refused when PayPal does not vouch for it or a signature header is missing, and nothing is kept', async () => {
    const payload = eventOf(
      'PAYMENT.CAPTURE.COMPLETED',
      capture('CAPX', 'ORDX', 'key-x', ORPHAN_AFTER_MS * 2),
    );
    expect(await deliver(payload, 'forged')).toEqual({ status: 400, body: { message: BAD_SIGNATURE } });
    // PayPal was asked with the delivery's headers, our webhook's id and the event as sent.
    expect(verifications.at(-1)).toMatchObject({
      auth_algo: 'SHA256withRSA',
      transmission_id: 'a1b2c3',
      transmission_sig: 'forged',
      webhook_id: WEBHOOK_ID,
      webhook_event: JSON.parse(payload),
    });
    const res = await t.app.request('/api/webhooks/paypal', { method: 'POST', body: payload });
    expect(res.status).toBe(400);
    expect(await t.database.db.select().from(paymentEvents)).toEqual([]);
    expect(shopMail('PayPal payment with no order: $421.12')).toEqual([]);
  });

  it('asks PayPal to send again while PayPal cannot be reached to check it', async () => {
    down = true;
    try {
      const payload = eventOf('PAYMENT.CAPTURE.COMPLETED', capture('CAPD', 'ORDD', 'key-d', 0));
      expect(await deliver(payload)).toEqual({ status: 503, body: { message: TRY_AGAIN } });
    } finally {
      down = false;
    }
  });

  it('tells the shop, once, of money PayPal took for which no order came, after the shopper had time to', async () => {
    // Just captured: the shopper's place-order may still be on its way, so PayPal is asked to send it again.
    const fresh = eventOf(
      'PAYMENT.CAPTURE.COMPLETED',
      capture('CAP1', 'ORD1', 'key-none', 60_000),
      'WH-orphan',
    );
    expect((await deliver(fresh)).status).toBe(503);
    expect(shopMail('PayPal payment with no order: $421.12')).toEqual([]);
    // PayPal's later delivery of the same event, once the window has passed.
    const late = eventOf(
      'PAYMENT.CAPTURE.COMPLETED',
      capture('CAP1', 'ORD1', 'key-none', ORPHAN_AFTER_MS + 1),
      'WH-orphan',
    );
    expect((await deliver(late)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(late)).body).toEqual({ received: true, duplicate: true });
    const mails = shopMail('PayPal payment with no order: $421.12');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('capture CAP1, PayPal order ORD1');
  });

  it('leaves a capture whose order exists alone, found by its PayPal order or its key', async () => {
    const row = await paypalOrder('ORD2');
    for (const [paypalId, key] of [
      ['ORD2', 'key-other'],
      ['ORD-UNKNOWN', 'key-ORD2'],
    ] as const) {
      const payload = eventOf(
        'PAYMENT.CAPTURE.COMPLETED',
        capture(`CAP-${paypalId}`, paypalId, key, ORPHAN_AFTER_MS * 2),
      );
      expect((await deliver(payload)).status).toBe(200);
    }
    const handled = await t.database.db
      .select({ orderId: paymentEvents.orderId })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'paypal'), eq(paymentEvents.orderId, row.id)));
    expect(handled).toHaveLength(2);
  });

  it('tells the shop of a second PayPal payment for an order another one paid', async () => {
    const row = await paypalOrder('ORD4');
    const second = eventOf(
      'PAYMENT.CAPTURE.COMPLETED',
      capture('CAP5', 'ORD5', 'key-ORD4', ORPHAN_AFTER_MS * 2),
    );
    expect((await deliver(second)).status).toBe(200);
    const mails = shopMail(`Second PayPal payment for order ${row.invoiceNumber}: $421.12`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      `as a second payment for order ${row.invoiceNumber}, which another PayPal payment paid.`,
    );
  });

  it("puts a dispute on its order's staff timeline and emails the shop, once", async () => {
    const row = await paypalOrder('ORD3');
    captures.CAP3 = 'ORD3';
    const dispute = eventOf(
      'CUSTOMER.DISPUTE.CREATED',
      {
        dispute_id: 'PP-D-1',
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        dispute_amount: { currency_code: 'AUD', value: '421.12' },
        disputed_transactions: [{ seller_transaction_id: 'CAP3' }],
        seller_response_due_date: '2026-12-21T12:00:00.000Z',
      },
      'WH-dispute',
    );
    expect((await deliver(dispute)).status).toBe(200);
    expect((await deliver(dispute)).body.duplicate).toBe(true);
    const line =
      'Payment disputed at PayPal (merchandise or service not received): $421.12. Respond at PayPal by 21 December 2026.';
    const notes = await t.database.db
      .select({ message: orderEvents.message, public: orderEvents.public })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.kind, 'note')));
    expect(notes).toEqual([{ message: line, public: false }]);
    const mails = shopMail(`Payment disputed: order ${row.invoiceNumber}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(line);
  });
  it('tells staff of a refund made at PayPal and of a reversal, once each', async () => {
    const row = await paypalOrder('ORDR');
    captures.CAPR = 'ORDR';
    const refund = (id: string, total: string) =>
      eventOf(
        'PAYMENT.CAPTURE.REFUNDED',
        {
          id: `REF-${id}`,
          status: 'COMPLETED',
          amount: { currency_code: 'AUD', value: '100.00' },
          seller_payable_breakdown: { total_refunded_amount: { currency_code: 'AUD', value: total } },
          links: [{ rel: 'up', method: 'GET', href: `${paypal.url}/v2/payments/captures/CAPR` }],
        },
        `WH-refund-${id}`,
      );
    // Recorded by the shop already: nothing to say.
    await t.database.db.update(orders).set({ refundedCents: 10_000 }).where(eq(orders.id, row.id));
    expect((await deliver(refund('1', '100.00'))).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(refund('2', '150.00'))).status).toBe(200);
    expect((await deliver(refund('2', '150.00'))).body.duplicate).toBe(true);
    // PayPal's shape: a refund resource whose capture is its link "up".
    const reversal = eventOf(
      'PAYMENT.CAPTURE.REVERSED',
      {
        id: 'REV-1',
        status: 'COMPLETED',
        amount: { currency_code: 'AUD', value: '421.12' },
        links: [{ rel: 'up', method: 'GET', href: `${paypal.url}/v2/payments/captures/CAPR` }],
      },
      'WH-reversed',
    );
    expect((await deliver(reversal)).status).toBe(200);
    const notes = await t.database.db
      .select({ message: orderEvents.message })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.kind, 'note')));
    expect(notes.map((n) => n.message)).toEqual([
      'PayPal has refunded $150.00 of this payment, the shop has recorded $100.00: a refund was made at PayPal. Do not refund it again here; restock by hand and tell the customer.',
      'PayPal reversed this payment ($421.12): the money was taken back from the shop. Do not send the order until it is paid again.',
    ]);
  });
});
