import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { SLICE_MS } from './event-loop-turns.ts';
import { withoutOpenedParsers } from './pglite-parsers.ts';

let database: Database;
const calls: unknown[] = [];

beforeAll(async () => {
  // What PGlite receives: its queries' options, and its transactions' queries' options.
  const query = PGlite.prototype.query;
  vi.spyOn(PGlite.prototype, 'query').mockImplementation(function (this: PGlite, ...args) {
    calls.push(args[2]);
    return query.apply(this, args);
  });
  const transaction = PGlite.prototype.transaction;
  vi.spyOn(PGlite.prototype, 'transaction').mockImplementation(function (this: PGlite, run) {
    return transaction.call(this, (tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((...args: Parameters<typeof tx.query>) => {
        calls.push(args[2]);
        return txQuery(...args);
      }) as typeof tx.query;
      return run(tx);
    });
  });
  database = await openDatabase();
  await database.exec('CREATE TABLE events (id serial PRIMARY KEY, at timestamptz NOT NULL, day date)');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await database.close();
});

describe('PGlite opened with the parsers Drizzle asks for', () => {
  it('reads dates and times as Drizzle does, with no parsers on any query, in transactions too', async () => {
    calls.length = 0;
    const at = new Date('2026-11-26T01:02:03.456Z');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO events (at, day) VALUES (${at.toISOString()}, '2026-11-26')`);
    });
    type Row = { at: unknown; day: unknown; n: unknown };
    const result = (await database.db.execute(sql`SELECT at, day, 1.5::numeric AS n FROM events`)) as {
      rows: Row[];
    };
    const [row] = result.rows;
    // Text, as Drizzle's own parsers leave them (its columns make Dates of them).
    expect(typeof row?.at).toBe('string');
    expect(new Date(String(row?.at)).getTime()).toBe(at.getTime());
    expect(row?.day).toBe('2026-11-26');
    expect(calls).toHaveLength(2);
    expect(calls.filter((options) => (options as { parsers?: unknown } | undefined)?.parsers)).toEqual([]);
  });

  it('keeps parsers PGlite was not opened with', () => {
    const other = { rowMode: 'array', parsers: { 1114: String, 25: String } };
    expect(withoutOpenedParsers(other)).toBe(other);
    expect(withoutOpenedParsers({ rowMode: 'array', parsers: { 1114: String } })).toEqual({
      rowMode: 'array',
    });
    expect(withoutOpenedParsers(undefined)).toBeUndefined();
  });
});

describe('PGlite queries and the event loop', () => {
  it('lets a timer fire during a long chain of queries, not only after it', async () => {
    let fired = -1;
    let done = 0;
    setTimeout(() => {
      fired = done;
    }, 0);
    // One request's queries in turn, as placing an order runs them, for well past SLICE_MS.
    const started = performance.now();
    while (performance.now() - started < 60) {
      await database.db.execute(sql`select 1`);
      done++;
    }
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(fired).toBeLessThan(done);
  });

  it('gives each turn of the loop one slice, to the request that has waited longest', async () => {
    // Eight requests at once, each a chain of steps (1 ms of its own work, then a query) worth
    // about four slices: as eight orders at once run.
    const spin = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const started = performance.now();
    // The requests that took a step since the loop last fired a timer, counted at each firing.
    let stepped = new Set<number>();
    const perTurn: number[] = [];
    const request = async (_: unknown, n: number) => {
      for (let step = 0; step < 4 * SLICE_MS; step++) {
        spin(1);
        await database.db.execute(sql`select 1`);
        stepped.add(n);
      }
      return performance.now() - started;
    };
    let running = true;
    const tick = () => {
      perTurn.push(stepped.size);
      stepped = new Set();
      if (running) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const finished = await Promise.all(Array.from({ length: 8 }, request));
    running = false;
    // After the first turn (where all eight start), one request's slice a turn (two when one
    // finishes inside it), not a slice for each of the eight. Counted, not timed: a busy machine
    // makes turns longer, not fuller.
    expect(Math.max(...perTurn.slice(2))).toBeLessThanOrEqual(2);
    // The first request ran on while the others waited: done long before the last, not with it.
    expect(finished[0]!).toBeLessThan(finished[7]! / 2);
    expect(finished.slice(1).every((at, i) => at >= finished[i]!)).toBe(true);
  });
});
