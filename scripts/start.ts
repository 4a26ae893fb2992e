/**
 * npm start: prepares the database (migrate, seed when empty), serves site, API and publishing
 * hooks on one port, builds the static site when it is missing or stale (incrementally when it can),
 * and prints the shop's address. Signed webhooks rebuild it later. With the embedded database it
 * first takes DATA_DIR's lock (src/api/db/data-dir-lock.ts), and records its API there once it
 * listens, for the command-line tools; a second start on the same DATA_DIR refuses (exit 1).
 */
import { join, resolve } from 'node:path';
import { describeHolder, holdDataDir, SHOP } from '../src/api/db/data-dir-lock.ts';
import { createDeps } from '../src/api/deps.ts';
import { prepareDatabase } from '../src/api/prepare.ts';
import { webhookSecret } from '../src/api/services/rebuild-notifier.ts';
import { assetBaseFromEnv } from '../src/api/storage/from-env.ts';
import { createRebuildController, REBUILD_DEBOUNCE_MS } from '../src/build/publish/controller.ts';
import { createPublisher, headerOptionsFromEnv } from '../src/build/publish/publisher.ts';
import { rebuildRoutes } from '../src/build/publish/rebuild-routes.ts';
import { replayGuardFromEnv } from '../src/build/publish/replay-guard.ts';
import { hasBuild } from '../src/build/publish/site-build.ts';
import { readConfig } from '../src/config.ts';
import { closeGracefully, shopLimits, startHttpServer } from '../src/host/http-server.ts';
import { createSiteServer } from '../src/host/site-server.ts';
import { shopOrigin } from './lib/running-shop.ts';

const root = resolve(import.meta.dirname, '..');
const config = readConfig();
// With images in a bucket that has a public address, pages load them from there (unless
// PUBLIC_ASSET_BASE says otherwise); set only then, so an unchanged setup keeps its build stamp.
const assetBase = assetBaseFromEnv(process.env);
if (assetBase !== (process.env.PUBLIC_ASSET_BASE ?? '/storage/')) process.env.PUBLIC_ASSET_BASE = assetBase;
const started = performance.now();
const log = (line: string) => console.log(`[start] ${line}`);
const verbose = process.env.BUILD_VERBOSE ? (l: string) => console.log(`  ${l}`) : () => {};

/** PGlite is one process's database: the shop holds DATA_DIR before opening it, or refuses. */
async function holdData() {
  if (config.databaseUrl) return null;
  const hold = await holdDataDir(config.dataDir, SHOP).catch((error: Error) => {
    console.error(`[start] ${error.message}`);
    process.exit(1);
  });
  if ('held' in hold) return hold.held;
  const at = hold.busy.api ? ` at ${new URL(hold.busy.api).origin}` : '';
  console.error(
    `[start] ${config.dataDir} is in use by ${describeHolder(hold.busy)}${at}: stop it first, or give this shop another DATA_DIR.`,
  );
  process.exit(1);
}

const lock = await holdData();
const database = await prepareDatabase(config, log);
const deps = await createDeps(config, database.db);
const publish = createPublisher({
  root,
  db: database.db,
  distDir: config.distDir,
  apiUrl: `http://127.0.0.1:${config.port}/api`,
  siteUrl: config.siteUrl,
  headers: headerOptionsFromEnv(),
});
const controller = createRebuildController({
  publish: (buildLog) =>
    publish((line) => {
      buildLog(line);
      verbose(line);
    }),
  logDir: join(config.dataDir, 'builds'),
  debounceMs: Number(process.env.REBUILD_DEBOUNCE_MS ?? REBUILD_DEBOUNCE_MS),
  onDone: ({ last }) =>
    log(
      `Build ${last?.result}: ${last?.message}${last?.pages_rendered ? `, ${last.pages_rendered} pages rendered` : ''} (${((last?.duration_ms ?? 0) / 1000).toFixed(1)} s)`,
    ),
});
// Signed webhook calls already accepted, in Redis when REDIS_URL is set, else in the data folder.
const replays = await replayGuardFromEnv(join(config.dataDir, 'webhook-last-accepted'));
const app = createSiteServer({
  deps,
  distDir: () => (hasBuild(config.distDir) ? config.distDir : null),
  storageDir: join(config.dataDir, 'storage'),
  hooks: rebuildRoutes({
    controller,
    secret: await webhookSecret(join(config.dataDir, 'webhook-secret')),
    adminToken: deps.adminToken,
    replays,
  }),
});
const { server, port } = await startHttpServer(
  { fetch: app.fetch, port: config.port, hostname: config.host },
  shopLimits(deps.trustProxy),
);
await lock?.serving(`${shopOrigin(config.host, port)}/api`);

// The first build goes through the controller too, so a webhook arriving meanwhile waits its turn.
await controller.buildNow('startup');
if (!hasBuild(config.distDir)) console.error(`[start] The first build failed; see ${controller.logFile}`);
log(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
console.log(`Storefront: ${config.siteUrl}/`);

const shutdown = async () => {
  controller.stop();
  // Requests in flight finish (an order's emails included) before the database closes under them.
  await Promise.all([closeGracefully(server), controller.idle()]);
  publish.close();
  await Promise.all([deps.close(), replays.close()]);
  await database.close();
  lock?.release();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
