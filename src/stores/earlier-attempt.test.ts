/**
 * A card attempt sent without a definitive answer is kept past the checkout's 5 minutes and settled
 * before any new checkout or payment: the server is asked about it by its key, never sent it again.
 */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutData } from '../../tests/helpers/checkout-data.ts';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import { PARCEL_QUOTE } from '../../tests/helpers/quote.ts';

// The checkout prices delivery with the quote for its address: a $15 parcel here.
vi.mock('../lib/api/freight.ts', () => ({ deliveryQuote: async () => PARCEL_QUOTE }));

// The browser's API client keeps the fetch it found when it was made: forward that one to each test's.
const net = vi.hoisted(() => {
  const state = {
    fetch: (_url: string, _init?: RequestInit): Promise<Response> => Promise.resolve(new Response(null)),
  };
  globalThis.fetch = ((url: string, init?: RequestInit) => state.fetch(url, init)) as typeof fetch;
  return state;
});

import { type Address, AddressSchema } from '../lib/checkout/checkout.ts';
import type { CheckoutData } from '../lib/checkout/checkout-storage.ts';
import { NO_ORDER_ERRORS } from '../lib/checkout/order-errors.ts';
import { $cart, addToCart, clearCart } from './cart.ts';
import { $checkoutForm, openCheckout, startCheckout } from './checkout.ts';
import { $placedEarlier, EARLIER_UNKNOWN } from './earlier-attempt.ts';
import { $payment, openPayment } from './payment.ts';
import { $session } from './session.ts';

const MINUTE = 60_000;
const attempt = (savedAt: number): CheckoutData =>
  checkoutData({
    street_address: '1 George Street',
    order: { f_name: 'Jane', products: [{ id: 9, quantity: 2 }] },
    idempotencyKey: 'ord-sent-1',
    stripePaymentMethodId: 'pm_sent',
    savedAt,
  });

const emptyAddress = Object.fromEntries(Object.keys(AddressSchema.entries).map((k) => [k, ''])) as Address;
const input = {
  billing: {
    ...emptyAddress,
    f_name: 'Jane',
    l_name: 'Citizen',
    email: 'jane@example.com',
    phone: '0412345678',
    street_address: '1 George Street',
    city: 'Sydney',
    state: 'NSW',
    post_code: '2000',
  },
  shipping: emptyAddress,
  shipToDifferent: false,
  comment: '',
};
const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 20000 };

let storage: ReturnType<typeof memoryStorage>;
let assign: ReturnType<typeof vi.fn>;
let replace: ReturnType<typeof vi.fn>;
let calls: { method: string; url: string; key: string | null }[];

/** The server answers the attempt look-up with `status` and `body`; any other call fails the test. */
function server(status: number, body: unknown) {
  net.fetch = async (url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, key: new Headers(init?.headers).get('Idempotency-Key') });
    if (method !== 'GET' || !url.endsWith('/place-order/attempt'))
      throw new Error(`unexpected ${method} ${url}`);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}
