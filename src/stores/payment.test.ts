import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutData } from '../../tests/helpers/checkout-data.ts';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import { ApiError } from '../lib/api/client.ts';
import type { CheckoutData } from '../lib/checkout/checkout-storage.ts';
import { addToCart, clearCart } from './cart.ts';
import { $payment, finishOrder, refusalErrors } from './payment.ts';
import { $promoCode } from './promo-code.ts';

// With the newsletter discount of $11.00 off a $110.00 subtotal.
const data: CheckoutData = checkoutData({
  totalGst: '10.50',
  grand_total: '115.50',
  totals: {
    ...checkoutData().totals,
    newsletterDiscountCents: 1100,
    gstCents: 1050,
    totalCents: 11550,
  },
  order: { promo_code: 'WELCOME-AB12' },
  savedAt: 1_000,
});
let storage: ReturnType<typeof memoryStorage>;
let assign: ReturnType<typeof vi.fn>;

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  storage = memoryStorage({ stripeCheckoutData: JSON.stringify(data) });
  assign = vi.fn();
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('window', { location: { assign } });
  addToCart({ id: 9, title: 'Brake Pads', permalink: 'pads', image: '', unitCents: 5000 }, 2);
});
afterEach(() => {
  clearCart();
  cleanTestStorage();
  $payment.setKey('data', null);
  vi.unstubAllGlobals();
});

describe('a placed order', () => {
  it('clears the cart, the checkout and the used newsletter code, and keeps the total for the thank-you page', () => {
    $payment.setKey('data', data);
    $promoCode.set({ code: 'WELCOME-AB12', discountBp: 1000 });
    finishOrder('card', 'SCABC');
    expect($promoCode.get()).toBeNull();
    expect(storage.data).toEqual({
      lastOrder: 'SCABC',
      // $115.50 charged, $105.00 of it ex GST.
      lastOrderTotal: JSON.stringify({ incCents: 11550, exCents: 10500 }),
    });
    expect(assign).toHaveBeenCalledWith('/thank-you/');
  });
});

describe('a click & collect order', () => {
  const penrith = { id: 2, name: 'Penrith', address: '58 Mulgoa Road', phone: '', hours: ['Sat 8am–4pm'] };

  it('keeps its store for the thank-you page', () => {
    $payment.setKey('data', { ...data, pickup: penrith });
    finishOrder('card', 'SCABC');
    expect(JSON.parse(storage.data.lastOrderPickup!)).toEqual(penrith);
  });

  it('shows a refusal beside the store or the line it is about', () => {
    const refused = (errors: Record<string, string>) => ({
      kind: 'failed' as const,
      definitive: true,
      error: new ApiError(422, 'Refused', { message: 'Refused', errors }),
    });
    const order = { products: [{ id: 9, quantity: 5 }] };
    expect(
      refusalErrors(refused({ 'products.0.quantity': 'Only 3 of Brake Pads are available.' }), order),
    ).toEqual({ pickup: null, lines: { 9: 'Only 3 of Brake Pads are available.' } });
    const pickup = 'This store does not offer click & collect. Please choose another store.';
    expect(refusalErrors(refused({ pickup_location_id: pickup }), order).pickup).toBe(pickup);
    expect(refusalErrors({ kind: 'placed', message: '' }, order)).toEqual({ pickup: null, lines: {} });
  });
});
