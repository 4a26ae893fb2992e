/**
 * The search log: every search counted per day, backend and query (table search_queries). Searches
 * are tallied in memory and written a few seconds later, 20 to a statement, so a search never waits
 * for its own log line, a repeated query costs one row, and a search arriving meanwhile waits behind
 * one short statement at most.
 */
import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../lib/format/dates.ts';
import type { DbOrTx } from '../db/client.ts';

export type SearchBackendName = 'api' | 'static';

export interface LoggedSearch {
  backend: SearchBackendName;
  query: string;
  results: number;
  correctedTo: string | null;
}

/** How long searches wait in memory before they are written. */
export const FLUSH_AFTER_MS = 2_000;
// Past this many different queries waiting, they are written at once.
const MAX_WAITING = 1_000;

/**
 * A query as it is counted: lower case, single spaces, at most 100 characters (whole ones: half of an
 * emoji could not be stored, and took its batch's counts with it), without control or direction
 * characters (which could make the report read other than it is).
 */
export function logKey(query: string): string {
  const text = query
    .toWellFormed()
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return [...text].slice(0, 100).join('').trim();
}

// Made once: a formatter with a time zone is costly to make, and every search asks for the day.
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the shop's time zone, as YYYY-MM-DD. */
const shopDay = (at = new Date()) => DAY.format(at);

interface Tally {
  day: string;
  backend: SearchBackendName;
  query: string;
  searches: number;
  results: number;
  correctedTo: string;
}

/** The tallies waiting for one database, and their timer. */
class SearchLog {
  private waiting = new Map<string, Tally>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private prunedOn = '';

  private readonly db: DbOrTx;

  constructor(db: DbOrTx) {
    this.db = db;
  }

  add(search: LoggedSearch): void {
    const query = logKey(search.query);
    if (!query) return;
    const day = shopDay();
    const key = `${day}\n${search.backend}\n${query}`;
    const tally = this.waiting.get(key);
    const correctedTo = search.correctedTo ? logKey(search.correctedTo) : '';
    // A correction seen today is kept: the same words searched as typed afterwards ("Search instead
    // for") find nothing without correcting, and that must not hide what the shop's words lack.
    if (tally)
      Object.assign(tally, {
        searches: tally.searches + 1,
        results: search.results,
        correctedTo: correctedTo || tally.correctedTo,
      });
    else
      this.waiting.set(key, {
        day,
        backend: search.backend,
        query,
        searches: 1,
        results: search.results,
        correctedTo,
      });
    if (this.waiting.size >= MAX_WAITING) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS).unref();
  }

  /** Writes what is waiting; resolves once everything added before the call is in the table. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = [...this.waiting.values()];
    this.waiting = new Map();
    if (rows.length > 0) {
      // Once a day, the days past keeping go first: the log would otherwise grow for ever.
      const today = rows[0]!.day;
      const prune = this.prunedOn !== today;
      this.prunedOn = today;
      this.writing = this.writing.then(async () => {
        if (prune) await forget(this.db, today);
        await write(this.db, rows);
      });
    }
    return this.writing;
  }
}

// Tallies per statement, and the pause between statements: an embedded database runs one statement at
// a time, so searches arriving meanwhile wait behind at most one short write, never the whole batch.
const ROWS_PER_WRITE = 20;
const PAUSE_MS = 10;

/** Searches are kept this many days: the report shows the last 7; the rest is for a look further back. */
export const SEARCH_LOG_KEEP_DAYS = 90;

/** Deletes the days older than SEARCH_LOG_KEEP_DAYS before `today` (the table's key starts with the day). */
async function forget(db: DbOrTx, today: string): Promise<void> {
  try {
    await db.execute(
      sql`delete from search_queries where day < ${today}::date - ${SEARCH_LOG_KEEP_DAYS}::integer`,
    );
  } catch (error) {
    console.error(`[search-log] old searches not removed: ${(error as Error).message}`);
  }
}

/** Upserts of many tallies, a few at a time: counts add up, the latest results win, a correction stays. */
async function write(db: DbOrTx, rows: Tally[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_WRITE) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const part = rows.slice(i, i + ROWS_PER_WRITE);
    try {
      await db.execute(sql`insert into search_queries as s (day, backend, query, searches, results, corrected_to)
        select r.day::date, r.backend, r.query, r.searches, r.results, r.corrected_to
        from jsonb_to_recordset(${JSON.stringify(part.map(toRecord))}::jsonb)
          as r(day text, backend text, query text, searches integer, results integer, corrected_to text)
        on conflict (day, backend, query) do update set searches = s.searches + excluded.searches,
          results = excluded.results, corrected_to = coalesce(nullif(excluded.corrected_to, ''), s.corrected_to)`);
    } catch (error) {
      // The log is for the shop's curiosity: a failed write loses counts, never a shopper's search.
      console.error(`[search-log] ${part.length} searches not recorded: ${(error as Error).message}`);
    }
  }
}

const toRecord = (t: Tally) => ({
  day: t.day,
  backend: t.backend,
  query: t.query,
  searches: t.searches,
  results: t.results,
  corrected_to: t.correctedTo,
});

const logs = new WeakMap<object, SearchLog>();

function logOf(db: DbOrTx): SearchLog {
  const known = logs.get(db);
  if (known) return known;
  const log = new SearchLog(db);
  logs.set(db, log);
  return log;
}

/** Counts a search; written within FLUSH_AFTER_MS. */
export function recordSearch(db: DbOrTx, search: LoggedSearch): void {
  logOf(db).add(search);
}

/** Writes the searches waiting for `db` now (before a report reads the table, and in tests). */
export function flushSearchLog(db: DbOrTx): Promise<void> {
  return logOf(db).flush();
}