const paid = (payment_status: string) => ({
  order: { invoice_number: 'SCPAID123456', grand_total: '126.50', payment_status },
});
const stored = () => JSON.parse(storage.data.stripeCheckoutData ?? 'null') as CheckoutData | null;

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  // Sent six minutes ago: past the 5 minutes a checkout is kept for.
  storage = memoryStorage({ stripeCheckoutData: JSON.stringify(attempt(Date.now() - 6 * MINUTE)) });
  assign = vi.fn();
  replace = vi.fn();
  calls = [];
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('window', { location: { assign, replace } });
  addToCart({ id: 9, title: 'Brake Pads', permalink: 'pads', image: '', unitCents: 5000 }, 2);
});
afterEach(() => {
  clearCart();
  cleanTestStorage();
  $session.set(null);
  $placedEarlier.set(null);
  $payment.set({
    data: null,
    busy: false,
    message: '',
    priceChange: null,
    priceUpdate: null,
    errors: NO_ORDER_ERRORS,
  });
  $checkoutForm.set({ phase: 'idle', errors: {}, message: { text: '', ok: false } });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a new checkout after an attempt without an answer', () => {
  it('asks by its key and, when it was paid, says the order was placed instead of starting another', async () => {
    server(200, paid('completed'));
    await startCheckout('card', input, settings);
    expect(calls).toEqual([{ method: 'GET', url: '/api/place-order/attempt', key: 'ord-sent-1' }]);
    expect($placedEarlier.get()).toEqual({
      invoiceNumber: 'SCPAID123456',
      trackingPath: '/guest-track-order/?id=SCPAID123456',
    });
    // Cleared as after a success; no new attempt and no payment page.
    expect($cart.get()).toEqual([]);
    expect(storage.data.stripeCheckoutData).toBeUndefined();
    expect(storage.data.lastOrder).toBe('SCPAID123456');
    expect(assign).not.toHaveBeenCalled();
  });

  it("links a member's placed order to their own order page", async () => {
    $session.set({ user: { id: 1, name: 'Sam', trade_status: 'none' }, token: 't', timestamp: Date.now() });
    server(200, paid('review'));
    await openCheckout();
    expect($placedEarlier.get()?.trackingPath).toBe('/track-order/?order_id=SCPAID123456');
    expect($checkoutForm.get().phase).toBe('done');
  });

  it('drops an attempt the server never wrote and goes on with a new key', async () => {
    server(404, { message: 'No order was placed with this Idempotency-Key.' });
    await startCheckout('card', input, settings);
    expect($placedEarlier.get()).toBeNull();
    const next = stored()!;
    expect(next.idempotencyKey).not.toBe('ord-sent-1');
    expect(next.stripePaymentMethodId).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/checkout-stripe-payment/');
  });

  it('drops a declined attempt when the checkout opens, keeping its details for the form', async () => {
    server(200, paid('failed'));
    await openCheckout();
    expect(stored()).toMatchObject({ f_name: 'Jane' });
    expect(stored()!.stripePaymentMethodId).toBeUndefined();
    expect(stored()!.idempotencyKey).not.toBe('ord-sent-1');
    expect($cart.get()).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('finishes an unpaid order on the card page with the same key and card', async () => {
    server(200, paid('pending'));
    await startCheckout('paypal', input, settings);
    expect(assign).toHaveBeenCalledWith('/checkout-stripe-payment/');
    expect(stored()).toMatchObject({ idempotencyKey: 'ord-sent-1', stripePaymentMethodId: 'pm_sent' });
    expect(storage.data.paypalCheckoutData).toBeUndefined();
  });

  it('starts nothing new while the server cannot say, and keeps the attempt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    net.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await startCheckout('card', input, settings);
    expect($checkoutForm.get().message).toEqual({ text: EARLIER_UNKNOWN, ok: false });
    expect(stored()).toMatchObject({ idempotencyKey: 'ord-sent-1', stripePaymentMethodId: 'pm_sent' });
    expect(assign).not.toHaveBeenCalled();
    expect($cart.get()).toHaveLength(1);
  });

  it("shows the server's reason when the order is a member's and the shopper signed out", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server(403, {
      message: 'This order was placed by a signed-in customer: sign in to that account to see it.',
    });
    await startCheckout('card', input, settings);
    expect($checkoutForm.get().message.text).toBe(
      'This order was placed by a signed-in customer: sign in to that account to see it.',
    );
    expect(stored()!.idempotencyKey).toBe('ord-sent-1');
  });
});

describe('the card page opened on an attempt without an answer', () => {
  it('opens past 5 minutes and, when the server says it was paid, shows the order instead of paying', async () => {
    server(200, paid('completed'));
    expect(openPayment('card')).toBe(true);
    expect(replace).not.toHaveBeenCalled();
    await vi.waitFor(() => expect($placedEarlier.get()?.invoiceNumber).toBe('SCPAID123456'));
    expect($payment.get().busy).toBe(false);
    expect($cart.get()).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('keeps the key and card of an unpaid order, so Pay finishes it', async () => {
    server(200, paid('pending'));
    openPayment('card');
    await vi.waitFor(() => expect($payment.get().message).toContain('SCPAID123456 has not finished'));
    expect($payment.get().data).toMatchObject({
      idempotencyKey: 'ord-sent-1',
      stripePaymentMethodId: 'pm_sent',
    });
  });

  it('makes the next Pay a new attempt when nothing was charged, leaving the message shown meanwhile', async () => {
    server(404, { message: 'No order was placed with this Idempotency-Key.' });
    openPayment('card');
    $payment.setKey('message', 'Error placing the order. Please try again later.');
    await vi.waitFor(() => expect($payment.get().data?.idempotencyKey).not.toBe('ord-sent-1'));
    expect($payment.get().data?.stripePaymentMethodId).toBeUndefined();
    expect($payment.get().busy).toBe(false);
    expect($payment.get().message).toBe('Error placing the order. Please try again later.');
  });
});
