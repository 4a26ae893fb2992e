import { describe, expect, it } from 'vitest';
import { GOODS } from './freight-fixtures.ts';
import { chargeableGrams, cubicGrams, effectiveClass, measuredClass, normaliseUn } from './goods.ts';

describe('freight goods', () => {
  it('weighs a parcel by cubic weight at the factor when that is more than its dead weight', () => {
    // 0.4 × 0.3 × 0.2 m = 0.024 m³ at 250 kg/m³ = 6 kg.
    expect(cubicGrams({ lengthMm: 400, widthMm: 300, heightMm: 200 }, 250)).toBe(6000);
    expect(chargeableGrams({ ...GOODS.oilFilter, lengthMm: 400, widthMm: 300, heightMm: 200 }, 250)).toBe(
      6000,
    );
    expect(chargeableGrams(GOODS.battery, 250)).toBe(16_500);
  });

  it('puts goods in the class their weight and size demand, never a smaller one than the editor chose', () => {
    expect(measuredClass(GOODS.oilFilter)).toBe('standard');
    expect(measuredClass({ ...GOODS.oilFilter, weightGrams: 23_000 })).toBe('bulky');
    expect(measuredClass({ ...GOODS.oilFilter, lengthMm: 1200 })).toBe('bulky');
    expect(measuredClass({ ...GOODS.oilFilter, lengthMm: 700, widthMm: 700, heightMm: 600 })).toBe('bulky');
    expect(measuredClass(GOODS.exhaust)).toBe('oversize');
    expect(effectiveClass({ ...GOODS.exhaust, freightClass: 'standard' })).toBe('oversize');
    expect(effectiveClass({ ...GOODS.oilFilter, freightClass: 'bulky' })).toBe('bulky');
  });

  it('reads a UN number however it is typed', () => {
    expect(normaliseUn('UN2794')).toBe('UN2794');
    expect(normaliseUn(' un 2794 ')).toBe('UN2794');
    expect(normaliseUn('2794')).toBe('UN2794');
    expect(normaliseUn('UN279')).toBeNull();
    expect(normaliseUn('UN27945')).toBeNull();
  });
});
