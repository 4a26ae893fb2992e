import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { moneyFields, orderBody, placeOrder } from './place-order.ts';

/** A client whose every call answers with `status` and `body` (or fails like a lost connection). */
function answering(status: number | 'lost', body: unknown = {}) {
  const seen: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://x/api',
    fetch: async (input, init) => {
      seen.push(new Request(input, init));
      if (status === 'lost') throw new TypeError('Failed to fetch');
      return Response.json(body, { status });
    },
  });
  return { api, seen };
}

const place = (api: ReturnType<typeof createApiClient>) =>
  placeOrder(api, { f_name: 'Jane' }, { payment_method: 'PayPal' }, 'ord-1');

describe('placing an order', () => {
  it('sends the order and payment under the idempotency key and reads the order number', async () => {
    const { api, seen } = answering(200, { message: 'Done', order: { invoice_number: 'SC1' } });
    expect(await place(api)).toEqual({ kind: 'placed', message: 'Done', invoiceNumber: 'SC1' });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('ord-1');
    expect(await seen[0]?.json()).toEqual({ f_name: 'Jane', payment_method: 'PayPal' });
  });

  it('asks for 3-D Secure when the server does', async () => {
    const { api } = answering(202, {
      requires_action: true,
      payment_intent_id: 'pi_1',
      payment_intent_client_secret: 'secret',
    });
    expect(await place(api)).toEqual({
      kind: 'needs-authentication',
      message: '',
      paymentIntentId: 'pi_1',
      clientSecret: 'secret',
    });
  });

  it('ends the attempt on a refusal, but not when the server is busy, limited or failing', async () => {
    expect(await place(answering(402, { message: 'Your card was declined.' }).api)).toMatchObject({
      kind: 'failed',
      definitive: true,
      error: { status: 402, message: 'Your card was declined.' },
    });
    for (const status of [409, 429, 503])
      expect(await place(answering(status, { message: 'Wait' }).api)).toMatchObject({ definitive: false });
  });

  it("reads a 409 with totals as changed prices, with the server's totals in cents", async () => {
    const totals = {
      subTotal: '110.00',
      subtotal_inc_gst: '121.00',
      discountedAmount: '6.05',
      auth_discount: '6.05',
      signup_discount: '6.05',
      membership_discount: '0.00',
      newsletter_discount: '0.00',
      delivery_charges: '15.00',
      delivery_inc_gst: '16.50',
      totalGst: '11.95',
      grand_total: '131.45',
      total_amount: '131.45',
    };
    const answer = await place(answering(409, { message: 'Prices have changed', totals }).api);
    expect(answer).toMatchObject({
      kind: 'failed',
      definitive: true,
      newTotals: {
        subtotalExCents: 11000,
        subtotalIncCents: 12100,
        signupDiscountCents: 605,
        membershipDiscountCents: 0,
        newsletterDiscountCents: 0,
        deliveryExCents: 1500,
        deliveryIncCents: 1650,
        gstCents: 1195,
        totalCents: 13145,
      },
    });
    const busy = await place(answering(409, { message: 'Being processed' }).api);
    expect(busy).not.toHaveProperty('newTotals');
  });

  it('reports a lost answer apart from a refusal', async () => {
    expect(await place(answering('lost').api)).toMatchObject({ kind: 'lost' });
  });
});

describe('the order body', () => {
  const totals = {
    subtotalExCents: 10000,
    subtotalIncCents: 11000,
    signupDiscountCents: 0,
    membershipDiscountCents: 0,
    newsletterDiscountCents: 1100,
    deliveryExCents: 1500,
    deliveryIncCents: 1650,
    gstCents: 1050,
    totalCents: 11550,
  };
  const items = [{ id: 9, title: 'Pads', permalink: 'pads', image: '', unitCents: 5000, quantity: 2 }];

  it("carries SPEC's money fields: subtotal and delivery ex GST, the GST in the total, the total", () => {
    expect(moneyFields(totals)).toEqual({
      subTotal: '100.00',
      delivery_charges: '15.00',
      totalGst: '10.50',
      grand_total: '115.50',
    });
  });

  it('sends the newsletter code only when one is applied', () => {
    expect(orderBody({ f_name: 'Jane' }, totals, 3, items, 'WELCOME-AB12')).toEqual({
      f_name: 'Jane',
      ...moneyFields(totals),
      discountPlan: 3,
      promo_code: 'WELCOME-AB12',
      products: [{ id: 9, quantity: 2 }],
    });
    expect(orderBody({}, totals, null, items)).not.toHaveProperty('promo_code');
  });

  it("sends a line's vehicle by id and year, never its label", () => {
    const vehicle = { id: 12, year: 2019, label: '2019 Ford Ranger PX3 3.2 TDCi' };
    const lines = [...items, { ...items[0]!, id: 10, quantity: 1, vehicle }];
    expect(orderBody({}, totals, null, lines).products).toStrictEqual([
      { id: 9, quantity: 2 },
      { id: 10, quantity: 1, vehicle: { id: 12, year: 2019 } },
    ]);
  });
});
