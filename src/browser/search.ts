/**
 * Product search in the browser over the Pagefind index, loaded on first use only, with the build's
 * correction dictionary and synonym list (lib/search/search-dictionary.ts) loaded beside it. A query
 * word the catalogue has nothing for is corrected to its nearest catalogue word, and every word is
 * widened to its synonyms (lib/search/query-plan.ts); each resulting text is searched and the
 * results merged, the shopper's own words first. Every word of a text must match (Pagefind alone
 * ignores a word it cannot find, or matches a shorter word the query word starts with); a part-number
 * query is also searched without its spaces and dashes, and the part it names comes first. Failures
 * (the index cannot be loaded) reject, so callers can say so.
 * With an active vehicle, parts that fit it come first, then universal parts, then the rest (each hit
 * says which); "Fits my vehicle" keeps the first two only (lib/fitment FIT_FILTER).
 */
import { FIT_FILTER, fitValue, UNIVERSAL_FIT } from '../lib/fitment/fitment.ts';
import { parseMoney } from '../lib/pricing/money.ts';
import { type Lexicon, lexiconOf, planQuery } from '../lib/search/query-plan.ts';
import { DICTIONARY_FILE, type DictionaryFile, decodeDictionary } from '../lib/search/search-dictionary.ts';
import type { HitFit, SearchHit } from '../lib/search/search-hits.ts';
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

/** The correction dictionary and synonyms a search uses: none when the build wrote none. */
export interface SearchWords {
  lexicon: Lexicon;
  synonyms: string[][];
}

let loadingWords: Promise<SearchWords> | null = null;

/**
 * Loads the build's dictionary once, beside the index. A missing or broken one leaves the search as
 * it was (no corrections, no synonyms) rather than failing it; it is tried again on the next search.
 */
export function loadWords(bundle = '/pagefind/'): Promise<SearchWords> {
  loadingWords ??= fetch(`${bundle}${DICTIONARY_FILE}`)
    .then(async (answer) => {
      if (!answer.ok) throw new Error(`${DICTIONARY_FILE}: ${answer.status}`);
      const file = (await answer.json()) as DictionaryFile;
      return { lexicon: lexiconOf(decodeDictionary(file)), synonyms: file.synonyms };
    })
    .catch((error: unknown) => {
      console.warn('Search without corrections:', error);
      loadingWords = null;
      return { lexicon: lexiconOf(new Map()), synonyms: [] };
    });
  return loadingWords;
}

/** Loads the Pagefind runtime once, and the dictionary beside it (call it when the search box is focused, to warm it up). */
export function loadSearch(): Promise<Pagefind> {
  void loadWords();
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
  /** The shopper's active vehicle: parts that fit it first, then universal parts, then the rest. */
  activeVehicleId?: number;
  /** Search the words as typed: no correction ("Search instead for"). */
  exact?: boolean;
}

/** A result with whether it fits the active vehicle (none without one). */
export interface RankedResult {
  result: PagefindResult;
  fit?: HitFit;
}

/** The fit filter's groups a search runs in, in the order shown, with what each says of its parts. */
function fitGroups({ vehicleId, activeVehicleId }: SearchOptions): { fit?: string; says?: HitFit }[] {
  if (vehicleId !== undefined)
    return [
      { fit: fitValue(vehicleId), says: 'fits' },
      { fit: UNIVERSAL_FIT, says: 'universal' },
    ];
  if (activeVehicleId === undefined) return [{}];
  return [
    { fit: fitValue(activeVehicleId), says: 'fits' },
    { fit: UNIVERSAL_FIT, says: 'universal' },
    { says: 'other' },
  ];
}

/**
 * Every result for the query texts (queryPlan's, best first), in order: the part a part-number
 * query names first; then by fit to the vehicle (fitting, universal, the rest); within each, the
 * texts in order, the compact spelling of a part number after its own.
 */
export async function rankedResults(
  pagefind: Pagefind,
  query: string,
  texts: readonly string[],
  options: SearchOptions = {},
): Promise<RankedResult[]> {
  const compact = compactQuery(query);
  const spellings = [...new Set([...texts, ...(compact ? [compact] : [])])];
  const groups = fitGroups(options);
  const found = await Promise.all(
    groups.map(async ({ fit, says }) => {
      const lists = await Promise.all(spellings.map((text) => matching(pagefind, text, fit)));
      return lists.flat().map((result) => ({ result, fit: says }));
    }),
  );
  const seen = new Set<string>();
  const merged = found.flat().filter(({ result: r }) => !seen.has(r.id) && seen.add(r.id));
  const exact = await exactParts(
    pagefind,
    query,
    merged.map((m) => m.result),
  );
  return [...merged.filter((m) => exact.has(m.result.id)), ...merged.filter((m) => !exact.has(m.result.id))];
}

/** A search hit from the record's meta (lib/search-records). */
export function hitOf({ url, meta }: PagefindData, fit?: HitFit): SearchHit {
  return {
    ...(fit ? { fit } : {}),
    url,
    id: Number(meta.id) || 0,
    universal: meta.universal === '1',
    title: meta.title ?? '',
    sku: meta.sku ?? '',
    price: { incCents: parseMoney(meta.price_inc) ?? 0, exCents: parseMoney(meta.price_ex) ?? 0 },
    image: meta.image ?? '',
  };
}

/** What a search found: the total, one page of hits, and the query as searched when it was corrected. */
export interface FoundProducts {
  total: number;
  hits: SearchHit[];
  corrected?: string;
}

/** Products matching the query: the total and the hits from `offset`, at most `limit`. */
export async function searchProducts(
  query: string,
  offset = 0,
  limit = 15,
  options: SearchOptions = {},
): Promise<FoundProducts> {
  const [pagefind, words] = await Promise.all([loadSearch(), loadWords()]);
  const plan = planQuery(query, words.lexicon, words.synonyms, options.exact);
  const results = await rankedResults(pagefind, query, plan.texts, options);
  if (results.length === 0 && !(await searchIndexAnswers())) {
    // Pagefind keeps a part of the index that failed as missing: start afresh on the next search.
    loading = null;
    await pagefind.destroy().catch(() => {});
    throw new Error('The search index could not be loaded');
  }
  const hits = await Promise.all(
    results.slice(offset, offset + limit).map(async ({ result, fit }) => hitOf(await result.data(), fit)),
  );
  return { total: results.length, hits, ...(plan.corrected ? { corrected: plan.corrected } : {}) };
}
