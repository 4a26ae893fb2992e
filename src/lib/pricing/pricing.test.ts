import { describe, expect, it } from 'vitest';
import { applyDiscount, discountKind, discountLabel, discountOf, subtotalCents } from './pricing.ts';

describe('product pricing', () => {
  it('takes a percent off, rounding half up once', () => {
    expect(applyDiscount(12995, { kind: 'percent', bp: 1000 })).toBe(11695);
    expect(applyDiscount(1005, { kind: 'percent', bp: 5000 })).toBe(502);
  });

  it('takes a fixed amount off and never goes below zero', () => {
    expect(applyDiscount(5000, { kind: 'fixed', cents: 1250 })).toBe(3750);
    expect(applyDiscount(500, { kind: 'fixed', cents: 1250 })).toBe(0);
  });

  it('leaves the price alone without a discount, floored at zero', () => {
    expect(applyDiscount(4999, null)).toBe(4999);
    expect(applyDiscount(-1, null)).toBe(0);
  });

  it('reads type 1 as fixed and anything else as percent', () => {
    expect(discountKind(1)).toBe('fixed');
    expect(discountKind('1')).toBe('fixed');
    expect(discountKind(0)).toBe('percent');
    expect(discountKind('2')).toBe('percent');
  });

  it('makes a discount from a type and an amount: fixed cents for type 1, else percent basis points', () => {
    expect(discountOf(1, 500)).toEqual({ kind: 'fixed', cents: 500 });
    expect(discountOf(0, 1250)).toEqual({ kind: 'percent', bp: 1250 });
    expect(discountOf('2', 1000)).toEqual({ kind: 'percent', bp: 1000 });
  });

  it("labels discounts as 'Save N%' and 'Save $N', the saving in the figures of each price view", () => {
    expect(discountLabel({ kind: 'percent', bp: 1500 }, 1000)).toEqual({ inc: 'Save 15%', ex: 'Save 15%' });
    expect(discountLabel({ kind: 'percent', bp: 1250 }, 1000)).toEqual({
      inc: 'Save 12.5%',
      ex: 'Save 12.5%',
    });
    // Fixed amounts are stored ex GST: the inc view shows the saving with GST, the ex view the stored one.
    expect(discountLabel({ kind: 'fixed', cents: 1000 }, 1000)).toEqual({ inc: 'Save $11', ex: 'Save $10' });
    expect(discountLabel({ kind: 'fixed', cents: 1250 }, 1000)).toEqual({
      inc: 'Save $13.75',
      ex: 'Save $12.50',
    });
    // $25 off ex GST beside $105.00 vs $130.00 ex GST says "Save $25", not "Save $27.50".
    expect(discountLabel({ kind: 'fixed', cents: 2500 }, 1000)).toEqual({
      inc: 'Save $27.50',
      ex: 'Save $25',
    });
    expect(discountLabel({ kind: 'fixed', cents: 1250 }, 0)).toEqual({
      inc: 'Save $12.50',
      ex: 'Save $12.50',
    });
  });

  it('adds up quantity times unit price', () => {
    expect(
      subtotalCents([
        { unitCents: 1999, quantity: 3 },
        { unitCents: 500, quantity: 1 },
      ]),
    ).toBe(6497);
  });
});
