import { describe, expect, it } from 'vitest';
import { methodRefusal, methodsFor, missingMethods } from './payment-methods.ts';

describe('the ways to pay through the card provider', () => {
  it('offer Afterpay from $1 to $2,000 and Zip from $1 to $50,000, cards always', () => {
    expect(methodsFor(50)).toEqual(['card']);
    expect(methodsFor(100)).toEqual(['card', 'afterpay_clearpay', 'zip']);
    expect(methodsFor(200_000)).toEqual(['card', 'afterpay_clearpay', 'zip']);
    expect(methodsFor(200_001)).toEqual(['card', 'zip']);
    expect(methodsFor(5_000_001)).toEqual(['card']);
  });

  it('say why a method is missing', () => {
    expect(methodRefusal('card', 99_999_999)).toBeNull();
    expect(methodRefusal('afterpay_clearpay', 250_000)).toBe(
      'Afterpay is available for orders from $1.00 to $2,000.00.',
    );
    expect(missingMethods(60)).toEqual([
      'Afterpay is available for orders from $1.00 to $2,000.00.',
      'Zip is available for orders from $1.00 to $50,000.00.',
    ]);
  });
});
