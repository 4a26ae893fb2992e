import { describe, expect, it } from 'vitest';
import { cardExpired, splitExpiry, testPaymentMethod, withExpiry } from './test-cards.ts';

const now = new Date('2026-12-06T07:00:00Z');

describe("the test card form's check ('any future expiry')", () => {
  it('refuses an expired card such as 01/20', () => {
    expect(testPaymentMethod('4242 4242 4242 4242', '01/20', '123', now)).toEqual({
      error: "Your card's expiration date is in the past.",
    });
    // Last month is past; the card is good to the end of its month.
    expect(testPaymentMethod('4242 4242 4242 4242', '11/26', '123', now)).toEqual({
      error: "Your card's expiration date is in the past.",
    });
  });

  it('accepts this month and any later one, and the id it makes carries the expiry', () => {
    expect(testPaymentMethod('4242 4242 4242 4242', '12/26', '123', now)).toEqual({
      id: 'pm_card_visa_exp_2026_12',
    });
    expect(testPaymentMethod('4000002760003184', '03 / 31', '1234', now)).toEqual({
      id: 'pm_card_authenticationRequired_exp_2031_03',
    });
  });

  it('still says which field is wrong first', () => {
    expect(testPaymentMethod('4111 1111 1111 1111', '01/20', '123', now)).toEqual({
      error: 'Your card number is invalid.',
    });
    expect(testPaymentMethod('4242424242424242', '13/30', '123', now)).toEqual({
      error: "Your card's expiration date is incomplete.",
    });
    expect(testPaymentMethod('4242424242424242', '12/30', '', now)).toEqual({
      error: "Your card's security code is incomplete.",
    });
  });
});

describe('expiry in a test PaymentMethod id', () => {
  it('round-trips, and an id without one is left as it is', () => {
    expect(splitExpiry(withExpiry('pm_card_visa', { month: 1, year: 2020 }))).toEqual({
      id: 'pm_card_visa',
      expiry: { month: 1, year: 2020 },
    });
    expect(splitExpiry('pm_card_visa')).toEqual({ id: 'pm_card_visa', expiry: null });
  });

  it('expires after the last day of the month', () => {
    expect(cardExpired({ month: 12, year: 2026 }, new Date('2026-12-31T23:59:59Z'))).toBe(false);
    expect(cardExpired({ month: 12, year: 2026 }, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(cardExpired({ month: 1, year: 2020 }, now)).toBe(true);
  });
});
