import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart } from '../../stores/cart.ts';
import { $paymentMethods } from '../../stores/checkout.ts';
import { OrderSummary } from './OrderSummary.tsx';

const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };
const render = (collect = false) =>
  renderToStaticMarkup(createElement(OrderSummary, { settings, collect, message: '', onPay: () => {} }));

afterEach(() => {
  $paymentMethods.set(null);
  $cart.set([]);
});

describe("the checkout's payment buttons", () => {
  it('offer only the methods the shop takes (GET /payment-config)', () => {
    $paymentMethods.set({ card: true, paypal: false });
    expect(render()).toContain('Credit Card / Debit Card');
    expect(render()).not.toContain('Paypal');
    $paymentMethods.set({ card: false, paypal: true });
    expect(render()).not.toContain('Credit Card / Debit Card');
    expect(render()).toContain('Paypal');
  });

  it('offer both until the configuration is known (the server refuses one that is off)', () => {
    expect(render()).toContain('Credit Card / Debit Card');
    expect(render()).toContain('Paypal');
  });
});

describe("the checkout's totals", () => {
  it('charge nothing for delivery when the order is collected from a store, as the server prices it', () => {
    $cart.set([{ id: 9, title: 'Brake Pads', permalink: 'pads', image: '', unitCents: 5000, quantity: 1 }]);
    expect(render()).toMatch(/data-testid="summary-delivery">.*\$16\.50/);
    const collected = render(true);
    expect(collected).toContain('data-testid="summary-delivery">Free — click &amp; collect<');
    // $55.00 inc GST and nothing else: the total is the subtotal.
    expect(collected).toMatch(/data-testid="summary-total">.*\$55\.00/);
  });
});
