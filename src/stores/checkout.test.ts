import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import { PARCEL_QUOTE } from '../../tests/helpers/quote.ts';

// The checkout prices delivery with the quote for its address: a $15 parcel here.
vi.mock('../lib/api/freight.ts', () => ({ deliveryQuote: async () => PARCEL_QUOTE }));

import { type Address, AddressSchema, MESSAGES } from '../lib/checkout/checkout.ts';
import { addToCart, clearCart } from './cart.ts';
import { $checkoutForm, $memberPlans, $planId, checkoutTotals, startCheckout } from './checkout.ts';
import { $pickupStore } from './pickup-store.ts';
import { $promoCode } from './promo-code.ts';
import { $session } from './session.ts';

const emptyAddress = Object.fromEntries(Object.keys(AddressSchema.entries).map((k) => [k, ''])) as Address;
const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 20000 };
const billing = {
  ...emptyAddress,
  f_name: 'Jane',
  l_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  street_address: '1 George Street',
  city: 'Sydney',
  state: 'NSW',
  post_code: '2000',
};
const input = { billing, shipping: emptyAddress, shipToDifferent: false, comment: '' };
let storage: ReturnType<typeof memoryStorage>;
let assign: ReturnType<typeof vi.fn>;

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  storage = memoryStorage();
  assign = vi.fn();
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('window', { location: { assign } });
  addToCart({ id: 9, title: 'Brake Pads', permalink: 'pads', image: '', unitCents: 5000 }, 2);
});
afterEach(() => {
  clearCart();
  cleanTestStorage();
  $session.set(null);
  $memberPlans.set(null);
  $planId.set(null);
  $promoCode.set(null);
  $pickupStore.set(null);
  $checkoutForm.set({ phase: 'idle', errors: {}, message: { text: '', ok: false } });
  vi.unstubAllGlobals();
});

describe('starting a checkout', () => {
  it('refuses an empty cart without touching the fields', async () => {
    clearCart();
    await startCheckout('card', input, settings);
    expect($checkoutForm.get().message.text).toBe(MESSAGES.emptyCart);
    expect(storage.data).toEqual({});
  });

  it('shows the field errors of the billing block and the shipping block when ticked', async () => {
    await startCheckout(
      'paypal',
      { ...input, billing: { ...billing, f_name: '' }, shipToDifferent: true },
      settings,
    );
    expect($checkoutForm.get().message.text).toBe(MESSAGES.fixFields);
    expect($checkoutForm.get().errors).toMatchObject({
      f_name: 'First name is required',
      s_f_name: 'First name is required',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the checkout for the payment page, with the totals shown and the order body, then opens it', async () => {
    await startCheckout('card', input, settings);
    const saved = JSON.parse(storage.data.stripeCheckoutData!);
    expect(saved).toMatchObject({
      f_name: 'Jane',
      subTotal: '100.00',
      delivery_charges: '15.00',
      totalGst: '11.50',
      grand_total: '126.50',
      order: {
        f_name: 'Jane',
        ship_to_different: false,
        s_f_name: '',
        grand_total: '126.50',
        discountPlan: null,
        products: [{ id: 9, quantity: 2 }],
        // The option the quote priced delivery with, which place-order prices again.
        delivery_option: 'parcel',
      },
      // The lines the payment page shows: $110.00 inc GST, delivery $16.50 inc GST, $11.50 GST in $126.50.
      totals: {
        subtotalExCents: 10000,
        subtotalIncCents: 11000,
        signupDiscountCents: 0,
        membershipDiscountCents: 0,
        newsletterDiscountCents: 0,
        deliveryExCents: 1500,
        deliveryIncCents: 1650,
        gstCents: 1150,
        totalCents: 12650,
      },
      gstBp: 1000,
    });
    expect(saved.order).not.toHaveProperty('promo_code');
    expect(saved.idempotencyKey).toMatch(/^ord-/);
    expect(assign).toHaveBeenCalledWith('/checkout-stripe-payment/');
  });

  it("gives a signed-in member the signup discount and the chosen plan's", async () => {
    $memberPlans.set({
      signupBp: 500,
      membership: [
        { id: 3, name: 'Gold', percentText: '10', bp: 1000 },
        { id: 4, name: 'Trade', percentText: '20', bp: 2000 },
      ],
    });
    $planId.set(4);
    expect(
      checkoutTotals(
        [{ id: 9, title: '', permalink: '', image: '', unitCents: 10000, quantity: 1 }],
        settings,
      ),
    ).toMatchObject({ signupDiscountCents: 0, membershipDiscountCents: 0 });
    $session.set({ user: { id: 1, name: 'Sam', trade_status: 'none' }, token: 't', timestamp: Date.now() });
    await startCheckout('paypal', input, settings);
    const saved = JSON.parse(storage.data.paypalCheckoutData!);
    // $110.00 inc GST less 5% ($5.50) is $104.50, less 20% ($20.90) is $83.60; delivery $16.50.
    expect(saved.totals).toMatchObject({ signupDiscountCents: 550, membershipDiscountCents: 2090 });
    expect(saved.grand_total).toBe('100.10');
    expect(saved.order.discountPlan).toBe(4);
  });

  it('takes the newsletter code off after the member discounts and sends the code with the order', async () => {
    $promoCode.set({ code: 'WELCOME-AB12', discountBp: 1000 });
    await startCheckout('card', input, settings);
    const saved = JSON.parse(storage.data.stripeCheckoutData!);
    // $110.00 inc GST less 10% is $99.00; delivery $16.50 inc GST.
    expect(saved.totals).toMatchObject({ newsletterDiscountCents: 1100, totalCents: 11550 });
    expect(saved.grand_total).toBe('115.50');
    expect(saved.order.promo_code).toBe('WELCOME-AB12');
  });

  it('sends a click & collect order with its store, no delivery address and nothing charged for delivery', async () => {
    const penrith = {
      id: 2,
      name: 'Penrith',
      address: '58 Mulgoa Road, Penrith NSW 2750',
      phone: '02 4721 3300',
      hours: ['Mon–Fri 7:30am–5:30pm'],
      lead_minutes: 30,
      transfer_days: 2,
    };
    $pickupStore.set(penrith);
    await startCheckout('card', { ...input, shipToDifferent: true, collect: true }, settings);
    const saved = JSON.parse(storage.data.stripeCheckoutData!);
    // $110.00 inc GST and no delivery: the total the server works out for a collect order.
    expect(saved).toMatchObject({ delivery_charges: '0.00', grand_total: '110.00' });
    expect(saved.totals).toMatchObject({ deliveryExCents: 0, deliveryIncCents: 0, totalCents: 11000 });
    expect(saved.order).toMatchObject({
      pickup_location_id: 2,
      ship_to_different: false,
      delivery_charges: '0.00',
    });
    expect(saved.order).not.toHaveProperty('s_f_name');
    const { lead_minutes: _lead, transfer_days: _days, ...shown } = penrith;
    expect(saved.pickup).toEqual(shown);
  });

  it('asks for a store when collect is chosen without one', async () => {
    await startCheckout('card', { ...input, collect: true }, settings);
    expect($checkoutForm.get().errors).toEqual({ pickup_location_id: 'Choose a store to collect from.' });
    expect(storage.data).toEqual({});
    expect(assign).not.toHaveBeenCalled();
  });
});
