/**
 * npm run generate -- --products N [--vehicles V] [--reset]: fills the configured database (DATA_DIR or
 * DATABASE_URL) with a catalogue of N generated products of the seed's shapes, for benchmarks, and V
 * vehicle types (default 500: the real list plus other builds of the same series) with their fitment.
 * Example: DATA_DIR=data-10k npm run generate -- --products 10000, then DATA_DIR=data-10k DIST_DIR=dist-10k npm start.
 * With PGlite it holds DATA_DIR's lock meanwhile, and refuses while a shop or another command holds it.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openDatabase, pgliteDir } from '../src/api/db/client.ts';
import { describeHolder, holdDataDir } from '../src/api/db/data-dir-lock.ts';
import { migrate } from '../src/api/db/migrate.ts';
import { vehicleSeeds } from '../src/api/seed/data/vehicles.ts';
import { DEFAULT_GENERATED_VEHICLES } from '../src/api/seed/fitment.ts';
import { generateSeedImages } from '../src/api/seed/images.ts';
import { isEmpty, seed } from '../src/api/seed/seed.ts';
import { storagesFromEnv } from '../src/api/storage/from-env.ts';
import { readConfig } from '../src/config.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    vehicles: { type: 'string', default: String(DEFAULT_GENERATED_VEHICLES) },
    reset: { type: 'boolean', default: false },
  },
});
const count = Number(values.products);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--products must be a whole number from 1 to 1,000,000');
  process.exit(2);
}
const vehicleCount = Number(values.vehicles);
// 0: no vehicles and no fitment (every product universal), the benchmark's baseline.
if (
  !Number.isInteger(vehicleCount) ||
  (vehicleCount !== 0 && vehicleCount < vehicleSeeds.length) ||
  vehicleCount > 5000
) {
  console.error(`--vehicles must be 0 or a whole number from ${vehicleSeeds.length} to 5,000`);
  process.exit(2);
}

const config = readConfig();
const hold = config.databaseUrl ? null : await holdDataDir(config.dataDir, 'npm run generate');
if (hold && 'busy' in hold) {
  console.error(`${config.dataDir} is in use by ${describeHolder(hold.busy)}: stop it first.`);
  process.exit(1);
}
if (values.reset && !config.databaseUrl)
  await rm(pgliteDir(config.dataDir), { recursive: true, force: true });
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
);
if (values.reset && config.databaseUrl)
  await database.exec(
    'DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;',
  );
await migrate(database);
if (!(await isEmpty(database.db))) {
  console.error('The database already has a catalogue. Add --reset to replace it.');
  await database.close();
  hold?.held.release();
  process.exit(2);
}
const started = performance.now();
await seed(database.db, { productCount: count, vehicleCount });
await generateSeedImages(storagesFromEnv(process.env, config.dataDir).storage);
await database.close();
hold?.held.release();
console.log(
  `Generated ${count} products and ${vehicleCount} vehicles in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
