import { describe, expect, it } from 'vitest';
import { longUsDate } from './dates.ts';

describe('dates', () => {
  it("write a moment as the shop's date in Sydney, not the date in UTC", () => {
    // 1:30 am on 22 November in Sydney (daylight time, UTC+11) is still 21 November in UTC.
    expect(longUsDate('2026-11-21T14:30:00.000Z')).toBe('November 22, 2026');
    // 9:59 am on 1 July in Sydney (standard time, UTC+10).
    expect(longUsDate('2026-06-30T23:59:00.000Z')).toBe('July 1, 2026');
    expect(longUsDate('2026-07-01T13:59:00.000Z')).toBe('July 1, 2026');
  });
});
