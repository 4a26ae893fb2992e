/**
 * Typo correction for the API search: a query word that matches no product (nor do its synonyms) is
 * taken for the nearest word of the catalogue's titles (table search_words, kept by triggers) or of
 * its brand and category names, within the edits lib/search/correct.ts allows (1 for 4-7 letters,
 * 2 for 8 or more; Damerau-Levenshtein, ties to the word more products have), by the same code the
 * static search runs over its dictionary. The words are a few thousand at most (letters only), so
 * they are read once per catalogue change and searched in memory: a correction costs no query.
 */
import { sql } from 'drizzle-orm';
import { type Dictionary, maxEdits, nearestWord } from '../../lib/search/correct.ts';
import type { DbOrTx } from '../db/client.ts';
import type { ReadCache } from './read-cache.ts';

/** A query word that may be corrected: letters only (a part number is matched by its own tiers), 4 or more. */
export const correctable = (word: string) => /^\p{L}+$/u.test(word) && maxEdits(word) > 0;

/** Which of the tsquery fragments (one per query word, with its synonyms) match no product. */
export async function unmatched(db: DbOrTx, fragments: string[]): Promise<Set<number>> {
  if (fragments.length === 0) return new Set();
  const list = sql.join(
    fragments.map((f) => sql`${f}::text`),
    sql`, `,
  );
  // A fragment of stop words only ("with") is an empty query: not "unmatched", just ignored.
  const result = (await db.execute(sql`select i from unnest(array[${list}]) with ordinality f(q, i)
    where numnode(to_tsquery('english', f.q)) > 0
      and not exists (select 1 from product_search where document @@ to_tsquery('english', f.q))`)) as unknown as {
    rows: { i: number | string }[];
  };
  return new Set(result.rows.map((r) => Number(r.i) - 1));
}

/** The titles' words with their product counts, and the brand and category names' words (as no product's). */
async function readDictionary(db: DbOrTx): Promise<Dictionary> {
  const result = (await db.execute(sql`select word, products from search_words
    union all
    select distinct w, 0 from (select title from brands union all select title from categories
        union all select child_title from child_categories) names,
      regexp_split_to_table(lower(names.title), '[^[:alpha:]]+') w
    where length(w) >= 3`)) as unknown as { rows: { word: string; products: number }[] };
  const dictionary = new Map<string, number>();
  for (const r of result.rows) if (!dictionary.has(r.word)) dictionary.set(r.word, Number(r.products));
  return dictionary;
}

// Kept per product cache while its entries are (every catalogue change clears it, here and through its
// clear bus on the other instances), and at most a minute.
const kept = new WeakMap<ReadCache, { generation: number; at: number; dictionary: Dictionary }>();
const KEEP_MS = 60_000;

/** The catalogue's words: kept beside the product cache when the shop has one, else read. */
export async function catalogueWords(db: DbOrTx, cache?: ReadCache): Promise<Dictionary> {
  const held = cache && kept.get(cache);
  if (held && held.generation === cache.generation() && Date.now() - held.at < KEEP_MS)
    return held.dictionary;
  const generation = cache?.generation() ?? 0;
  const dictionary = await readDictionary(db);
  if (cache) kept.set(cache, { generation, at: Date.now(), dictionary });
  return dictionary;
}

/** The catalogue word nearest `word` within its edits, or null when none is (or it is itself a word). */
export function nearestCatalogueWord(word: string, dictionary: Dictionary): string | null {
  const nearest = nearestWord(word, dictionary);
  return nearest === word ? null : nearest;
}
