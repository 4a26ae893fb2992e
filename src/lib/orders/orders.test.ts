import { describe, expect, it } from 'vitest';
import { carrierName, eventLabel, paymentLabel, statusLabel } from './orders.ts';

describe('order labels', () => {
  it('read statuses as words, a paid payment as Paid', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('completed')).toBe('Paid');
    expect(statusLabel('review')).toBe('Under review');
    expect(statusLabel('on_hold')).toBe('On hold');
  });

  it("show the card provider's name as Card", () => {
    expect(paymentLabel('Stripe')).toBe('Card');
    expect(paymentLabel('PayPal')).toBe('PayPal');
    expect(paymentLabel('Stripe', 'card')).toBe('Card');
    expect(paymentLabel('Stripe', 'afterpay_clearpay')).toBe('Afterpay');
    expect(paymentLabel('Stripe', 'zip')).toBe('Zip');
  });
});

describe('timeline labels', () => {
  const event = { status: null, carrier: null, amountCents: null, message: '' };

  it('say what happened in words', () => {
    expect(eventLabel({ ...event, kind: 'placed' })).toBe('Order placed');
    expect(eventLabel({ ...event, kind: 'paid' })).toBe('Payment received');
    expect(eventLabel({ ...event, kind: 'status', status: 'processing' })).toBe('Processing');
    expect(eventLabel({ ...event, kind: 'status', status: 'delivered' })).toBe('Delivered');
    expect(eventLabel({ ...event, kind: 'status', status: 'cancelled' })).toBe('Cancelled');
  });

  it('name the carrier of a shipment, unless it is "other"', () => {
    expect(eventLabel({ ...event, kind: 'status', status: 'shipped', carrier: 'startrack' })).toBe(
      'Shipped with StarTrack',
    );
    expect(eventLabel({ ...event, kind: 'status', status: 'shipped', carrier: 'australia_post' })).toBe(
      'Shipped with Australia Post',
    );
    expect(eventLabel({ ...event, kind: 'status', status: 'shipped', carrier: 'other' })).toBe('Shipped');
    expect(carrierName('couriers_please')).toBe('Couriers Please');
    expect(carrierName('fast_freight')).toBe('Fast freight');
  });

  it('tell a refund of the rest of the order from a part refund', () => {
    const refund = { ...event, kind: 'refund', amountCents: 1234 };
    expect(eventLabel(refund, true)).toBe('Refunded $12.34');
    expect(eventLabel(refund, false)).toBe('Partly refunded $12.34');
    expect(eventLabel({ ...refund, amountCents: 123456 })).toBe('Partly refunded $1,234.56');
  });
});
