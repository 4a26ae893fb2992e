import { describe, expect, it } from 'vitest';
import {
  bpToPercent,
  centsToDecimal,
  formatMoney,
  formatPercent,
  parseMoney,
  percentOf,
  percentToBp,
} from './money.ts';

describe('money', () => {
  it('formats cents as Australian dollars with two decimals', () => {
    expect(formatMoney(12995)).toBe('$129.95');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('writes cents as the API decimal text', () => {
    expect(centsToDecimal(12995)).toBe('129.95');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-150)).toBe('-1.50');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
  });

  it('parses dollar text exactly, without floating-point drift', () => {
    expect(parseMoney('129.95')).toBe(12995);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('1,299')).toBe(129900);
    expect(parseMoney('$15')).toBe(1500);
    expect(parseMoney('10.005')).toBe(1001);
    expect(parseMoney(19.99)).toBe(1999);
  });

  it('refuses text that is not an amount', () => {
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('.')).toBeNull();
    expect(parseMoney(undefined)).toBeNull();
    expect(parseMoney(Number.NaN)).toBeNull();
  });

  it('takes percentages in basis points, rounding half up once', () => {
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp(10)).toBe(1000);
    expect(percentOf(12995, 1000)).toBe(1300);
    expect(percentOf(5, 1000)).toBe(1);
    expect(percentOf(4, 1000)).toBe(0);
  });

  it('shows basis points as a percent without trailing zeros', () => {
    expect(formatPercent(1000)).toBe('10');
    expect(formatPercent(1250)).toBe('12.5');
    expect(formatPercent(333)).toBe('3.33');
    expect(formatPercent(0)).toBe('0');
    expect(formatPercent(-250)).toBe('-2.5');
  });

  it('gives basis points as a percent number for JSON', () => {
    expect(bpToPercent(1000)).toBe(10);
    expect(bpToPercent(1250)).toBe(12.5);
    expect(bpToPercent(1)).toBe(0.01);
    expect(bpToPercent(0)).toBe(0);
    expect(bpToPercent(-250)).toBe(-2.5);
  });
});
