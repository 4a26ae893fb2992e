/**
 * Product search for GET /search-product, on the product_search table (migration 0010): an exact part
 * number first, then, for queries that look like part numbers, SKUs that start with it, contain it or
 * nearly match it (pg_trgm), then full-text matches over title, brand, categories and descriptions,
 * each word with its synonyms (the shop's list, lib/search/synonyms.ts). A query that finds nothing
 * has its unmatched words corrected to the nearest catalogue words (search-correct.ts) and runs again.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { looksLikePartNumber } from '../../lib/search/search-query.ts';
import { expandQuery } from '../../lib/search/synonyms.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { findProducts } from './products.ts';
import type { ReadCache } from './read-cache.ts';
import { catalogueWords, correctable, nearestCatalogueWord, unmatched } from './search-correct.ts';

/** How many products a search answers with (the product spec: the first 15 are used). */
export const SEARCH_LIMIT = 15;

// Beyond this many words a query is not a shopper's; the rest are ignored to bound the query's cost.
const MAX_WORDS = 8;

/** A part number as the database compares it (product_sku_key in SQL): lower case, letters and digits. */
export function skuKey(text: string): string {
  return text.replace(/[^0-9a-z]+/gi, '').toLowerCase();
}

/** An oil's viscosity grade as typed: "5W-30", "5w30", "10W 40". */
const GRADE_TYPED = /\b(\d{1,2})\s*w\s*-?\s*(\d{2})\b/gu;
/** A grade as one query word: "5w30". */
const GRADE_WORD = /^(\d{1,2}w)(\d{2})$/;

/**
 * A query's words as the search reads them: lower case, letters and digits, an acronym's dots
 * dropped ("L.E.D." is "led"), an oil grade as one word ("5W-30" is "5w30"), at most MAX_WORDS.
 */
