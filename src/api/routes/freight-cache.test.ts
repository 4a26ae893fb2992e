/**
 * Quotes from the read cache (issue 49's budget: a quote must not wait on the database): a product's
 * pricing row and the settings are kept between quotes and dropped with every catalogue, settings or
 * freight change, so a quote never prices with a row the shop has changed through the API.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiQuote } from '../../lib/api/schemas/freight.ts';
import type { FreightSettings } from '../../lib/api/schemas/freight-config.ts';
import { products } from '../db/schema/index.ts';
import { createReadCache } from '../services/read-cache.ts';
import { clearingFirst } from '../services/rebuild-notifier.ts';

// As the shop is made (deps.ts): a catalogue change clears the cache before the rebuild.
const t = setupTestApp(() => {
  const productCache = createReadCache();
  return { productCache, catalogueChanged: clearingFirst(productCache, () => {}) };
});
let owner: string;
let id: number;

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .offset(220)
    .limit(1);
  id = row!.id;
  await t.database.db
    .update(products)
    .set({
      isVirtual: false,
      priceCents: 2000,
      weightGrams: 400,
      lengthMm: 120,
      widthMm: 100,
      heightMm: 100,
      freightClass: 'standard',
    })
    .where(eq(products.id, id));
});

const services = async () => {
  const res = await t.app.request(`/api/freight/estimate?items=${id}x1&post_code=2150`);
  return ((await res.json()) as ApiQuote).options.map((o) => o.id).sort();
};

describe('quotes from the read cache', () => {
  it('keeps a product between quotes, and drops it when the freight settings are saved', async () => {
    expect(await services()).toContain('parcel');
    // Written around the API (no change is announced): the cached row still answers.
    await t.database.db.update(products).set({ freightClass: 'oversize' }).where(eq(products.id, id));
    expect(await services()).toContain('parcel');
    const { data } = (await (await adminCall(t, 'GET', '/freight', owner)).json()) as {
      data: FreightSettings;
    };
    expect((await adminCall(t, 'PUT', '/freight', owner, data)).status).toBe(200);
    expect(await services()).toEqual(['road_freight', 'truck']);
  });

  it('drops it when the product is edited in the back office', async () => {
    await t.database.db.update(products).set({ freightClass: 'standard' }).where(eq(products.id, id));
    expect(await services()).toEqual(['road_freight', 'truck']);
    const product = (await (await adminCall(t, 'GET', `/products/${id}`, owner)).json()) as {
      data: { version: number };
    };
    const edited = await adminCall(t, 'PATCH', `/products/${id}`, owner, {
      version: product.data.version,
      title: 'Renamed oil filter',
    });
    expect(edited.status).toBe(200);
    expect(await services()).toContain('parcel');
  });
});
