import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf } from './money.ts';
import { priceOrder } from './pricing.ts';

const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };
const line = fc.record({
  unitCents: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 200 }),
});
const lines = fc.array(line, { maxLength: 8 });
const discounts = fc.record({
  signupBp: fc.integer({ min: 0, max: 10_000 }),
  membershipBp: fc.integer({ min: 0, max: 10_000 }),
});

describe('checkout price chain (properties)', () => {
  it('never goes negative, and the parts add up to the total exactly', () => {
    fc.assert(
      fc.property(lines, discounts, (ls, d) => {
        const t = priceOrder(ls, settings, d);
        for (const value of Object.values(t)) expect(value).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(t.totalCents)).toBe(true);
        expect(t.discountedSubtotalCents).toBe(
          t.subtotalCents - t.signupDiscountCents - t.membershipDiscountCents,
        );
        expect(t.totalCents).toBe(t.discountedSubtotalCents + t.deliveryCents + t.gstCents);
      }),
    );
  });

  it('charges GST exactly: the GST percent of discounted subtotal plus delivery, rounded half up to the cent', () => {
    fc.assert(
      fc.property(lines, discounts, fc.integer({ min: 0, max: 3000 }), (ls, d, gstBp) => {
        const t = priceOrder(ls, { ...settings, gstBp }, d);
        const base = t.discountedSubtotalCents + t.deliveryCents;
        expect(t.gstCents).toBe(Math.floor((base * gstBp + 5000) / 10000));
        expect(t.gstCents).toBe(percentOf(base, gstBp));
      }),
    );
  });

  it('is monotonic in quantity, except that reaching free delivery removes the delivery charge', () => {
    fc.assert(
      fc.property(lines, line, discounts, fc.integer({ min: 1, max: 50 }), (ls, l, d, extra) => {
        const before = priceOrder([...ls, l], settings, d);
        const after = priceOrder([...ls, { ...l, quantity: l.quantity + extra }], settings, d);
        expect(after.subtotalCents).toBeGreaterThanOrEqual(before.subtotalCents);
        expect(after.discountedSubtotalCents).toBeGreaterThanOrEqual(before.discountedSubtotalCents);
        if (after.deliveryCents === before.deliveryCents)
          expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents);
        else expect(after.deliveryCents).toBe(0);
      }),
    );
  });

  it('delivers free at or above the threshold and charges the settings fee below it', () => {
    expect(priceOrder([{ unitCents: 39_999, quantity: 1 }], settings).deliveryCents).toBe(1500);
    expect(priceOrder([{ unitCents: 40_000, quantity: 1 }], settings).deliveryCents).toBe(0);
    expect(priceOrder([], settings)).toMatchObject({ deliveryCents: 0, totalCents: 0 });
  });

  it('works a member example through every step', () => {
    // $200.00 subtotal, 5% signup (-$10.00), 10% membership of $190.00 (-$19.00), $15 delivery, 10% GST.
    expect(
      priceOrder([{ unitCents: 10_000, quantity: 2 }], settings, { signupBp: 500, membershipBp: 1000 }),
    ).toEqual({
      subtotalCents: 20_000,
      signupDiscountCents: 1_000,
      membershipDiscountCents: 1_900,
      discountedSubtotalCents: 17_100,
      deliveryCents: 1_500,
      gstCents: 1_860,
      totalCents: 20_460,
    });
  });
});
