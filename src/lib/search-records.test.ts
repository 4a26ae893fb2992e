import { describe, expect, it } from 'vitest';
import { compactQuery, skuVariants } from './search-records.ts';

describe('part number spellings', () => {
  it('indexes a SKU as is and squeezed', () => {
    expect(skuVariants('BOS-BRK58537')).toEqual(['BOS-BRK58537', 'BOSBRK58537']);
    expect(skuVariants('ABC123')).toEqual(['ABC123']);
  });

  it('squeezes part-number queries only', () => {
    expect(compactQuery('bos brk 58537')).toBe('bosbrk58537');
    expect(compactQuery('BOS-BRK-58537')).toBe('BOSBRK58537');
    expect(compactQuery('brake pads')).toBeNull();
    expect(compactQuery('58537')).toBeNull();
  });
});
