/** Opens the configured database, applies migrations and seeds an empty catalogue (with its images). */
import { mkdir } from 'node:fs/promises';
import type { ServerConfig } from '../config.ts';
import { openDatabase, pgliteDir } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { generateSeedImages } from './seed/images.ts';
import { isEmpty, seed, seedContent } from './seed/seed.ts';
import { withDatabaseLock } from './services/locks.ts';
import { storagesFromEnv } from './storage/from-env.ts';

export async function prepareDatabase(config: ServerConfig, log: (line: string) => void = console.log) {
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
  );
  // Several API instances may start together on one PostgreSQL database: one migrates and seeds at a
  // time, the others then find it done. (PGlite: one process, the lock is a no-op.)
  await withDatabaseLock(config.databaseUrl, 'prepare', async () => {
    await migrate(database);
    if (await isEmpty(database.db)) {
      log('Seeding the demo catalogue...');
      await seed(database.db);
    }
    await seedContent(database.db);
  });
  const drawn = await generateSeedImages(storagesFromEnv(process.env, config.dataDir).storage);
  if (drawn) log(`Drew ${drawn} catalogue images.`);
  return database;
}
