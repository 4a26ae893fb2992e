/**
 * Writes the types Astro generates into .astro/ (content collections, astro:content) so the type check
 * can run before any build. `astro sync` also runs the content loaders, which read the shop's API, so
 * this serves one for as long as the sync takes: the API on a throwaway embedded database (migrated,
 * seeded without products), on a free port of 127.0.0.1, in a temporary data folder marked as test data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/api/app.ts';
import { openDatabase } from '../src/api/db/client.ts';
import { migrate } from '../src/api/db/migrate.ts';
import { createDeps } from '../src/api/deps.ts';
import { seed } from '../src/api/seed/seed.ts';
import { TEST_DATA_MARKER } from '../src/api/services/passwords.ts';
import { readConfig } from '../src/config.ts';

const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'astro-types-'));
writeFileSync(join(dataDir, TEST_DATA_MARKER), 'Throwaway data for astro sync.\n');
// Nothing here is anyone's: no Redis, no mail, and the seeded demo password at a test cost.
Object.assign(process.env, {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
  PASSWORD_HASH_COST: '1024',
});

const database = await openDatabase();
await migrate(database);
await seed(database.db, { productCount: 0, vehicleCount: 0 });
const deps = await createDeps(readConfig(), database.db);
const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
const port = await new Promise<number>((ready) =>
  server.once('listening', () => ready((server.address() as { port: number }).port)),
);

// Waited for asynchronously: this process answers the sync's requests meanwhile.
const status = await new Promise<number>((done) =>
  spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CATALOGUE_API_URL: `http://127.0.0.1:${port}/api` },
  }).once('exit', (code) => done(code ?? 1)),
);
server.close();
await deps.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
