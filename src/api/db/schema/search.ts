/**
 * What the product search keeps beside the catalogue: the shop's synonym list, the words of the
 * catalogue that a misspelt query word is corrected to, and the daily count of what shoppers searched.
 */
import { date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stamps, version } from './columns.ts';

/**
 * The shop's synonym list, one row (id 1): groups of equivalent terms ("brake", "break"). A shop
 * without the row searches with the seed list (lib/search/synonyms.ts); the first save writes it.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: integer('id').primaryKey().default(1),
  groups: jsonb('groups').$type<string[][]>().notNull(),
  ...version,
  ...stamps,
});

/**
 * The words of active products' titles (lower case, letters only, 3 to 30 characters) and how
 * many products have each: what the API search corrects a query word that matches nothing to. Kept
 * by triggers on products (migration search_synonyms_and_log), so every write path keeps it current;
 * the API reads it whole into memory once per catalogue change (services/search-correct.ts).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  products: integer('products').notNull(),
});

/**
 * What shoppers searched, counted per day: one row per day, backend and query (trimmed, lower case,
 * single spaces), so a busy shop's log grows with its distinct queries, not its searches. `results`
 * and `correctedTo` are the last search's.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: date('day', { mode: 'string' }).notNull(),
    backend: text('backend').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(1),
    results: integer('results').notNull(),
    /** The query the search ran instead ('' when none was corrected). */
    correctedTo: text('corrected_to').notNull().default(''),
  },
  // The key leads with the day, so a report of the last days reads a range of it.
  (t) => [primaryKey({ columns: [t.day, t.backend, t.query] })],
);
