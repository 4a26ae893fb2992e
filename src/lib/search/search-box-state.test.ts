import { describe, expect, it } from 'vitest';
import { messageFor, moveActive, resultsUrl, statusFor } from './search-box-state.ts';

describe('the search box rules', () => {
  it('clears on empty input, asks for 3 characters, else searches', () => {
    expect(statusFor('')).toBe('idle');
    expect(statusFor('   ')).toBe('idle');
    expect(statusFor('br')).toBe('short');
    expect(statusFor(' br ')).toBe('short');
    expect(statusFor('bra')).toBe('loading');
  });

  it("shows SPEC's texts with the role that announces them", () => {
    expect(messageFor('short', 0, 'x')).toEqual({
      role: 'alert',
      text: 'Number of characters at least are 3',
    });
    expect(messageFor('loading', 4, 'x')).toEqual({ role: 'status', text: 'Searching...' });
    expect(messageFor('done', 0, 'x')).toEqual({ role: 'status', text: 'Data not found' });
    expect(messageFor('done', 3, 'x')).toBeNull();
    expect(messageFor('failed', 0, 'Error fetching search results')).toEqual({
      role: 'alert',
      text: 'Error fetching search results',
    });
    expect(messageFor('idle', 0, 'x')).toBeNull();
  });

  it('arrow keys pick the first or last result, then wrap around', () => {
    expect(moveActive(-1, true, 5)).toBe(0);
    expect(moveActive(-1, false, 5)).toBe(4);
    expect(moveActive(4, true, 5)).toBe(0);
    expect(moveActive(0, false, 5)).toBe(4);
    expect(moveActive(2, true, 5)).toBe(3);
    expect(moveActive(-1, true, 0)).toBe(-1);
  });

  it('opens the results page for the trimmed query, with the fits filter when chosen', () => {
    expect(resultsUrl(' oil filter ', false)).toBe('/search-results/?query=oil%20filter');
    expect(resultsUrl('BOS-BRK62229', true)).toBe('/search-results/?query=BOS-BRK62229&fits=1');
  });
});
