import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_IN_4, payIn4, payIn4Text } from './instalments.ts';

describe('PayPal Pay in 4', () => {
  it('splits the total into four payments that add up to it exactly, the odd cents first', () => {
    fc.assert(
      fc.property(fc.integer({ min: PAY_IN_4.minCents, max: PAY_IN_4.maxCents }), (total) => {
        const split = payIn4(total)!;
        expect(split.firstCents + 3 * split.laterCents).toBe(total);
        expect(split.firstCents - split.laterCents).toBeGreaterThanOrEqual(0);
        expect(split.firstCents - split.laterCents).toBeLessThan(4);
      }),
    );
  });

  it('says the payments in the shopper’s words', () => {
    expect(payIn4Text(14996)).toBe('or 4 interest-free payments of $37.49 with PayPal Pay in 4');
    expect(payIn4Text(14999)).toBe(
      'or 4 interest-free payments with PayPal Pay in 4: $37.52 today, then 3 of $37.49 every two weeks',
    );
    expect(payIn4Text(200000)).toBe('or 4 interest-free payments of $500.00 with PayPal Pay in 4');
  });

  it('says nothing outside $30 to $2,000', () => {
    expect(payIn4Text(2999)).toBeNull();
    expect(payIn4Text(3000)).not.toBeNull();
    expect(payIn4Text(200001)).toBeNull();
    expect(payIn4(0)).toBeNull();
  });
});
