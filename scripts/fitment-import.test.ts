/**
 * npm run fitment:import, run as the shop runs it (PGlite in DATA_DIR): straight in the database when
 * no shop holds DATA_DIR's lock (a dry run, an import, the same file again, --replace, a bad file with
 * every error listed and nothing written, wrong usage), and through the running shop's API, found
 * from DATA_DIR's lock whatever PORT says, with the machine token the shop generated into
 * DATA_DIR/admin-token.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir } from '../src/api/db/client.ts';
import { auditLog, brands, categories, fitments, products, vehicles } from '../src/api/db/schema/index.ts';
import { freePort, type Run, runScript, shopEnv, startApiProcess } from '../tests/helpers/cli.ts';
import { migratedDataDir } from '../tests/helpers/migrated-data-dir.ts';

const root = resolve(import.meta.dirname, '..');
const script = join(root, 'scripts', 'fitment-import.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'fitment-import-'));
const files = mkdtempSync(join(tmpdir(), 'fitment-import-files-'));
let freePortNumber = 0;

const HEADER = 'make,model,series,year_from,year_to,engine,sku,position,qty,note';
/** Writes a CSV file and returns its path. */
function csvFile(name: string, ...lines: string[]): string {
  const path = join(files, name);
  writeFileSync(path, `${[HEADER, ...lines].join('\n')}\n`);
  return path;
}

async function fitmentImport(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return runScript(script, args, {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(freePortNumber),
    SITE_URL: 'http://shop.test',
    SHOP_ADMIN_TOKEN: '',
    ...env,
  });
}

/** PGlite is one process's database: the test opens it only while neither script nor shop runs. */
async function withDb<T>(task: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  try {
    return await task(database.db);
  } finally {
    await database.close();
  }
}

/** Every fitment row as "SKU series engine position qty note years", and the import audit entries. */
const stored = () =>
  withDb(async (db) => {
    const rows = await db
      .select({ sku: products.sku, v: vehicles, f: fitments })
      .from(fitments)
      .innerJoin(products, eq(products.id, fitments.productId))
      .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
      .orderBy(asc(products.sku), asc(vehicles.id), asc(fitments.position));
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'fitment.import'));
    const flags = await db.select({ sku: products.sku, universal: products.universal }).from(products);
    return {
      rows: rows.map(
        ({ sku, v, f }) =>
          `${sku} ${v.series} ${v.engine} ${f.position || '-'} ${f.qty} ${f.note || '-'} ${f.yearFrom ?? ''}-${f.yearTo ?? ''}`,
      ),
      audits: audits.length,
      universal: Object.fromEntries(flags.map((p) => [p.sku, p.universal])),
    };
  });

beforeAll(async () => {
  freePortNumber = await freePort();
  const database = await migratedDataDir(dataDir);
  const db = database.db;
  const [brand] = await db.insert(brands).values({ title: 'Bosch', permalink: 'bosch' }).returning();
  const [category] = await db
    .insert(categories)
    .values({ title: 'Brakes', permalink: 'brakes', sku: 'BRAKES' })
    .returning();
  const base = { make: 'Ford', model: 'Ranger', fuel: 'diesel', body: 'Ute', drive: '4WD' };
  await db.insert(vehicles).values([
    { ...base, series: 'PX2', yearFrom: 2015, yearTo: 2018, engine: '3.2 TDCi', engineCode: 'P5AT' },
    { ...base, series: 'PX3', yearFrom: 2018, yearTo: 2022, engine: '3.2 TDCi', engineCode: 'P5AT' },
    { ...base, series: 'PX3', yearFrom: 2018, yearTo: 2022, engine: '2.0 Bi-Turbo', engineCode: 'YN2S' },
  ]);
  await db.insert(products).values(
    ['BOS-PAD-1', 'BOS-PAD-2'].map((sku) => ({
      sku,
      title: `Brake pads ${sku}`,
      permalink: sku.toLowerCase(),
      brandId: brand!.id,
      categoryId: category!.id,
      priceCents: 8995,
      universal: true,
    })),
  );
  await database.close();
}, 60_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(files, { recursive: true, force: true });
});