export function queryWords(term: string): string[] {
  return term
    .toLowerCase()
    .replace(/(?:\p{L}\.){2,}/gu, (acronym) => acronym.replaceAll('.', ''))
    .replace(GRADE_TYPED, '$1w$2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** A query word or phrase with its synonyms, the typed one first, as the search reads them. */
type Unit = string[];

/**
 * One unit as to_tsquery text: its alternatives OR-ed, a phrase's words in sequence; `prefix` for the
 * word being typed. An oil grade matches however a title prints it: PostgreSQL's parser reads
 * "5W-30" as "5w" then the number "-30", "5W30" as one word and "5W 30" as two.
 */
function fragment(unit: Unit, prefix: boolean): string {
  const alternatives = unit.map((alt, i) => {
    const grade = GRADE_WORD.exec(alt);
    if (grade) return `(${alt} | ${grade[1]} <-> '-${grade[2]}' | ${grade[1]} <-> ${grade[2]})`;
    const words = alt.split(' ');
    if (words.length > 1) return `(${words.join(' <-> ')})`;
    return prefix && i === 0 ? `${alt}:*` : alt;
  });
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
}

/** The query's units, each with its synonyms from `groups`. */
const unitsOf = (term: string, groups: string[][]): Unit[] => expandQuery(queryWords(term), groups);

/**
 * The text-search query for the shopper's words: every word (or one of its synonyms) must match, the
 * last also as a beginning ("brake pa" while typing). Only the query's letters, digits and spaces
 * (and a grade's "-30", made of its digits) reach to_tsquery, so no input can be read as its
 * operators; null when no word is left.
 */
export function textQuery(term: string, groups: string[][] = []): string | null {
  const units = unitsOf(term, groups);
  if (units.length === 0) return null;
  return units.map((unit, i) => fragment(unit, i === units.length - 1)).join(' & ');
}

// Full-text matches ranked at most: a common word ("brake") matches thousands of products, and ranking
// every one costs more than the budget (p99 50 ms at 100 searches a second). Candidates come in table
// order; among this many, title matches (weight A) still outrank the rest.
const RANK_CANDIDATES = 300;

/** One spelling per query that searches alike (case and runs of spaces change nothing): a cache key. */
export function searchCacheKey(term: string): string {
  return term.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The product ids a statement selects (as `product_id`), in its order. */
async function ids(db: Db, query: SQL): Promise<number[]> {
  const result = (await db.execute(query)) as unknown as { rows: { product_id: number }[] };
  return result.rows.map((r) => Number(r.product_id));
}

/**
 * Ids of the best matches for `term`, best first. Tiers, each a small statement on its own index
 * (one statement with every branch took longer to plan on PGlite than to run): the exact part
 * number, part numbers that start with it (shortest first), then only if none do, part numbers that
 * contain it, then only if none do, part numbers a slip away (pg_trgm similarity), then words by
 * full-text rank. A product appears once, in its best tier.
 */
export async function searchProductIds(
  db: Db,
  term: string,
  groups: string[][] = [],
  limit = SEARCH_LIMIT,
): Promise<number[]> {
  const key = skuKey(term);
  const words = textQuery(term, groups);
  const found: number[] = [];
  const add = (more: number[]) => {
    for (const id of more) if (found.length < limit && !found.includes(id)) found.push(id);
  };
  if (key.length >= 3) {
    // The btree on sku_key (text_pattern_ops) answers both = and LIKE 'key%'; the exact one sorts first.
    add(
      await ids(
        db,
        looksLikePartNumber(term)
          ? sql`select product_id from product_search where sku_key like ${`${key}%`}
              order by sku_key <> ${key}, length(sku_key), sku_key limit ${limit}`
          : sql`select product_id from product_search where sku_key = ${key}`,
      ),
    );
  }
  if (key.length >= 3 && looksLikePartNumber(term) && found.length === 0) {
    // The trigram scans read long posting lists (every SKU of a brand shares its code's trigrams), so
    // they run only when the btree found nothing: a part number typed without its brand code, or mistyped.
    add(
      await ids(
        db,
        sql`select product_id from product_search where sku_key like ${`%${key}%`}
          order by length(sku_key), sku_key limit ${limit}`,
      ),
    );
    if (found.length === 0) {
      add(
        await ids(
          db,
          sql`select product_id from product_search where sku_key % ${key}
            order by similarity(sku_key, ${key}) desc, sku_key limit ${limit}`,
        ),
      );
    }
  }
  if (words && found.length < limit) {
    add(
      await ids(
        db,
        sql`select product_id from (
            select product_id, document from product_search
            where document @@ to_tsquery('english', ${words}) limit ${RANK_CANDIDATES}
          ) candidates
          order by ts_rank(document, to_tsquery('english', ${words})) desc, product_id limit ${limit}`,
      ),
    );
  }
  return found;
}

/**
 * The query with its words that match nothing corrected to their nearest catalogue words, or null
 * when no word is off by few enough edits (or every word matches something).
 */
export async function correctedQuery(
  db: Db,
  term: string,
  groups: string[][],
  cache?: ReadCache,
): Promise<string | null> {
  const units = unitsOf(term, groups);
  const open = units.flatMap((unit, i) => (unit[0]!.includes(' ') || !correctable(unit[0]!) ? [] : [i]));
  if (open.length === 0) return null;
  const missing = await unmatched(
    db,
    open.map((i) => fragment(units[i]!, i === units.length - 1)),
  );
  if (missing.size === 0) return null;
  const words = units.map((unit) => unit[0]!);
  const dictionary = await catalogueWords(db, cache);
  let changed = false;
  for (const [n, i] of open.entries()) {
    if (!missing.has(n)) continue;
    const nearest = nearestCatalogueWord(words[i]!, dictionary);
    if (nearest) {
      words[i] = nearest;
      changed = true;
    }
  }
  return changed ? words.join(' ') : null;
}

export interface SearchFound {
  ids: number[];
  /** The query searched instead of the typed one, when that found nothing and a corrected one did. */
  correctedQuery: string | null;
}

/** Ids of the best matches for `term`, or when none, for its corrected spelling. */
export async function searchWithCorrection(
  db: Db,
  term: string,
  groups: string[][],
  { limit = SEARCH_LIMIT, cache }: { limit?: number; cache?: ReadCache } = {},
): Promise<SearchFound> {
  const ids = await searchProductIds(db, term, groups, limit);
  if (ids.length > 0) return { ids, correctedQuery: null };
  const corrected = await correctedQuery(db, term, groups, cache);
  if (!corrected) return { ids, correctedQuery: null };
  const again = await searchProductIds(db, corrected, groups, limit);
  return again.length > 0 ? { ids: again, correctedQuery: corrected } : { ids, correctedQuery: null };
}

/** The products of `ids` in the API's product shape, in that order; only active products. */
export async function productsInOrder(db: Db, ids: number[]): Promise<ApiProduct[]> {
  if (ids.length === 0) return [];
  const found = await findProducts(db, { where: inArray(products.id, ids) });
  const rank = new Map(ids.map((id, i) => [id, i]));
  return found.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/**
 * The best matches for `term` in the API's product shape, best first, with the correction made if
 * any; `exact`: the words as typed, never corrected (the results' "Search instead for" link);
 * `cache`: the product cache the catalogue's word list is kept beside.
 */
export async function searchProducts(
  db: Db,
  term: string,
  groups: string[][] = [],
  { limit = SEARCH_LIMIT, exact = false, cache }: { limit?: number; exact?: boolean; cache?: ReadCache } = {},
): Promise<{ data: ApiProduct[]; corrected_query: string | null }> {
  const { ids, correctedQuery } = exact
    ? { ids: await searchProductIds(db, term, groups, limit), correctedQuery: null }
    : await searchWithCorrection(db, term, groups, { limit, cache });
  return { data: await productsInOrder(db, ids), corrected_query: correctedQuery };
}
