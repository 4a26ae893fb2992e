/**
 * The fitment import's speed: a CSV naming each of 500 vehicle types for enough products to make
 * the row count, through the whole app in process: dry run, apply (all new), the same file again
 * (all unchanged), then every qty changed (all updated). The normal run imports 5,000 rows; the
 * target is 50,000 rows in a few seconds on PGlite:
 *   FITMENT_IMPORT_ROWS=50000 node_modules/.bin/node node_modules/vitest/vitest.mjs run src/api/routes/admin-fitment-perf.test.ts
 * (prefix DATABASE_URL=postgres://… for PostgreSQL).
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { brands, categories, fitments, products, vehicles } from '../db/schema.ts';

const t = setupTestApp();
const ROWS = Number(process.env.FITMENT_IMPORT_ROWS ?? 5_000);
const VEHICLES = 500;
const PRODUCTS = Math.ceil(ROWS / VEHICLES);
const LIMIT_MS = 20_000;

const HEADER = 'make,model,series,year_from,year_to,engine,sku,position,qty,note\n';
/** Row i: product i / VEHICLES on vehicle i % VEHICLES, one vehicle type per row. */
const fileOf = (qty: number) =>
  HEADER +
  Array.from({ length: ROWS }, (_, i) => {
    const v = i % VEHICLES;
    const p = Math.floor(i / VEHICLES);
    return `Perfmake,Model ${v % 50},S${v},2012,2018,2.0 T${v},PERF-FIT-${p},front,${qty},Check ${v}\n`;
  }).join('');

describe(`POST /api/admin/fitment/import with ${ROWS} rows`, () => {
  it(`imports, re-imports and updates ${ROWS} rows, each within ${LIMIT_MS / 1000} s`, {
    timeout: 600_000,
  }, async () => {
    const db = t.database.db;
    await db.insert(vehicles).values(
      Array.from({ length: VEHICLES }, (_, v) => ({
        make: 'Perfmake',
        model: `Model ${v % 50}`,
        series: `S${v}`,
        yearFrom: 2010,
        yearTo: 2020,
        engine: `2.0 T${v}`,
        fuel: 'petrol',
      })),
    );
    const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    await db.insert(products).values(
      Array.from({ length: PRODUCTS }, (_, p) => ({
        sku: `PERF-FIT-${p}`,
        title: `Perf part ${p}`,
        permalink: `perf-fit-${p}`,
        brandId: brand!.id,
        categoryId: category!.id,
        priceCents: 1000,
      })),
    );
    const { token } = await staffSession(t, 'editor');
    const send = async (body: string, query = '') => {
      const started = performance.now();
      const res = await t.app.request(`/api/admin/fitment/import${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
        body,
      });
      const answer = (await res.json()) as Record<string, number>;
      return { status: res.status, answer, ms: performance.now() - started };
    };
    const total = async () => (await db.select({ n: count() }).from(fitments))[0]!.n;
    const before = await total();
    const file = fileOf(1);

    const dry = await send(file, '?dry_run=1');
    const created = await send(file);
    const again = await send(file);
    const updated = await send(fileOf(2));
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const mb = (Buffer.byteLength(file) / 1024 / 1024).toFixed(1);
    console.log(
      `\n${database}, ${ROWS} fitment rows (${mb} MB, ${VEHICLES} vehicles, ${PRODUCTS} products):`,
    );
    for (const [name, r] of [
      ['dry run', dry],
      ['apply (all new)', created],
      ['again (all unchanged)', again],
      ['apply (all updated)', updated],
    ] as const)
      console.log(`  ${name.padEnd(22)} ${(r.ms / 1000).toFixed(2)} s  status=${r.status}`);

    expect(dry.answer).toMatchObject({ created: ROWS, vehicles: VEHICLES, products: PRODUCTS });
    expect(created.answer).toMatchObject({ created: ROWS, updated: 0 });
    expect(again.answer).toMatchObject({ created: 0, updated: 0, unchanged: ROWS });
    expect(updated.answer).toMatchObject({ created: 0, updated: ROWS });
    expect(await total()).toBe(before + ROWS);
    for (const r of [dry, created, again, updated]) expect(r.ms).toBeLessThan(LIMIT_MS);
  });
});
