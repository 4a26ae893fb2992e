/**
 * Product search for GET /search-product, on the product_search table (migration 0010): an exact part
 * number first, then, for queries that look like part numbers, SKUs that start with it, contain it or
 * nearly match it (pg_trgm), then full-text matches over title, brand, categories and descriptions.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { looksLikePartNumber } from '../../lib/search/search-query.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { findProducts } from './products.ts';

/** How many products a search answers with (the product spec: the first 15 are used). */
export const SEARCH_LIMIT = 15;

// Beyond this many words a query is not a shopper's; the rest are ignored to bound the query's cost.
const MAX_WORDS = 8;

/** A part number as the database compares it (product_sku_key in SQL): lower case, letters and digits. */
export function skuKey(text: string): string {
  return text.replace(/[^0-9a-z]+/gi, '').toLowerCase();
}

/**
 * The text-search query for the shopper's words: all of them must match, the last also as a beginning
 * ("brake pa" while typing). Only letters and digits reach to_tsquery, so no input can be read as its
 * operators; null when no word is left.
 */
export function textQuery(term: string): string | null {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
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
export async function searchProductIds(db: Db, term: string, limit = SEARCH_LIMIT): Promise<number[]> {
  const key = skuKey(term);
  const words = textQuery(term);
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

/** The best matches for `term` in the API's product shape, best first; only active products. */
export async function searchProducts(db: Db, term: string, limit = SEARCH_LIMIT): Promise<ApiProduct[]> {
  const ids = await searchProductIds(db, term, limit);
  if (ids.length === 0) return [];
  const found = await findProducts(db, { where: inArray(products.id, ids) });
  const rank = new Map(ids.map((id, i) => [id, i]));
  return found.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}
