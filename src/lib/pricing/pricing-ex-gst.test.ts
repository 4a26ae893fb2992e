import { describe, expect, it } from 'vitest';
import { exGstFor, incGst } from './pricing.ts';

describe('exGstFor: the ex-GST price for a GST-inclusive shelf price', () => {
  it('gives back the stored price of a shelf price incGst produced', () => {
    expect(exGstFor(17049, 1000)).toBe(15499);
    expect(exGstFor(11000, 1000)).toBe(10000);
    expect(exGstFor(0, 1000)).toBe(0);
    expect(exGstFor(2500, 0)).toBe(2500);
  });

  it('round-trips every ex-GST price from 0 to $200 at 10% and at 15%', () => {
    for (const gstBp of [1000, 1500])
      for (let ex = 0; ex <= 20_000; ex++) expect(exGstFor(incGst(ex, gstBp), gstBp)).toBe(ex);
  });

  it('takes the nearest shelf price when a typed one is not reachable in whole cents', () => {
    // At 10%, 9 cents ex is 10 inc and 10 cents ex is 11 inc: nothing ex gives 10.5, and $1.00 inc is
    // reachable (91 ex -> 100), while 1 cent inc gives 1 ex (1.1 rounds to 1).
    for (let inc = 0; inc <= 5_000; inc++) {
      const ex = exGstFor(inc, 1000);
      const off = Math.abs(incGst(ex, 1000) - inc);
      expect(off).toBeLessThanOrEqual(Math.abs(incGst(ex + 1, 1000) - inc));
      expect(off).toBeLessThanOrEqual(ex > 0 ? Math.abs(incGst(ex - 1, 1000) - inc) : off);
    }
  });
});
