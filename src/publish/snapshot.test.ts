import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { fitments, products, vehicles } from '../api/db/schema.ts';
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
});
