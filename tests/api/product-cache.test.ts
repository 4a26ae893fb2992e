/**
 * GET /products/{sku} answers from a cache (services/read-cache.ts) that the publish hook clears:
 * an edit through the admin API is seen by the next call, on this instance and (REDIS_URL) on
 * another instance sharing the Redis; every caller gets the same answer, so one copy serves all.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/api/app.ts';
import type { Database } from '../../src/api/db/client.ts';
import { products } from '../../src/api/db/schema/index.ts';
import { createDeps } from '../../src/api/deps.ts';
import { DEMO_CUSTOMER } from '../../src/api/seed/seed.ts';
import { type ReadCache, readCacheFromEnv } from '../../src/api/services/read-cache.ts';
import { clearingFirst } from '../../src/api/services/rebuild-notifier.ts';
import { readConfig } from '../../src/config.ts';
import { testDeps } from '../helpers/test-app.ts';
import { testDatabase } from '../helpers/test-db.ts';

type App = ReturnType<typeof createApp>;
const ADMIN = 'product-cache-admin-token';

let database: Database;
let deps: Awaited<ReturnType<typeof createDeps>>;
let app: App;
const rebuilds: string[] = [];

beforeAll(async () => {
  database = await testDatabase();
  // The shop's own wiring (deps.ts): the cache and the publish hook that clears it.
  deps = await createDeps(
    readConfig({ ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'product-cache-')), PORT: '4719' }),
    database.db,
  );
  const notify = deps.catalogueChanged;
  app = createApp({
    ...deps,
    adminToken: ADMIN,
    catalogueChanged: (reason) => {
      rebuilds.push(reason);
      notify(reason);
    },
  });
});
afterAll(async () => {
  await deps?.close();
  await database?.close();
});

async function product(a: App, sku: string, headers: Record<string, string> = {}) {
  const res = await a.request(`/api/products/${encodeURIComponent(sku)}`, { headers });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    data: { id: number; product_meta: { option: string; value: string }[] };
  };
  return { body, price: body.data.product_meta.find((m) => m.option === '_price')!.value };
}

async function editPrice(a: App, id: number, cents: number) {
  const headers = { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' };
  const read = await a.request(`/api/admin/products/${id}`, { headers });
  const { data } = (await read.json()) as { data: { version: number } };
  const res = await a.request(`/api/admin/products/${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ version: data.version, price_cents: cents }),
  });
  expect(res.status).toBe(200);
}

async function aProduct(offset: number) {
  const [row] = await database.db.select().from(products).orderBy(products.id).limit(1).offset(offset);
  return row!;
}

describe('GET /products/{sku} with the read cache', () => {
  it('answers from the cache until the catalogue changes, then shows the edit at once', async () => {
    const row = await aProduct(3);
    const first = await product(app, row.sku);
    // A write that bypasses the API is not seen: the answer comes from the cache.
    await database.db
      .update(products)
      .set({ title: 'Changed behind the API' })
      .where(eq(products.id, row.id));
    expect((await product(app, row.sku)).body).toEqual(first.body);
    await editPrice(app, row.id, 12_345);
    expect(rebuilds.length).toBeGreaterThan(0);
    const after = await product(app, row.sku);
    expect(after.price).toBe('123.45');
    expect(after.body.data).toMatchObject({ title: 'Changed behind the API' });
    // The permalink is a key of its own, cleared the same way.
    expect((await product(app, row.permalink)).price).toBe('123.45');
    await editPrice(app, row.id, 6789);
    expect((await product(app, row.permalink)).price).toBe('67.89');
  });

  it('gives a signed-in customer and a guest the same answer (nothing per caller to keep apart)', async () => {
    const row = await aProduct(4);
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    });
    const { token } = (await login.json()) as { token: string };
    expect(token).toBeTruthy();
    deps.productCache!.clear();
    const member = await product(app, row.sku, { Authorization: `Bearer ${token}` });
    const guest = await product(app, row.sku);
    expect(guest.body).toEqual(member.body);
    deps.productCache!.clear();
    const guestFirst = await product(app, row.sku);
    expect((await product(app, row.sku, { Authorization: `Bearer ${token}` })).body).toEqual(guestFirst.body);
  });

  it('still answers 404 for an unknown product, and 400 for an over-long reference', async () => {
    expect((await app.request('/api/products/NO-SUCH-PART')).status).toBe(404);
    expect((await app.request(`/api/products/${'x'.repeat(201)}`)).status).toBe(400);
  });
});

/** Two API instances on one database, each with its own cache cleared through the shared Redis. */
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describe('two instances sharing Redis', () => {
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:` };
    const caches: ReadCache[] = [];
    const instance = async () => {
      const cache = await readCacheFromEnv(env);
      caches.push(cache);
      const { deps: d } = testDeps(database, {
        adminToken: ADMIN,
        productCache: cache,
        catalogueChanged: clearingFirst(cache, () => {}),
      });
      return createApp(d);
    };
    afterAll(() => Promise.all(caches.map((c) => c.close())));

    it("clears the other instance's cache when one edits a product", async () => {
      const [a, b] = [await instance(), await instance()];
      const row = await aProduct(5);
      await product(a, row.sku);
      await product(b, row.sku);
      expect(caches.map((c) => c.size)).toEqual([1, 1]);
      await editPrice(a, row.id, 4321);
      expect(caches[0]!.size).toBe(0);
      // The clear reaches b over Redis pub/sub, a moment after a's answer.
      await expect.poll(() => caches[1]!.size, { timeout: 5000 }).toBe(0);
      expect((await product(b, row.sku)).price).toBe('43.21');
    });

    it('keeps instances of another REDIS_PREFIX (another shop) apart', async () => {
      const other = await readCacheFromEnv({ ...env, REDIS_PREFIX: `${env.REDIS_PREFIX}other:` });
      try {
        other.set('k', '"v"', other.generation());
        caches[0]!.invalidate();
        await new Promise((r) => setTimeout(r, 300));
        expect(other.get('k')).toBe('"v"');
      } finally {
        await other.close();
      }
    });
  });
}
