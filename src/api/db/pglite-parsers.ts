/**
 * Drizzle reads dates, times and intervals from PGlite as text (it makes its own Date objects), and
 * says so with `parsers` on every query; PGlite then merges them into its 318 type parsers for that
 * query, which costs more than a small query itself (0.29 ms a query against 0.12 ms without, measured
 * here). Given to PGlite once when it opens (`parsers`), the same reading costs nothing per query:
 * `forDrizzle` hands Drizzle a client that leaves out parsers PGlite already has. A query whose parsers
 * differ (a Drizzle release that reads another type as text) keeps them, so results never change.
 */
import { type PGlite, type QueryOptions as PgliteQueryOptions, types } from '@electric-sql/pglite';
import { takeTurns } from './event-loop-turns.ts';

const asText = (value: string) => value;

/** Drizzle's per-query parsers (drizzle-orm/pglite/session.js): these types stay text. */
export const DRIZZLE_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

const opened = new Set(Object.keys(DRIZZLE_PARSERS));

interface QueryOptions {
  parsers?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The options without parsers when PGlite was opened with every one of them; else as they are. */
export function withoutOpenedParsers<T extends QueryOptions | undefined>(options: T): T {
  if (!options?.parsers) return options;
  const { parsers, ...rest } = options;
  return Object.keys(parsers).every((type) => opened.has(type)) ? (rest as T) : options;
}

type Queryable = Pick<PGlite, 'query'>;

/** `target` with `query` leaving out the parsers PGlite was opened with; other members as they are. */
function dropParsers<T extends Queryable>(target: T, extra: Partial<Record<keyof T, unknown>> = {}): T {
  return new Proxy(target, {
    get(object, key) {
      if (key in extra) return extra[key as keyof T];
      if (key === 'query')
        return async (sql: string, params?: unknown[], options?: QueryOptions) => {
          await takeTurns();
          return object.query(sql, params, withoutOpenedParsers(options) as PgliteQueryOptions | undefined);
        };
      const value = Reflect.get(object, key, object);
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * The client to give Drizzle: PGlite opened with DRIZZLE_PARSERS, its queries and transactions' queries
 * without them, each letting the event loop take its turn (event-loop-turns.ts).
 */
export function forDrizzle(client: PGlite): PGlite {
  return dropParsers(client, {
    transaction: <R>(run: (tx: Queryable) => Promise<R>) => client.transaction((tx) => run(dropParsers(tx))),
  });
}
