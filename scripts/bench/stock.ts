/**
 * Stock by location at 10,000 products and 10 locations (issue 48's budgets): the stock CSV of
 * 100,000 rows imported through POST /api/admin/stock/import (every level changed), and how soon a
 * stock change is in its availability file (GET /api/stock/{bucket}.json) with no page rebuild: from
 * the adjustment's answer to the first file that shows it, polled every 50 ms as a browser or a CDN
 * with the file's max-age would find it. In process on PGlite (the default shop's database). Part of
 * `npm run bench`; alone: node scripts/bench/stock.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/api/app.ts';
import { openDatabase } from '../../src/api/db/client.ts';
import { migrate } from '../../src/api/db/migrate.ts';
import { locations, products } from '../../src/api/db/schema/index.ts';
import { AVAILABILITY_CACHE } from '../../src/api/routes/stock.ts';
import { seed } from '../../src/api/seed/seed.ts';
import { availabilityPath, bucketOf } from '../../src/lib/stock/availability.ts';

import { testDeps } from '../../tests/helpers/test-app.ts';

const maxAge = Number(/max-age=(\d+)/.exec(AVAILABILITY_CACHE)![1]);

export interface StockFigures {
  products: number;
  locations: number;
  rows: number;
  importSeconds: number;
  /** From a stock change's answer to the availability file showing it, in ms (median of 5). */
  freshMs: number;
}

export async function measureStock(productCount = 10_000, locationCount = 10): Promise<StockFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-stock-'));
  const database = await openDatabase({ dataDir: join(dir, 'pg') });
  try {
    await migrate(database);
    await seed(database.db, { productCount, vehicleCount: 0 });
    const have = await database.db.select({ id: locations.id }).from(locations);
    for (let i = have.length; i < locationCount; i++)
      await database.db
        .insert(locations)
        .values({ name: `Bench store ${i}`, suburb: 'Penrith', state: 'NSW', postCode: '2750' });
    const { deps } = testDeps(database);
    const app = createApp(deps);
    const admin = { Authorization: `Bearer ${deps.adminToken}` };
    const [skus, names] = await Promise.all([
      database.db.select({ id: products.id, sku: products.sku }).from(products).orderBy(products.id),
      database.db.select({ name: locations.name }).from(locations),
    ]);
    let csv = 'sku,location,on_hand\n';
    for (const [i, p] of skus.entries())
      for (const l of names) csv += `${p.sku},${l.name},${((i * 13 + l.name.length) % 97) + 5}\n`;
    const rows = skus.length * names.length;
    const started = performance.now();
    const res = await app.request('/api/admin/stock/import?mode=apply', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'text/csv' },
      body: csv,
    });
    const importSeconds = (performance.now() - started) / 1000;
    if (res.status !== 200)
      throw new Error(`stock import: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);

    const runs: number[] = [];
    const [first] = await database.db
      .select({ id: locations.id })
      .from(locations)
      .orderBy(locations.id)
      .limit(1);
    for (let n = 0; n < 5; n++) {
      const product = skus[(n + 1) * 997]!;
      const file = availabilityPath(bucketOf(product.id));
      const read = async () =>
        (
          (await (await app.request(`/api${file.slice(4)}`)).json()) as {
            products: Record<string, { at: Record<string, number> }>;
          }
        ).products[product.id]?.at[first!.id] ?? 0;
      const before = await read();
      const adjusted = await app.request(`/api/admin/products/${product.id}/stock/adjustments`, {
        method: 'POST',
        headers: { ...admin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ location_id: first!.id, reason: 'received', quantity: 7 }),
      });
      if (adjusted.status !== 200) throw new Error(`adjustment: HTTP ${adjusted.status}`);
      const changed = performance.now();
      while ((await read()) !== before + 7) {
        if (performance.now() - changed > 30_000)
          throw new Error('the availability file never showed the change');
        await new Promise((r) => setTimeout(r, 50));
      }
      // What a browser or CDN adds: the file's max-age at most, counted in full.
      runs.push(performance.now() - changed + maxAge * 1000);
    }
    runs.sort((a, b) => a - b);
    return {
      products: skus.length,
      locations: names.length,
      rows,
      importSeconds,
      freshMs: Math.round(runs[2]!),
    };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureStock());
