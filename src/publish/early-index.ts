/**
 * The search index made while the pages render: the first render process hands over the search
 * records as soon as it has loaded the catalogue (src/data/search-records-out.ts); this waits for
 * that file and indexes it with Pagefind, so the index is ready about when the pages are.
 */
import { readFile } from 'node:fs/promises';
import type { SearchRecord } from '../lib/search/search-records.ts';
import { buildSearchIndex } from './search-index.ts';

/** Up to this many products Pagefind indexes while the pages render; beyond, after (its memory grows). */
export const EARLY_INDEX_MAX = 50_000;

/**
 * Polls `recordsFile` every 200 ms while `waiting()` holds and `signal` is not aborted; indexes the
 * records into `searchDir` once it appears and `seeded` (the served index linked in) has settled. Null when it never did: the caller indexes at the end.
 * `signal` stops the index too; the promise settles once nothing writes into `searchDir`.
 */
export async function indexWhenHandedOver(
  recordsFile: string,
  searchDir: string,
  seeded: Promise<unknown>,
  waiting: () => boolean,
  signal: AbortSignal,
): Promise<{ count: number; ms: number } | null> {
  while (waiting() && !signal.aborted) {
    const text = await readFile(recordsFile, 'utf8').catch(() => null);
    if (text !== null) {
      const at = performance.now();
      await seeded;
      const count = await buildSearchIndex(JSON.parse(text) as SearchRecord[], searchDir, signal);
      return { count, ms: performance.now() - at };
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return null;
}
