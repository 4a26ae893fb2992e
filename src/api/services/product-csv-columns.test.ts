import { describe, expect, it } from 'vitest';
import { unneutralise } from '../../lib/format/csv-cells.ts';
import {
  CSV_COLUMNS,
  type CsvProduct,
  type CsvRecord,
  type CsvRefs,
  parseDollars,
  parsePercent,
  productToRecord,
  recordToInput,
} from './product-csv-columns.ts';

describe('product CSV cells', () => {
  it('reads dollars as whole cents', () => {
    expect(parseDollars('154.99')).toBe(15499);
    expect(parseDollars('$1,299.5')).toBe(129950);
    expect(parseDollars('0.07')).toBe(7);
    expect(parseDollars('-3')).toBe(-300);
    for (const bad of ['12.345', 'abc', '1.2.3', '', '1e3', '$', '12,34'])
      expect(parseDollars(bad)).toBeNull();
  });

  it('reads percent as basis points', () => {
    expect(parsePercent('12.5')).toBe(1250);
    expect(parsePercent('10%')).toBe(1000);
    expect(parsePercent('0.01')).toBe(1);
    expect(parsePercent('ten')).toBeNull();
  });

  it('takes the export’s formula guard off again, and nothing else', () => {
    expect(unneutralise("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unneutralise("'+1")).toBe('+1');
    expect(unneutralise("'quoted'")).toBe("'quoted'");
    expect(unneutralise('plain')).toBe('plain');
  });
});

describe('the optional universal column', () => {
  const refs: CsvRefs = {
    brandById: new Map([[1, 'bosch']]),
    brandByPermalink: new Map([['bosch', 1]]),
    categoryById: new Map([[2, 'brakes']]),
    categoryByPermalink: new Map([['brakes', 2]]),
    childById: new Map(),
    childByKey: new Map(),
    childPermalinks: new Set(),
  };
  const row = (extra: Partial<CsvRecord> = {}): CsvRecord => ({
    ...(Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])) as CsvRecord),
    sku: 'PAD-1',
    title: 'Brake pads',
    price: '10.00',
    brand: 'bosch',
    category: 'brakes',
    ...extra,
  });
  const read = (rec: CsvRecord, current?: Partial<CsvProduct>) =>
    recordToInput(rec, refs, current as CsvProduct | undefined, (t) => t.toLowerCase());

  it('reads 1 or 0 into the product, and says what else is wrong', () => {
    expect(read(row({ universal: '1' })).input.universal).toBe(true);
    expect(read(row({ universal: '0' }), { universal: true, images: [] }).input.universal).toBe(false);
    expect(read(row({ universal: 'maybe' })).errors.get('universal')).toBe(
      'Universal must be 1, 0, true, false, yes or no',
    );
  });

  it('keeps what a product had when the column is left out or empty; a new product is vehicle-specific', () => {
    expect(read(row(), { universal: true, images: [] }).input.universal).toBe(true);
    expect(read(row({ universal: '' }), { universal: true, images: [] }).input.universal).toBe(true);
    expect(read(row()).input.universal).toBe(false);
  });

  it('is written as 1 or 0', () => {
    const input = read(row({ universal: '1' })).input as unknown as CsvProduct;
    expect(productToRecord({ ...input, universal: true }, refs).universal).toBe('1');
    expect(productToRecord({ ...input, universal: false }, refs).universal).toBe('0');
  });
});
