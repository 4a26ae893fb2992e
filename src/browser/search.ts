/**
 * Product search in the browser over the Pagefind index, loaded on first use only. Every word of the
 * query must match (Pagefind alone ignores a word it cannot find, or matches a shorter word the query
 * word starts with); a part-number query is also searched without its spaces and dashes, and the part
 * it names comes first. Failures (the index cannot be loaded) reject, so callers can say so.
 * "Fits my vehicle" searches the query twice, filtered to the vehicle and to universal
 * parts (lib/fitment FIT_FILTER), fitting parts first.
 */
import { FIT_FILTER, fitValue, UNIVERSAL_FIT } from '../lib/fitment/fitment.ts';
import { parseMoney } from '../lib/pricing/money.ts';
import type { SearchHit } from '../lib/search/search-hits.ts';
import {
  looksLikePartNumber,
  queryTerms,
  searchIndexAnswers,
  wordMatchesTerm,
} from '../lib/search/search-query.ts';
import { compactQuery, isPartNumberOf } from '../lib/search/search-records.ts';

export interface PagefindData {
  url: string;
  content: string;
  meta: Record<string, string>;
}

export interface PagefindResult {
  id: string;
  /** Positions of the matched words in the record's content. */
  words: number[];
  data(): Promise<PagefindData>;
}

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  destroy(): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] } | null>;
}

export type { SearchHit };

/** The text of docs/product.md#messages for a search that could not run (the results page's; the header has none of its own). */
export const SEARCH_FAILED = 'Error fetching search results';

let loading: Promise<Pagefind> | null = null;

/** Loads the Pagefind runtime once (call it when the search box is focused, to warm it up). */
export function loadSearch(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    // On the page's own thread: a search of a few index chunks takes milliseconds, and Pagefind's
    // worker script would be 12 KB more to download before the first results.
    await pagefind.options({ excerptLength: 0, noWorker: true });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function resultsFor(pagefind: Pagefind, query: string, fit?: string): Promise<PagefindResult[]> {
  const found = await pagefind.search(query, fit ? { filters: { [FIT_FILTER]: fit } } : {});
  if (!found) throw new Error('Search was interrupted');
  return found.results;
}

/**
 * Pagefind's results for a spelling of the query, or none when one of its words is not really found.
 * Pagefind keeps only the pages that match every word it found, so when each query word is matched
 * by a word of the best result that starts with it (or differs by an English ending), every word was
 * found; a word it matched by falling back to a shorter one, or ignored, is missing there. With
 * `fit`, only the parts with that value of the fit filter.
 */
async function matching(pagefind: Pagefind, query: string, fit?: string): Promise<PagefindResult[]> {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const results = await resultsFor(pagefind, query, fit);
  const best = results[0];
  if (!best || best.words.length === 0) return fit ? [] : results;
  const content = (await best.data()).content.split(/\s+/);
  const matched = best.words.map((at) => content[at] ?? '');
  return terms.every((term) => matched.some((word) => wordMatchesTerm(word, term))) ? results : [];
}

/** Ids of the products a part-number query names exactly (the SKU, or the SKU without its prefix). */
async function exactParts(
  pagefind: Pagefind,
  query: string,
  results: PagefindResult[],
): Promise<Set<string>> {
  if (!looksLikePartNumber(query)) return new Set();
  const squeezed = query.replace(/[^0-9a-z]/gi, '');
  // A quoted search finds whole words only: the records that hold the part number as a word.
  const whole = new Set((await resultsFor(pagefind, `"${squeezed}"`)).map((r) => r.id));
  const candidates = results.filter((r) => whole.has(r.id)).slice(0, 10);
  const named = await Promise.all(
    candidates.map(async (r) => isPartNumberOf((await r.data()).meta.sku ?? '', query)),
  );
  return new Set(candidates.filter((_, i) => named[i]).map((r) => r.id));
}

export interface SearchOptions {
  /** Only parts that fit this vehicle (and universal parts). */
  vehicleId?: number;
}

/**
 * Every result for the query, in order: the part a part-number query names first, then the query's
 * own spelling before the compact one; with a vehicle, fitting parts before universal ones.
 */
export async function rankedResults(
  pagefind: Pagefind,
  query: string,
  { vehicleId }: SearchOptions = {},
): Promise<PagefindResult[]> {
  const compact = compactQuery(query);
  const spellings = compact ? [query, compact] : [query];
  const fits = vehicleId === undefined ? [undefined] : [fitValue(vehicleId), UNIVERSAL_FIT];
  const found = await Promise.all(
    fits.flatMap((fit) => spellings.map((text) => matching(pagefind, text, fit))),
  );
  const seen = new Set<string>();
  const merged = found.flat().filter((r) => !seen.has(r.id) && seen.add(r.id));
  const exact = await exactParts(pagefind, query, merged);
  return [...merged.filter((r) => exact.has(r.id)), ...merged.filter((r) => !exact.has(r.id))];
}

/** A search hit from the record's meta (lib/search-records). */
export function hitOf({ url, meta }: PagefindData): SearchHit {
  return {
    url,
    id: Number(meta.id) || 0,
    universal: meta.universal === '1',
    title: meta.title ?? '',
    sku: meta.sku ?? '',
    price: { incCents: parseMoney(meta.price_inc) ?? 0, exCents: parseMoney(meta.price_ex) ?? 0 },
    image: meta.image ?? '',
  };
}

/** Products matching the query: the total and the hits from `offset`, at most `limit`. */
export async function searchProducts(
  query: string,
  offset = 0,
  limit = 15,
  options: SearchOptions = {},
): Promise<{ total: number; hits: SearchHit[] }> {
  const pagefind = await loadSearch();
  const results = await rankedResults(pagefind, query, options);
  if (results.length === 0 && !(await searchIndexAnswers())) {
    // Pagefind keeps a part of the index that failed as missing: start afresh on the next search.
    loading = null;
    await pagefind.destroy().catch(() => {});
    throw new Error('The search index could not be loaded');
  }
  const hits = await Promise.all(
    results.slice(offset, offset + limit).map(async (r) => hitOf(await r.data())),
  );
  return { total: results.length, hits };
}
