import { describe, expect, it } from 'vitest';
import { exGstFigures, priceOrder } from './pricing.ts';

const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };

/** The ex-GST lines as they add into the total ex GST. */
const sumOfLines = (f: ReturnType<typeof exGstFigures>) =>
  f.subtotalExCents -
  f.signupDiscountExCents -
  f.membershipDiscountExCents -
  f.newsletterDiscountExCents +
  f.deliveryExCents +
  f.roundingExCents;

describe('exGstFigures (ex-GST totals add up)', () => {
  it('takes up the stray cent: $139.90 + $15.00 ex GST with a total of $154.91 ex GST', () => {
    // Ten at $13.99 ex GST are $15.39 each with GST (rounded up), $153.90; with $16.50 delivery $170.40,
    // which contains $15.49 GST: $154.91 ex GST, a cent more than $139.90 + $15.00.
    const totals = priceOrder([{ unitCents: 1399, quantity: 10 }], settings);
    expect(totals.totalCents).toBe(17040);
    const f = exGstFigures(totals);
    expect(f).toEqual({
      subtotalExCents: 13990,
      signupDiscountExCents: 0,
      membershipDiscountExCents: 0,
      newsletterDiscountExCents: 0,
      deliveryExCents: 1500,
      roundingExCents: 1,
      totalExCents: 15491,
      gstCents: 1549,
    });
    expect(sumOfLines(f)).toBe(f.totalExCents);
    expect(f.totalExCents + f.gstCents).toBe(totals.totalCents);
  });

  it('gives each discount its share of the ex-GST subtotal, rounded half up', () => {
    // $100.00 ex GST is $110.00 with GST; 10% off is $11.00 with GST and $10.00 ex GST.
    const totals = priceOrder([{ unitCents: 10000, quantity: 1 }], settings, { signupBp: 1000 });
    expect(totals.signupDiscountCents).toBe(1100);
    const f = exGstFigures(totals);
    expect(f.signupDiscountExCents).toBe(1000);
    expect(f.roundingExCents).toBe(0);
    expect(sumOfLines(f)).toBe(f.totalExCents);
  });

  it('keeps the GST an order was stored with', () => {
    const totals = priceOrder([{ unitCents: 1399, quantity: 10 }], settings);
    // An order placed under an earlier rule: its own GST stands, the ex-GST total follows from it.
    const f = exGstFigures({ ...totals, gstCents: totals.gstCents + 1 });
    expect(f.gstCents).toBe(totals.gstCents + 1);
    expect(f.totalExCents).toBe(totals.totalCents - totals.gstCents - 1);
    expect(sumOfLines(f)).toBe(f.totalExCents);
  });

  it('is all zeros for an empty cart', () => {
    const f = exGstFigures(priceOrder([], settings));
    expect(Object.values(f).every((v) => v === 0)).toBe(true);
  });
});
