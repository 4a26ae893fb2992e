/**
 * npm start: prepares the database (migrate, seed when empty), serves site and API on one port,
 * builds the static site when it is missing or stale, and prints the shop's address.
 */
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { buildSite, currentStamp, hasBuild } from '../src/server/build/runner.ts';
import { dataVersion, sourceHash } from '../src/server/build/stamp.ts';
import { readConfig } from '../src/server/config.ts';
import { createDeps } from '../src/server/deps.ts';
import { prepareDatabase } from '../src/server/prepare.ts';
import { createSiteServer } from '../src/server/site-server.ts';

const root = resolve(import.meta.dirname, '..');
const config = readConfig();
const started = performance.now();
const log = (line: string) => console.log(`[start] ${line}`);

const database = await prepareDatabase(config, log);
const deps = await createDeps(config, database.db);
const app = createSiteServer({
  deps,
  distDir: () => (hasBuild(config.distDir) ? config.distDir : null),
  storageDir: join(config.dataDir, 'storage'),
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
await new Promise<void>((ok) => server.once('listening', () => ok()));

const stamp = `${await sourceHash(root)}:${await dataVersion(database.db)}`;
if (hasBuild(config.distDir) && (await currentStamp(config.distDir)) === stamp) {
  log('The built site is up to date; reusing it.');
} else {
  log('Building the static site from the API...');
  const t = performance.now();
  await buildSite({
    root,
    distDir: config.distDir,
    apiUrl: `http://127.0.0.1:${config.port}/api`,
    stamp,
    log: process.env.BUILD_VERBOSE ? (l) => console.log(`  ${l}`) : () => {},
  });
  log(`Built in ${((performance.now() - t) / 1000).toFixed(1)} s.`);
}
log(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
console.log(`Storefront: ${config.siteUrl}/`);

const shutdown = async () => {
  server.close();
  await deps.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
