import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, shopDay } from './date-presets.ts';

// 14:30 UTC on 6 December is 01:30 on 7 December in Sydney (AEDT, UTC+11).
const lateUtc = new Date('2026-12-06T14:30:00Z');

describe('order date presets on the shop clock', () => {
  it("take the shop's day, not UTC's", () => {
    expect(shopDay(lateUtc)).toBe('2026-12-07');
    expect(presetRange('today', lateUtc)).toEqual({ from: '2026-12-07', to: '2026-12-07' });
  });

  it('go back across a month end', () => {
    const first = new Date('2026-03-01T02:00:00Z'); // 13:00 on 1 March in Sydney
    expect(presetRange('yesterday', first)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', first)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('recognise a range that is a preset', () => {
    expect(presetOf('2026-12-01', '2026-12-07', lateUtc)).toBe('last7');
    expect(presetOf('2026-12-01', '2026-12-06', lateUtc)).toBeNull();
  });
});
