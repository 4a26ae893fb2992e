import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { brands, fitments, products, vehicles } from '../../api/db/schema/index.ts';
import { planBuild } from './plan.ts';
import { catalogueSnapshot } from './snapshot.ts';

const t = setupTestApp();

describe('catalogue snapshot and fitment', () => {
  it('counts vehicles and fitment as content, so a fitment edit rebuilds everything', async () => {
    const db = t.database.db;
    const before = await catalogueSnapshot(db);
    const [vehicle] = await db
      .insert(vehicles)
      .values({
        make: 'Ford',
        model: 'Ranger',
        series: 'PX3',
        yearFrom: 2018,
        yearTo: 2022,
        engine: '3.2 TDCi',
        fuel: 'diesel',
      })
      .returning({ id: vehicles.id });
    const withVehicle = await catalogueSnapshot(db);
    expect(withVehicle.content).not.toBe(before.content);

    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, true))
      .limit(1);
    await db.insert(fitments).values({ productId: product!.id, vehicleId: vehicle!.id, position: 'front' });
    const withFit = await catalogueSnapshot(db);
    expect(withFit.content).not.toBe(withVehicle.content);
    expect(withFit.products).toEqual(withVehicle.products);
    const plan = planBuild(
      { manifest: { source: 's', catalogue: withVehicle, inlineScripts: [] }, pageDeps: {} },
      's',
      withFit,
    );
    expect(plan.kind).toBe('full');
  });

  it("puts the universal flag in a product's shape, so flipping it rebuilds everything", async () => {
    const db = t.database.db;
    const [product] = await db
      .select({ id: products.id, universal: products.universal })
      .from(products)
      .where(eq(products.active, true))
      .limit(1);
    const before = await catalogueSnapshot(db);
    await db.update(products).set({ universal: !product!.universal }).where(eq(products.id, product!.id));
    const after = await catalogueSnapshot(db);
    const id = String(product!.id);
    expect(after.products[id]![1]).not.toBe(before.products[id]![1]);
    const plan = planBuild(
      { manifest: { source: 's', catalogue: before, inlineScripts: [] }, pageDeps: {} },
      's',
      after,
    );
    expect(plan.kind).toBe('full');
  });

  it('rehashes a table only when its change version moved, and then sees every row of it', async () => {
    const db = t.database.db;
    const before = await catalogueSnapshot(db);
    // An edit behind the triggers' back (nothing the app does) shows that unchanged tables are not read.
    await db.execute(sql`alter table brands disable trigger catalogue_changed`);
    try {
      await db
        .update(brands)
        .set({ title: sql`${brands.title} || ' (renamed)'` })
        .where(eq(brands.id, 1));
    } finally {
      await db.execute(sql`alter table brands enable trigger catalogue_changed`);
    }
    expect((await catalogueSnapshot(db)).content).toBe(before.content);
    // Any tracked write to the table, even one changing no row, reads it again, untracked edit and all.
    await db.update(brands).set({ title: 'none' }).where(eq(brands.id, -1));
    const after = await catalogueSnapshot(db);
    expect(after.content).not.toBe(before.content);
    expect(after.productData).toBe(before.productData);
    // A price edit changes product data and that product's updated_at only.
    const [product] = await db
      .select({ id: products.id, priceCents: products.priceCents })
      .from(products)
      .where(eq(products.active, true))
      .limit(1);
    await db
      .update(products)
      .set({ priceCents: product!.priceCents + 5, updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(products.id, product!.id));
    const priced = await catalogueSnapshot(db);
    expect(priced.content).toBe(after.content);
    expect(priced.productData).not.toBe(after.productData);
    const plan = planBuild(
      { manifest: { source: 's', catalogue: after, inlineScripts: [] }, pageDeps: {} },
      's',
      priced,
    );
    expect(plan).toMatchObject({ kind: 'incremental', changed: [product!.id] });
  });
});
