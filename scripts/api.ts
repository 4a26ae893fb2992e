/**
 * npm run api: the API alone, under /api on PORT (no site, no /hooks, no builds), for running several
 * instances behind a load balancer on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL). The
 * site and its rebuilds belong to the build machine (`npm start` there), which REBUILD_WEBHOOK_URL
 * points at. Prepares the database as `npm start` does, under a database-wide lock, so instances
 * may start together on an empty database.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApi } from '../src/api/app.ts';
import { createDeps } from '../src/api/deps.ts';
import { onError } from '../src/api/http/errors.ts';
import { prepareDatabase } from '../src/api/prepare.ts';
import { withDatabaseLock } from '../src/api/services/locks.ts';
import { readConfig } from '../src/config.ts';
import { closeGracefully, shopLimits, startHttpServer } from '../src/host/http-server.ts';

const config = readConfig();
const log = (line: string) => console.log(`[api] ${line}`);
if (!config.databaseUrl) {
  // PGlite is one process's database: nothing else could share it with this API.
  console.error(
    '[api] npm run api serves a shared PostgreSQL database: set DATABASE_URL (or use npm start).',
  );
  process.exit(1);
}
if (!process.env.REDIS_URL) log('REDIS_URL is not set: rate limits are counted by this instance alone.');
for (const name of ['SHOP_ADMIN_TOKEN', 'RESET_CODE_SECRET', 'REBUILD_WEBHOOK_SECRET', 'REBUILD_WEBHOOK_URL'])
  if (!process.env[name])
    log(`${name} is not set: it must be the same on every instance and the build machine.`);

const database = await withDatabaseLock(config.databaseUrl, 'prepare', () => prepareDatabase(config, log));
const deps = await createDeps(config, database.db);
const app = new Hono();
app.use(compress());
app.route('/api', createApi(deps));
app.onError(onError);
const { server, port } = await startHttpServer(
  { fetch: app.fetch, port: config.port, hostname: config.host },
  shopLimits(deps.trustProxy),
);
log(`API on http://${config.host}:${port}/api`);

const shutdown = async () => {
  // Requests in flight finish (an order's emails included) before the database closes under them.
  await closeGracefully(server);
  await deps.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
