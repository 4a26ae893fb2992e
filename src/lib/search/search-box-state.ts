/**
 * The header search box's rules, apart from the page (scripts/search-box.ts applies them): what a
 * typed text leads to (the product spec: nothing when empty, a note under 3 characters, else a search), the texts
 * the dropdown shows, which result the arrow keys pick, and the results page's address.
 */

export const MIN_CHARS = 3;
export const DEBOUNCE_MS = 300;
export const MAX_RESULTS = 15;

export type BoxStatus = 'idle' | 'short' | 'loading' | 'done' | 'failed';

/** What typing `text` does: clear the box, say it is too short, or search (after the debounce). */
export function statusFor(text: string): 'idle' | 'short' | 'loading' {
  const trimmed = text.trim();
  if (!trimmed) return 'idle';
  return trimmed.length < MIN_CHARS ? 'short' : 'loading';
}

/** The dropdown's line for a status (the product spec's texts), with the role that announces it; null for none. */
export function messageFor(
  status: BoxStatus,
  hits: number,
  failedText: string,
): { role: 'alert' | 'status'; text: string } | null {
  if (status === 'short') return { role: 'alert', text: 'Number of characters at least are 3' };
  if (status === 'loading') return { role: 'status', text: 'Searching...' };
  if (status === 'done' && hits === 0) return { role: 'status', text: 'Data not found' };
  if (status === 'failed') return { role: 'alert', text: failedText };
  return null;
}

/**
 * The result an arrow key selects among `count`: from no selection (-1) Down picks the first and Up
 * the last; then both wrap around. -1 when there is nothing to pick.
 */
export function moveActive(current: number, down: boolean, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return down ? 0 : count - 1;
  return (current + (down ? 1 : -1) + count) % count;
}

/**
 * The results page for a query; `fits` keeps "Fits my vehicle" on there, `exact` searches the words
 * as typed, without correction (the "Search instead for" link).
 */
export function resultsUrl(query: string, fits: boolean, exact = false): string {
  return `/search-results/?query=${encodeURIComponent(query.trim())}${fits ? '&fits=1' : ''}${exact ? '&exact=1' : ''}`;
}
