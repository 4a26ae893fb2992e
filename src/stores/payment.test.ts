import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import type { CheckoutData } from '../lib/checkout/checkout-storage.ts';
import { addToCart, clearCart } from './cart.ts';
import { $payment, finishOrder } from './payment.ts';
import { $promoCode } from './promo-code.ts';

const data: CheckoutData = {
  f_name: 'Jane',
  l_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  street_address: '1 George St',
  post_code: '2000',
  state: 'NSW',
  city: 'Sydney',
  subTotal: '100.00',
  delivery_charges: '15.00',
  totalGst: '10.50',
  grand_total: '115.50',
  totals: {
    subtotalExCents: 10000,
    subtotalIncCents: 11000,
    signupDiscountCents: 0,
    membershipDiscountCents: 0,
    newsletterDiscountCents: 1100,
    deliveryExCents: 1500,
    deliveryIncCents: 1650,
    gstCents: 1050,
    totalCents: 11550,
  },
  gstBp: 1000,
  order: { promo_code: 'WELCOME-AB12' },
  idempotencyKey: 'ord-1',
  savedAt: 1_000,
};
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
