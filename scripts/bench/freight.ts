/**
 * Delivery quotes at 10,000 products (issue 49's budget: p99 under 20 ms from the rate table at 10
 * connections): POST /api/freight/quote with 10 connections each sending its next request as soon as
 * the last is answered, for 10 s after a 2 s warm-up not counted, over a rotating mix of carts (one to
 * three lines, standard parcels, batteries, aerosols, oversize parts) and postcodes from Sydney metro
 * to Broome. The API runs here on PGlite (the default shop's database); the load runs in a process of
 * its own (load.ts), so the two never share an event loop. Part of `npm run bench`; alone:
 * node scripts/bench/freight.ts
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { asc, eq, or, sql } from 'drizzle-orm';
import { createApp } from '../../src/api/app.ts';
import { openDatabase } from '../../src/api/db/client.ts';
import { migrate } from '../../src/api/db/migrate.ts';
import { products } from '../../src/api/db/schema/index.ts';
import { seed } from '../../src/api/seed/seed.ts';
import { createReadCache } from '../../src/api/services/read-cache.ts';
import { testDeps } from '../../tests/helpers/test-app.ts';
import { freightLoad } from './load.ts';

export interface FreightFigures {
  products: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
}

const POSTCODES: [string, string][] = [
  ['2150', 'NSW'],
  ['2880', 'NSW'],
  ['3000', 'VIC'],
  ['4825', 'QLD'],
  ['6725', 'WA'],
  ['0800', 'NT'],
  ['7000', 'TAS'],
];

export async function measureFreight(productCount = 10_000): Promise<FreightFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-freight-'));
  const database = await openDatabase({ dataDir: join(dir, 'pg') });
  let server: ReturnType<typeof serve> | null = null;
  try {
    await migrate(database);
    await seed(database.db, { productCount, vehicleCount: 0 });
    const plain = await database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(300);
    const special = await database.db
      .select({ id: products.id })
      .from(products)
      .where(or(sql`${products.dgUn} <> ''`, eq(products.freightClass, 'oversize')))
      .limit(100);
    const ids = [...plain, ...special].map((p) => p.id);
    const bodies = Array.from({ length: 200 }, (_, i) => {
      const lines = 1 + (i % 3);
      const [postCode, state] = POSTCODES[i % POSTCODES.length]!;
      return JSON.stringify({
        products: Array.from({ length: lines }, (_, l) => ({
          id: ids[(i * 7 + l * 31) % ids.length]!,
          quantity: 1 + (l % 2),
        })),
        post_code: postCode,
        state,
        street_address: '1 Test Street',
      });
    });
    const bodiesFile = join(dir, 'bodies.json');
    await writeFile(bodiesFile, JSON.stringify(bodies));
    // As the shop runs (deps.ts): with its read cache, which quotes keep their rows in.
    const { deps } = testDeps(database, { productCache: createReadCache() });
    const app = createApp(deps);
    const port = await new Promise<number>((ok) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => ok(info.port));
    });
    const figures = await freightLoad(`http://127.0.0.1:${port}`, bodiesFile);
    return { products: productCount, ...figures };
  } finally {
    (server as ReturnType<typeof serve> | null)?.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureFreight());
