import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $paymentMethods } from '../../stores/checkout.ts';
import { OrderSummary } from './OrderSummary.tsx';

const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };
const render = () =>
  renderToStaticMarkup(createElement(OrderSummary, { settings, message: '', onPay: () => {} }));

afterEach(() => $paymentMethods.set(null));

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
