/** The search log's upkeep: what it keeps, and for how long. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { flushSearchLog, recordSearch, SEARCH_LOG_KEEP_DAYS } from './search-log.ts';

const t = setupTestApp();

describe('the search log', () => {
  it(`keeps ${SEARCH_LOG_KEEP_DAYS} days of searches`, async () => {
    const day = (ago: number) => sql`current_date - ${ago}::integer`;
    for (const [ago, query] of [
      [SEARCH_LOG_KEEP_DAYS + 10, 'long ago'],
      [SEARCH_LOG_KEEP_DAYS - 10, 'a while ago'],
    ] as const)
      await t.database.db.execute(
        sql`insert into search_queries (day, backend, query, results) values (${day(ago)}, 'api', ${query}, 1)`,
      );
    // The first write of a day forgets what is past keeping.
    recordSearch(t.database.db, { backend: 'static', query: 'fuse tap', results: 2, correctedTo: null });
    await flushSearchLog(t.database.db);
    const rows = (await t.database.db.execute(
      sql`select query from search_queries where query in ('long ago', 'a while ago', 'fuse tap') order by query`,
    )) as unknown as { rows: { query: string }[] };
    expect(rows.rows.map((r) => r.query)).toEqual(['a while ago', 'fuse tap']);
  });
});
