/**
 * The back office's search report over the last days of the search log: the most searched queries,
 * those that found nothing (what the shop may add synonyms for), and the corrections the search made.
 * Both backends' searches together; the shop's days (Australia/Sydney).
 */
import { sql } from 'drizzle-orm';
import type { SearchAnalytics } from '../../lib/api/schemas/search.ts';
import { SHOP_TIME_ZONE } from '../../lib/format/dates.ts';
import type { DbOrTx } from '../db/client.ts';

/** How many queries each list shows. */
export const ANALYTICS_ROWS = 50;

type Rows<T> = { rows: T[] };

/** The report for the `days` days up to today. */
export async function searchAnalytics(db: DbOrTx, days: number): Promise<SearchAnalytics> {
  const since = sql`(now() at time zone ${SHOP_TIME_ZONE})::date - ${days - 1}::integer`;
  const top = (await db.execute(sql`select query, sum(searches)::integer as searches,
      (array_agg(results order by day desc))[1] as results
    from search_queries where day >= ${since}
    group by query order by sum(searches) desc, query limit ${ANALYTICS_ROWS}`)) as unknown as Rows<{
    query: string;
    searches: number;
    results: number;
  }>;
  const zero = (await db.execute(sql`select query, sum(searches)::integer as searches
    from search_queries where day >= ${since} and results = 0
    group by query order by sum(searches) desc, query limit ${ANALYTICS_ROWS}`)) as unknown as Rows<{
    query: string;
    searches: number;
  }>;
  const corrections = (await db.execute(sql`select query, corrected_to, sum(searches)::integer as searches
    from search_queries where day >= ${since} and corrected_to <> ''
    group by query, corrected_to order by sum(searches) desc, query limit ${ANALYTICS_ROWS}`)) as unknown as Rows<{
    query: string;
    corrected_to: string;
    searches: number;
  }>;
  const total = (await db.execute(sql`select coalesce(sum(searches), 0)::integer as n
    from search_queries where day >= ${since}`)) as unknown as Rows<{ n: number }>;
  return {
    days,
    searches: Number(total.rows[0]?.n ?? 0),
    top: top.rows.map((r) => ({ query: r.query, searches: Number(r.searches), results: Number(r.results) })),
    zero_results: zero.rows.map((r) => ({ query: r.query, searches: Number(r.searches) })),
    corrections: corrections.rows.map((r) => ({
      query: r.query,
      corrected_to: r.corrected_to,
      searches: Number(r.searches),
    })),
  };
}
