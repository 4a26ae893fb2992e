/** Applies the drizzle-kit migrations in ./drizzle to either driver. */
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Brings the schema up to date; safe to run on every start. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