describe('npm run fitment:import with no shop running', { timeout: 120_000 }, () => {
  const good = () =>
    csvFile(
      'good.csv',
      'Ford,Ranger,PX3,2019,2022,,BOS-PAD-1,Front,1,',
      'ford,ranger,,2016,2018,P5AT,bos-pad-2,rear,2,Rear disc models only',
    );

  it('checks a file without writing on --dry-run, then imports it once', async () => {
    const before = await stored();
    const dry = await fitmentImport([good(), '--dry-run']);
    expect(dry).toMatchObject({ code: 0, stderr: '' });
    expect(dry.stdout).toBe(
      [
        `Dry run of ${good()} (in the database): nothing was written.`,
        '  2 rows naming 4 fitment rows',
        '  would be created 4, updated 0, unchanged 0',
        '  vehicles matched: 3, products: 2',
        '  2 products would be vehicle-specific (were universal)',
        '',
      ].join('\n'),
    );
    expect(await stored()).toEqual(before);

    const applied = await fitmentImport([good()]);
    expect(applied).toMatchObject({ code: 0, stderr: '' });
    expect(applied.stdout).toContain(`Imported ${good()} (in the database).`);
    expect(applied.stdout).toContain('  created 4, updated 0, unchanged 0');
    expect(applied.stdout).toContain('  2 products now vehicle-specific (were universal)');
    expect(applied.stdout).toContain(
      'The shop is not running: the site shows the new fitment after its next build.',
    );
    const after = await stored();
    expect(after.rows).toEqual([
      'BOS-PAD-1 PX3 3.2 TDCi front 1 - 2019-',
      'BOS-PAD-1 PX3 2.0 Bi-Turbo front 1 - 2019-',
      'BOS-PAD-2 PX2 3.2 TDCi rear 2 Rear disc models only 2016-',
      'BOS-PAD-2 PX3 3.2 TDCi rear 2 Rear disc models only -2018',
    ]);
    // The import's summary, one entry per fitment row created (4) and per product made vehicle-specific (2).
    expect(after.audits).toBe(7);
    expect(after.universal).toEqual({ 'BOS-PAD-1': false, 'BOS-PAD-2': false });

    const again = await fitmentImport([good()]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('  created 0, updated 0, unchanged 4');
    expect(await stored()).toEqual(after);
  });

  it('with --replace, removes the rows of the named products that the file does not list', async () => {
    const result = await fitmentImport([
      csvFile('replace.csv', 'Ford,Ranger,PX3,2019,2022,3.2 TDCi,BOS-PAD-1,front,1,'),
      '--replace',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('  created 0, updated 0, unchanged 1, deleted 1');
    expect((await stored()).rows).toEqual([
      'BOS-PAD-1 PX3 3.2 TDCi front 1 - 2019-',
      'BOS-PAD-2 PX2 3.2 TDCi rear 2 Rear disc models only 2016-',
      'BOS-PAD-2 PX3 3.2 TDCi rear 2 Rear disc models only -2018',
    ]);
  });

  it('lists every error by line and writes nothing for a bad file (exit 1)', async () => {
    const before = await stored();
    const result = await fitmentImport([
      csvFile(
        'bad.csv',
        'Ford,Ranger,PX3,2019,2022,,BOS-PAD-1,front,3,',
        'Ford,Ranger,PX3,2015,2010,,BOS-PAD-1,front,1,',
        'Ford,Ranger,PX3,2019,2020,,BOS-XYZ,front,1,',
        'Ford,Ranger,PX9,2019,2020,,BOS-PAD-2,,,',
        'Ford,Ranger,PX3,2019,2020,,BOS-PAD-2,middle,100,',
      ),
    ]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'The CSV has 4 rows with errors; nothing was imported.',
        'Line 3: year_to 2010 is before year_from 2015.',
        'Line 4: no product has SKU BOS-XYZ.',
        'Line 5: no vehicle matches Ford Ranger PX9 2019–2020.',
        'Line 6: position "middle" is not one of front, rear, left, right, front-left, front-right, rear-left, rear-right, upper, lower, inner, outer (or blank).',
        'Line 6: qty "100" is not a whole number from 1 to 99.',
        '',
      ].join('\n'),
    });
    const header = join(files, 'header.csv');
    writeFileSync(header, 'make,model,sku\nFord,Ranger,BOS-PAD-1\n');
    const noHeader = await fitmentImport([header]);
    expect(noHeader.code).toBe(1);
    expect(noHeader.stderr).toContain(
      'The CSV header has missing columns: series, year_from, year_to, engine, position, qty, note.',
    );
    expect(noHeader.stderr).toContain('Line 1: Missing column "series".');
    expect(await stored()).toEqual(before);
  });

  it('shows its usage for missing or wrong arguments (exit 2)', async () => {
    const cases: [string[], string][] = [
      [[], 'Name the CSV file to import.'],
      [['a.csv', 'b.csv'], 'Name one CSV file, not 2.'],
      [[join(files, 'missing.csv')], `Cannot read ${join(files, 'missing.csv')}: no such file.`],
      [[join(files, 'good.csv'), '--colour'], "Unknown option '--colour'"],
    ];
    for (const [args, message] of cases) {
      const result = await fitmentImport(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage: npm run fitment:import -- FILE.csv [--dry-run] [--replace]');
    }
  });
});

describe('npm run fitment:import beside the running shop', { timeout: 120_000 }, () => {
  let shop: ChildProcess | null = null;
  let port = '';

  beforeAll(async () => {
    // The shop as `npm start` configures it, without SHOP_ADMIN_TOKEN: it generates one in DATA_DIR.
    ({ child: shop, port } = await startApiProcess(shopEnv(dataDir)));
  }, 60_000);

  afterAll(async () => {
    if (!shop || shop.exitCode !== null) return;
    const exited = new Promise((done) => shop!.once('exit', done));
    shop.kill('SIGTERM');
    await exited;
  });

  it('imports through the API with the token the shop generated, and reports bad files the same way', async () => {
    const file = csvFile('shop.csv', 'Ford,Ranger,PX3,2018,2022,YN2S,BOS-PAD-2,front,2,');
    const dry = await fitmentImport([file, '--dry-run']);
    expect(dry).toMatchObject({ code: 0, stderr: '' });
    expect(dry.stdout).toContain(
      `Dry run of ${file} (through the shop at http://127.0.0.1:${port}): nothing was written.`,
    );
    expect(dry.stdout).toContain('  would be created 1, updated 0, unchanged 0');

    const applied = await fitmentImport([file]);
    expect(applied).toMatchObject({ code: 0, stderr: '' });
    expect(applied.stdout).toContain(`Imported ${file} (through the shop at http://127.0.0.1:${port}).`);
    expect(applied.stdout).toContain('  created 1, updated 0, unchanged 0');

    const again = await fitmentImport([file]);
    expect(again.stdout).toContain('  created 0, updated 0, unchanged 1');

    const bad = await fitmentImport([
      csvFile('shop-bad.csv', 'Ford,Ranger,PX3,2015,2010,,BOS-NOPE,front,1,'),
    ]);
    expect(bad).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'The CSV has 1 row with errors; nothing was imported.\nLine 2: year_to 2010 is before year_from 2015.\n',
    });

    const wrong = await fitmentImport([file], { SHOP_ADMIN_TOKEN: 'not-the-token' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('did not accept the admin token');
  });
});
