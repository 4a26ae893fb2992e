import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { changeVersions, foldChanges } from './catalogue-changes.ts';
import { catalogueChanges, fitments, products, vehicles } from './schema/index.ts';

const t = setupTestApp();
const SCOPES = ['products', 'product_meta', 'brands', 'products.fitment'];

async function someProduct() {
  const [product] = await t.database.db
    .select({ id: products.id, priceCents: products.priceCents, active: products.active })
    .from(products)
    .where(eq(products.active, true))
    .limit(1);
  return product!;
}

describe('catalogue change versions', () => {
  it("move a written table's version and no other's; a price edit leaves the fitment scope", async () => {
    const db = t.database.db;
    const product = await someProduct();
    const before = await changeVersions(db, SCOPES);
    await db
      .update(products)
      .set({ priceCents: product.priceCents + 100 })
      .where(eq(products.id, product.id));
    const after = await changeVersions(db, SCOPES);
    expect(after.get('products')).not.toBe(before.get('products'));
    for (const scope of ['product_meta', 'brands', 'products.fitment'])
      expect(after.get(scope)).toBe(before.get(scope));
  });

  it('move the fitment scope when a product is switched off or on', async () => {
    const db = t.database.db;
    const product = await someProduct();
    const before = await changeVersions(db, ['products.fitment']);
    await db.update(products).set({ active: false }).where(eq(products.id, product.id));
    const off = await changeVersions(db, ['products.fitment']);
    expect(off.get('products.fitment')).not.toBe(before.get('products.fitment'));
    await db.update(products).set({ active: true }).where(eq(products.id, product.id));
    const on = await changeVersions(db, ['products.fitment']);
    expect(on.get('products.fitment')).not.toBe(off.get('products.fitment'));
  });

  it('stay when the writing transaction rolls back', async () => {
    const db = t.database.db;
    const before = await changeVersions(db, ['vehicles']);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(vehicles).values({
          make: 'Holden',
          model: 'Colorado',
          series: 'RG',
          yearFrom: 2012,
          yearTo: 2020,
          engine: '2.8 TD',
          fuel: 'diesel',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await changeVersions(db, ['vehicles'])).toEqual(before);
  });

  it('survive folding, which leaves one row per scope', async () => {
    const db = t.database.db;
    const product = await someProduct();
    for (let i = 0; i < 300; i++)
      await db.update(products).set({ weightGrams: i }).where(eq(products.id, product.id));
    const scopes = (await db.selectDistinct({ scope: catalogueChanges.scope }).from(catalogueChanges)).map(
      (r) => r.scope,
    );
    const before = await changeVersions(db, scopes);
    await foldChanges(db);
    expect(await changeVersions(db, scopes)).toEqual(before);
    const [rows] = await db.select({ n: sql<number>`count(*)::int` }).from(catalogueChanges);
    expect(rows!.n).toBe(scopes.length);
    // A write after folding still moves the version on from the folded sum.
    await db.update(products).set({ weightGrams: 1 }).where(eq(products.id, product.id));
    const [moved] = (await changeVersions(db, ['products'])).values();
    expect(Number(moved)).toBe(Number(before.get('products')) + 1);
  });
});

describe('GET /catalogue/fitment', () => {
  const exported = async () => {
    const res = await t.app.request('/api/catalogue/fitment');
    expect(res.status).toBe(200);
    return (await res.json()) as { data: { vehicles: { id: number }[]; fitments: number[][] } };
  };

  it('answers from memory until a fitment, a vehicle or a product flag changes', async () => {
    const db = t.database.db;
    const vehicle = async (model: string) => {
      const [added] = await db
        .insert(vehicles)
        .values({
          make: 'Isuzu',
          model,
          series: 'RG',
          yearFrom: 2020,
          yearTo: 2024,
          engine: '3.0 TD',
          fuel: 'diesel',
        })
        .returning({ id: vehicles.id });
      return added!.id;
    };
    const vehicleId = await vehicle('D-Max');
    const first = await exported();
    const product = await someProduct();
    const fitsProduct = (e: typeof first) =>
      e.data.fitments.some((r) => r[0] === product.id && r[1] === vehicleId);
    // A row written behind the triggers' back shows only once a tracked change moves the versions.
    await db.execute(sql`alter table fitments disable trigger catalogue_changed`);
    try {
      await db.insert(fitments).values({ productId: product.id, vehicleId, position: 'rear' });
    } finally {
      await db.execute(sql`alter table fitments enable trigger catalogue_changed`);
    }
    expect(await exported()).toEqual(first);
    // A price edit does not change the export.
    await db
      .update(products)
      .set({ priceCents: product.priceCents + 1 })
      .where(eq(products.id, product.id));
    expect(await exported()).toEqual(first);
    // Switching the product off drops its rows; on again, they come back with the one added above.
    await db.update(products).set({ active: false }).where(eq(products.id, product.id));
    expect((await exported()).data.fitments.some((r) => r[0] === product.id)).toBe(false);
    await db.update(products).set({ active: true }).where(eq(products.id, product.id));
    expect(fitsProduct(await exported())).toBe(true);
    // A new vehicle is listed at once.
    const another = await vehicle('MU-X');
    expect((await exported()).data.vehicles.some((v) => v.id === another)).toBe(true);
  });
});
