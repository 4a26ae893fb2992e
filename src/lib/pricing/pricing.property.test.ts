import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstIncluded, incGst, priceOrder, shownLine, shownPrice, spendForFreeDelivery } from './pricing.ts';

const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };
const line = fc.record({
  unitCents: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 200 }),
});
const lines = fc.array(line, { maxLength: 8 });
const discounts = fc.record({
  signupBp: fc.integer({ min: 0, max: 10_000 }),
  membershipBp: fc.integer({ min: 0, max: 10_000 }),
  newsletterBp: fc.integer({ min: 0, max: 10_000 }),
});
const anySettings = fc.record({
  gstBp: fc.integer({ min: 0, max: 10_000 }),
  deliveryChargeCents: fc.integer({ min: 0, max: 100_000 }),
  freeDeliveryThresholdCents: fc.integer({ min: 0, max: 2_000_000 }),
});

/**
 * What the shopper is shown for a cart, figure by figure, as the screens build it: each line's
 * GST-inclusive total, each discount line, the delivery line. Computed from the display helpers, not
 * from the chain's own total.
 */
function shownFigures(
  ls: { unitCents: number; quantity: number }[],
  s: typeof settings,
  d: { signupBp: number; membershipBp: number; newsletterBp: number },
) {
  const t = priceOrder(ls, s, d);
  return {
    lines: ls.map((l) => shownLine(l, s.gstBp).incCents),
    discounts: [t.signupDiscountCents, t.membershipDiscountCents, t.newsletterDiscountCents],
    delivery: t.deliveryExCents === 0 ? 0 : shownPrice(s.deliveryChargeCents, s.gstBp).incCents,
  };
}

describe('checkout price chain (properties)', () => {
  it('never charges more than shown, and never more than a cent per line below it', () => {
    fc.assert(
      fc.property(lines, anySettings, discounts, (ls, s, d) => {
        const charged = priceOrder(ls, s, d).totalCents;
        const shown = shownFigures(ls, s, d);
        const sum =
          shown.lines.reduce((a, b) => a + b, 0) +
          shown.delivery -
          shown.discounts.reduce((a, b) => a + b, 0);
        expect(charged).toBeLessThanOrEqual(sum);
        expect(charged).toBeGreaterThanOrEqual(sum - ls.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('never goes negative, and the parts add up to the total exactly', () => {
    fc.assert(
      fc.property(lines, anySettings, discounts, (ls, s, d) => {
        const t = priceOrder(ls, s, d);
        for (const value of Object.values(t)) expect(value).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(t.totalCents)).toBe(true);
        expect(t.discountedSubtotalCents).toBe(
          t.subtotalIncCents - t.signupDiscountCents - t.membershipDiscountCents - t.newsletterDiscountCents,
        );
        expect(t.totalCents).toBe(t.discountedSubtotalCents + t.deliveryIncCents);
        expect(t.gstCents).toBeLessThanOrEqual(t.totalCents);
      }),
    );
  });

  it('contains GST of the total, rounded half up once (s9-90): the ATO one-eleventh at 10%', () => {
    fc.assert(
      fc.property(lines, discounts, fc.integer({ min: 0, max: 3000 }), (ls, d, gstBp) => {
        const t = priceOrder(ls, { ...settings, gstBp }, d);
        const exact = (t.totalCents * gstBp) / (10_000 + gstBp);
        expect(Math.abs(t.gstCents - exact)).toBeLessThanOrEqual(0.5);
        expect(t.gstCents).toBe(gstIncluded(t.totalCents, gstBp));
      }),
    );
    expect(gstIncluded(1100, 1000)).toBe(100);
    expect(gstIncluded(18_699, 1000)).toBe(1700);
  });

  it('rounds GST-inclusive prices half up, and keeps GST within half a cent of the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (ex, gstBp) => {
          const inc = incGst(ex, gstBp);
          expect(Math.abs(inc - ex - (ex * gstBp) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
    expect(incGst(15_499, 1000)).toBe(17_049); // 170.489 -> 170.49
    expect(incGst(5, 1000)).toBe(6); // 5.5 -> 6: half up
  });

  it('is monotonic in quantity, except that reaching free delivery removes the delivery charge', () => {
    fc.assert(
      fc.property(lines, line, discounts, fc.integer({ min: 1, max: 50 }), (ls, l, d, extra) => {
        const before = priceOrder([...ls, l], settings, d);
        const after = priceOrder([...ls, { ...l, quantity: l.quantity + extra }], settings, d);
        expect(after.subtotalIncCents).toBeGreaterThanOrEqual(before.subtotalIncCents);
        expect(after.discountedSubtotalCents).toBeGreaterThanOrEqual(before.discountedSubtotalCents);
        if (after.deliveryIncCents === before.deliveryIncCents)
          expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents);
        else expect(after.deliveryIncCents).toBe(0);
      }),
    );
  });

  it('delivers free once the GST-inclusive subtotal reaches the threshold, and says how far away it is', () => {
    // $363.63 ex is $399.99 inc: still charged; $363.64 ex is $400.00 inc: free.
    expect(priceOrder([{ unitCents: 36_363, quantity: 1 }], settings)).toMatchObject({
      deliveryExCents: 1500,
      deliveryIncCents: 1650,
    });
    expect(priceOrder([{ unitCents: 36_364, quantity: 1 }], settings).deliveryIncCents).toBe(0);
    expect(priceOrder([], settings)).toMatchObject({ deliveryIncCents: 0, totalCents: 0 });
    expect(spendForFreeDelivery(39_999, settings)).toBe(1);
    expect(spendForFreeDelivery(45_000, settings)).toBe(0);
  });

  it('works a member example through every step', () => {
    // Two at $100.00 ex = $110.00 inc each: $220.00; 5% signup (-$11.00); 10% membership of $209.00
    // (-$20.90); 10% newsletter code of $188.10 (-$18.81); delivery $15 ex = $16.50; total $185.79,
    // which contains $16.89 GST.
    expect(
      priceOrder([{ unitCents: 10_000, quantity: 2 }], settings, {
        signupBp: 500,
        membershipBp: 1000,
        newsletterBp: 1000,
      }),
    ).toEqual({
      subtotalExCents: 20_000,
      subtotalIncCents: 22_000,
      signupDiscountCents: 1_100,
      membershipDiscountCents: 2_090,
      newsletterDiscountCents: 1_881,
      discountedSubtotalCents: 16_929,
      deliveryExCents: 1_500,
      deliveryIncCents: 1_650,
      gstCents: 1_689,
      totalCents: 18_579,
    });
  });

  it("matches SPEC's example: $154.99 ex GST with $15 delivery is $186.99", () => {
    const t = priceOrder([{ unitCents: 15_499, quantity: 1 }], settings);
    expect(t).toMatchObject({
      subtotalIncCents: 17_049,
      deliveryIncCents: 1650,
      totalCents: 18_699,
      gstCents: 1700,
    });
  });
});
