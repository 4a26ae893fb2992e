import { describe, expect, it } from 'vitest';
import { isAfterCutoff } from './cutoff.ts';

describe('the dispatch cutoff', () => {
  it("counts from the shop's own clock: 5:59 PM in Sydney is before 6:00 PM, 6:00 PM is after", () => {
    // Tuesday 8 December 2026; Sydney is UTC+11 in summer.
    expect(isAfterCutoff(new Date('2026-12-08T06:59:00Z'), '18:00')).toBe(false);
    expect(isAfterCutoff(new Date('2026-12-08T07:00:00Z'), '18:00')).toBe(true);
    expect(isAfterCutoff(new Date('2026-12-08T07:00:00Z'), '18:00', 'Australia/Perth')).toBe(false);
  });

  it('treats the weekend as after the cutoff', () => {
    expect(isAfterCutoff(new Date('2026-12-12T00:00:00Z'), '18:00')).toBe(true); // Saturday 11 AM
    expect(isAfterCutoff(new Date('2026-12-13T22:00:00Z'), '18:00')).toBe(false); // Monday 9 AM
  });
});
