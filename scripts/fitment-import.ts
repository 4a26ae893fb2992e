/**
 * npm run fitment:import -- FILE.csv [--dry-run] [--replace]: imports vehicle fitment from a flat
 * ACES-like CSV (make, model, series, year_from, year_to, engine, sku, position, qty, note; optional
 * body, drive, transmission), as src/api/services/fitment-import.ts describes. --dry-run checks and
 * counts without writing; --replace also removes the fitment rows of the file's products that the file
 * does not list. Any bad row: every error by line, and nothing is written.
 *
 * Like staff:create: a running shop (the one holding DATA_DIR's lock, or with DATABASE_URL one on
 * HOST:PORT; lib/running-shop.ts) gets the file through its API (POST /api/admin/fitment/import with
 * the machine token: SHOP_ADMIN_TOKEN, else DATA_DIR/admin-token), and rebuilds the site; otherwise
 * straight into the configured database (DATA_DIR's PGlite, held locked meanwhile, or DATABASE_URL,
 * migrated first), and nothing else happens until the next publish.
 * Exit codes: 0 imported (or checked), 1 the file has errors (or the import failed), 2 wrong usage.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openDatabase, pgliteDir } from '../src/api/db/client.ts';
import type { DataDirLock } from '../src/api/db/data-dir-lock.ts';
import { migrate } from '../src/api/db/migrate.ts';
import { importFitment } from '../src/api/services/fitment-import.ts';
import { readConfig } from '../src/config.ts';
import type { CsvLineError, FitmentReport } from '../src/lib/api/schemas/admin-products.ts';
import { MAX_IMPORT_BYTES } from '../src/lib/forms/limits.ts';
import { machineToken, reachShop } from './lib/running-shop.ts';

const USAGE = `Usage: npm run fitment:import -- FILE.csv [--dry-run] [--replace]
FILE.csv has the columns make, model, series, year_from, year_to, engine, sku, position, qty, note
(and optionally body, drive, transmission).`;
/** Errors listed, at most; the rest are counted. */
const SHOWN_ERRORS = 100;

function usage(problem?: string): never {
  if (problem) console.error(problem);
  console.error(USAGE);
  process.exit(2);
}

function readArgs() {
  try {
    const { values, positionals } = parseArgs({
      options: { 'dry-run': { type: 'boolean' }, replace: { type: 'boolean' } },
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length === 0) usage('Name the CSV file to import.');
    if (positionals.length > 1) usage(`Name one CSV file, not ${positionals.length}.`);
    return { file: positionals[0]!, dryRun: values['dry-run'] === true, replace: values.replace === true };
  } catch (error) {
    usage((error as Error).message);
  }
}

const args = readArgs();
const bytes = new Uint8Array(
  await readFile(args.file).catch((error: NodeJS.ErrnoException) =>
    usage(`Cannot read ${args.file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`),
  ),
);
if (bytes.byteLength > MAX_IMPORT_BYTES)
  usage(`${args.file} is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split it into smaller files.`);
const config = readConfig();

function printReport(r: FitmentReport, how: string): void {
  const plural = (n: number, word: string) => `${n.toLocaleString('en-AU')} ${word}${n === 1 ? '' : 's'}`;
  console.log(
    r.dry_run ? `Dry run of ${args.file} (${how}): nothing was written.` : `Imported ${args.file} (${how}).`,
  );
  console.log(`  ${plural(r.rows, 'row')} naming ${plural(r.fitments, 'fitment row')}`);
  const verb = r.dry_run ? 'would be ' : '';
  console.log(
    `  ${verb}created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}${r.replace ? `, deleted ${r.deleted}` : ''}`,
  );
  console.log(`  vehicles matched: ${r.vehicles}, products: ${r.products}`);
  if (r.made_specific > 0)
    console.log(`  ${plural(r.made_specific, 'product')} ${verb || 'now '}vehicle-specific (were universal)`);
}

function printErrors(message: string, errors: CsvLineError[]): void {
  console.error(message);
  for (const e of errors.slice(0, SHOWN_ERRORS))
    console.error(e.line > 0 ? `Line ${e.line}: ${e.message}` : e.message);
  if (errors.length > SHOWN_ERRORS) console.error(`… and ${errors.length - SHOWN_ERRORS} more.`);
}

/** Through the running shop's API at `origin`: it holds the database, and rebuilds the site after a change. */
async function throughShop(origin: string): Promise<number> {
  const token = await machineToken(config);
  if (!token) {
    console.error(
      `The shop at ${origin} is running but no admin token was found: set SHOP_ADMIN_TOKEN to the shop's, or DATA_DIR to its data folder.`,
    );
    return 1;
  }
  const query = new URLSearchParams({ dry_run: args.dryRun ? '1' : '0', replace: args.replace ? '1' : '0' });
  let res: Response;
  try {
    res = await fetch(`${origin}/api/admin/fitment/import?${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv; charset=utf-8' },
      body: bytes,
      signal: AbortSignal.timeout(300_000),
    });
  } catch (error) {
    console.error(`The shop at ${origin} did not answer: ${(error as Error).message}`);
    return 1;
  }
  const body = (await res.json().catch(() => ({}))) as Partial<FitmentReport> & {
    message?: string;
    errors?: CsvLineError[];
  };
  if (res.status === 200) {
    printReport(body as FitmentReport, `through the shop at ${origin}`);
    return 0;
  }
  if (res.status === 401 || res.status === 403) {
    console.error(
      `The shop at ${origin} did not accept the admin token: set SHOP_ADMIN_TOKEN to the one it uses.`,
    );
    return 1;
  }
  printErrors(
    body.message ?? `The shop answered ${res.status}.`,
    Array.isArray(body.errors) ? body.errors : [],
  );
  return 1;
}

/** Straight in the database, when no shop holds it (PGlite: this command holds `lock` meanwhile). */
async function inDatabase(lock: DataDirLock | null): Promise<number> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
  );
  try {
    await migrate(database);
    const result = await importFitment(database.db, bytes, {
      dryRun: args.dryRun,
      replace: args.replace,
      actor: null,
    });
    if (!result.ok) {
      printErrors(result.message, result.errors);
      return 1;
    }
    printReport(result.report, 'in the database');
    if (!result.report.dry_run)
      console.log('The shop is not running: the site shows the new fitment after its next build.');
    return 0;
  } catch (error) {
    console.error(`The import failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
    lock?.release();
  }
}

const access = await reachShop(config, 'npm run fitment:import');
process.exit(access.via === 'api' ? await throughShop(access.origin) : await inDatabase(access.lock));
