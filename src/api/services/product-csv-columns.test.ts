import { describe, expect, it } from 'vitest';
import { unneutralise } from '../../lib/csv-cells.ts';
import { parseDollars, parsePercent } from './product-csv-columns.ts';

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
