import { describe, expect, it } from 'vitest';
import { paymentLabel, statusLabel } from './orders.ts';

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
  });
});
