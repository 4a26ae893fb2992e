/**
 * The product import's speed: a CSV of new products (each with its own HTML descriptions, a discount,
 * SEO text and dimensions) through the whole app in process, dry run then apply, then the same file
 * with every price changed (all updates), then a supplier's price file (sku,price only). The normal run imports 2,000 rows; the target
 * is 10,000 rows under 30 s on PGlite:
 *   PRODUCT_IMPORT_ROWS=10000 node_modules/.bin/node node_modules/vitest/vitest.mjs run src/api/routes/admin-product-csv-perf.test.ts
 * (prefix DATABASE_URL=postgres://… for PostgreSQL).
 */
import { stringify } from 'csv-stringify/sync';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { products } from '../db/schema.ts';
import { CSV_COLUMNS, type CsvRecord } from '../services/product-csv-columns.ts';

const t = setupTestApp();
const ROWS = Number(process.env.PRODUCT_IMPORT_ROWS ?? 2_000);
const LIMIT_MS = 30_000;

function rowOf(i: number, price: string): CsvRecord {
  return {
    sku: `PERF-${i}`,
    title: `Perf Series brake pad set ${i}`,
    permalink: `perf-series-brake-pad-set-${i}`,
    price,
    discount_type: i % 3 === 0 ? 'percent' : '',
    discount_value: i % 3 === 0 ? '12.5' : '',
    brand: 'bosch',
    category: 'brakes',
    child_category: 'brake-pads',
    stock_status: i % 10 === 0 ? 'backorder' : 'in_stock',
    active: '1',
    featured: i % 50 === 0 ? '1' : '0',
    weight_grams: String(500 + (i % 900)),
    length_mm: '180',
    width_mm: '60',
    height_mm: '20',
    short_description: `<p><strong>Bosch</strong> pad set number ${i} for daily driving.</p>`,
    long_description: `<p>Set ${i} is made for Australian roads.</p><h3>Features</h3><ul><li>Low dust</li><li>Quiet, ${i} tested</li></ul><p>Check fitment before ordering.</p>`,
    seo_title: `Perf Series brake pad set ${i} | Buy Brake Pads Online`,
    seo_description: `Bosch pad set number ${i} for daily driving.`,
    seo_keywords: 'bosch, brake pads, perf',
    page_index: '1',
    images: '',
  };
}

const fileOf = (price: (i: number) => string) =>
  stringify(
    Array.from({ length: ROWS }, (_, i) => rowOf(i + 1, price(i + 1))),
    { header: true, columns: [...CSV_COLUMNS] },
  );

describe(`POST /api/admin/products/import with ${ROWS} rows`, () => {
  it(`creates and then updates ${ROWS} products, each within ${LIMIT_MS / 1000} s`, {
    timeout: 600_000,
  }, async () => {
    const { token } = await staffSession(t, 'editor');
    const send = async (body: string, query: string) => {
      const started = performance.now();
      const res = await t.app.request(`/api/admin/products/import?${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
        body,
      });
      const answer = (await res.json()) as { created: number; updated: number; errors: unknown[] };
      return { status: res.status, answer, ms: performance.now() - started };
    };
    const total = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;
    const before = await total();
    const create = fileOf((i) => `${50 + (i % 100)}.95`);
    const update = fileOf((i) => `${60 + (i % 100)}.45`);

    const dry = await send(create, 'mode=dry_run');
    const created = await send(create, 'mode=apply');
    const updated = await send(update, 'mode=apply');
    const prices = stringify(
      Array.from({ length: ROWS }, (_, i) => ({ sku: `PERF-${i + 1}`, price: `${70 + (i % 100)}.15` })),
      { header: true, columns: ['sku', 'price'] },
    );
    const priced = await send(prices, 'mode=apply');
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const mb = (Buffer.byteLength(create) / 1024 / 1024).toFixed(1);
    console.log(`\n${database}, ${ROWS} rows (${mb} MB):`);
    for (const [name, r] of [
      ['dry run', dry],
      ['apply (all new)', created],
      ['apply (all updated)', updated],
      ['apply (sku,price only)', priced],
    ] as const)
      console.log(`  ${name.padEnd(22)} ${(r.ms / 1000).toFixed(2)} s  status=${r.status}`);

    expect(dry.answer).toMatchObject({ created: ROWS, errors: [] });
    expect(created.answer).toMatchObject({ created: ROWS, updated: 0, errors: [] });
    expect(updated.answer).toMatchObject({ created: 0, updated: ROWS, errors: [] });
    expect(priced.answer).toMatchObject({ created: 0, updated: ROWS, errors: [] });
    expect(await total()).toBe(before + ROWS);
    for (const r of [dry, created, updated, priced]) expect(r.ms).toBeLessThan(LIMIT_MS);
  });
});
