/**
 * The API alone in a process of its own, configured like `npm start` (environment, data folder,
 * payment adapters, outbox and recovery sweep, DATA_DIR's lock with PGlite) but without the site
 * build: for tests that kill it. Prints "listening <port>" when it answers.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../src/api/app.ts';
import { openDatabase, pgliteDir } from '../../src/api/db/client.ts';
import { describeHolder, holdDataDir, SHOP } from '../../src/api/db/data-dir-lock.ts';
import { migrate } from '../../src/api/db/migrate.ts';
import { createDeps } from '../../src/api/deps.ts';
import { isEmpty, seed } from '../../src/api/seed/seed.ts';
import { withDatabaseLock } from '../../src/api/services/locks.ts';
import { readConfig } from '../../src/config.ts';

const config = readConfig();
const hold = config.databaseUrl ? null : await holdDataDir(config.dataDir, SHOP);
if (hold && 'busy' in hold) {
  console.error(`${config.dataDir} is in use by ${describeHolder(hold.busy)}.`);
  process.exit(1);
}
const lock = hold?.held ?? null;
const open = () =>
  openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) });
// API_PREPARE=1: migrate, and seed an empty database, under the database-wide lock as `npm start`'s
// preparation should, so that instances started together on one empty database prepare it once.
// (Not prepareDatabase itself: its demo images take a minute on a busy machine and no test here needs them.)
const database = process.env.API_PREPARE
  ? await withDatabaseLock(config.databaseUrl, 'prepare', async () => {
      const opened = await open();
      await migrate(opened);
      if (await isEmpty(opened.db)) await seed(opened.db);
      return opened;
    })
  : await open();
const deps = await createDeps(config, database.db);
const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', async () => {
  const { port } = server.address() as { port: number };
  await lock?.serving(`http://127.0.0.1:${port}/api`);
  console.log(`listening ${port}`);
});
process.on('SIGTERM', async () => {
  server.close();
  await deps.close();
  await database.close();
  lock?.release();
  process.exit(0);
});
