/** A migrated, empty PGlite database in a data folder, for the command-line tools' tests. */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteDir } from '../../src/api/db/client.ts';
import { migrate } from '../../src/api/db/migrate.ts';

/**
 * DATA_DIR `dataDir`'s PGlite database, migrated and with no rows, as a shop's first start leaves it:
 * unpacked from the run's dump (a new PGlite and its migrations take seconds), or made when the run
 * has none (DATABASE_URL set).
 */
export async function migratedDataDir(dataDir: string): Promise<Database> {
  const dump = inject('pgliteMigratedDump');
  if (dump)
    return openDatabase({ dataDir: pgliteDir(dataDir), loadDataDir: new Blob([await readFile(dump)]) });
  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  await migrate(database);
  return database;
}
