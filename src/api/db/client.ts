/**
 * Opens the database: node-postgres when DATABASE_URL is set, otherwise embedded PGlite
 * (in ./data/pglite by default, or in memory / from a dumped data dir for tests).
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DRIZZLE_PARSERS, forDrizzle } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction on it: what a step that may run inside a caller's transaction takes. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed); used by migrations and test helpers. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; wins over everything else. */
  url?: string;
  /** PGlite data directory; omit for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dir dumped with dumpDataDir, to clone a prepared database quickly. */
  loadDataDir?: Blob;
  /** Told every statement Drizzle sends, transactions' included (tests count a request's statements). */
  logger?: Logger;
}

/**
 * The extensions the migrations create (pg_trgm: part-number search). PGlite must load them on every
 * open, or a database that has them fails on first use ("could not access file"); anything else that
 * opens a PGlite data folder of this app passes these too.
 */
export const pgliteExtensions = { pg_trgm };

type PgliteArtifacts = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
let artifacts: Promise<PgliteArtifacts> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process, and its file bundle, read once: every PGlite the
 * process opens shares them. Left to itself PGlite reads and compiles them again for each database
 * (the tests open hundreds, a process after another; a process that frees many compiled copies has
 * crashed in V8's bookkeeping of their code).
 */
function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((name) => readFile(join(dist, name))),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(pglite!),
      WebAssembly.compile(initdb!),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle!]) };
  })();
  return artifacts;
}

/** Opens PGlite or PostgreSQL and wraps it in Drizzle with the schema. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server closes (restart, failover) must not crash the process.
    pool.on('error', (error) => console.error(`[db] idle connection closed: ${error.message}`));
    return {
      db: drizzlePg({ client: pool, schema, logger: options.logger }) as unknown as Db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(await pgliteArtifacts()),
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
    parsers: DRIZZLE_PARSERS,
  });
  return {
    db: drizzlePglite({ client: forDrizzle(client), schema, logger: options.logger }) as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}

/** The embedded database directory under DATA_DIR (./data by default). */
export function pgliteDir(dataDir: string): string {
  return `${dataDir}/pglite`;
}
