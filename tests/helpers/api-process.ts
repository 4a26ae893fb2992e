/**
 * The API alone in a process of its own, configured like `npm start` (environment, data folder,
 * payment adapters, outbox and recovery sweep) but without the site build: for tests that kill it.
 * Prints "listening <port>" when it answers.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../src/api/app.ts';
import { openDatabase, pgliteDir } from '../../src/api/db/client.ts';
import { createDeps } from '../../src/api/deps.ts';
import { readConfig } from '../../src/config.ts';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
);
const deps = await createDeps(config, database.db);
const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', () => console.log(`listening ${(server.address() as { port: number }).port}`));
process.on('SIGTERM', async () => {
  server.close();
  await deps.close();
  await database.close();
  process.exit(0);
});
