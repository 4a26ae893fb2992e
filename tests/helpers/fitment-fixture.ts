/**
 * Vehicles and fitment rows of its own for a test file, made straight in the test database,
 * so the tests do not hang on what the seed holds: a make no seed has ("Testmake"), four vehicles, and
 * four active products (three vehicle-specific, one universal) plus an inactive one fitted too.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { fitments, products, vehicles } from '../../src/api/db/schema.ts';
import type { TestApp } from './test-app.ts';

const base = { make: 'Testmake', body: 'Ute', fuel: 'diesel', drive: '4WD', transmission: 'Auto' };

export interface FitmentFixture {
  /** Alpha S1 2.0 (2015–2018), Alpha S1 2.2 (2016–2020), Alpha S2 (2019–2023), Beta B1 (2010–2012). */
  v: { s1: number; s1b: number; s2: number; beta: number };
  /** p1, p2, p3 fit some vehicles; p4 is universal; off is inactive. */
  p: { p1: Product; p2: Product; p3: Product; p4: Product; off: Product };
}
type Product = { id: number; sku: string; permalink: string };

export async function fitmentFixture(t: TestApp): Promise<FitmentFixture> {
  const db = t.database.db;
  const made = await db
    .insert(vehicles)
    .values([
      {
        ...base,
        model: 'Alpha',
        series: 'S1',
        yearFrom: 2015,
        yearTo: 2018,
        engine: '2.0',
        engineCode: 'AA20',
      },
      {
        ...base,
        model: 'Alpha',
        series: 'S1',
        yearFrom: 2016,
        yearTo: 2020,
        engine: '2.2',
        displacementCc: 2198,
      },
      { ...base, model: 'Alpha', series: 'S2', yearFrom: 2019, yearTo: 2023, engine: '2.2', fuel: 'petrol' },
      { ...base, model: 'Beta', series: 'B1', yearFrom: 2010, yearTo: 2012, engine: '1.6', ktype: '12345' },
    ])
    .returning({ id: vehicles.id });
  const [s1, s1b, s2, beta] = made.map((r) => r.id) as [number, number, number, number];
  const picked = await db
    .select({ id: products.id, sku: products.sku, permalink: products.permalink })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .limit(5);
  const [p1, p2, p3, p4, off] = picked as [Product, Product, Product, Product, Product];
  const ids = picked.map((p) => p.id);
  // Whatever the seed fitted them to is dropped: these five fit only what is listed here.
  await db.delete(fitments).where(inArray(fitments.productId, ids));
  await db
    .update(products)
    .set({ universal: false })
    .where(inArray(products.id, [p1.id, p2.id, p3.id, off.id]));
  await db.update(products).set({ universal: true }).where(eq(products.id, p4.id));
  await db.update(products).set({ active: false }).where(eq(products.id, off.id));
  await db.insert(fitments).values([
    { productId: p1.id, vehicleId: s1, position: 'front', qty: 2 },
    {
      productId: p1.id,
      vehicleId: s1,
      position: 'rear',
      note: 'with 288 mm rotor',
      yearFrom: 2017,
      yearTo: 2018,
    },
    { productId: p2.id, vehicleId: s1, yearTo: 2016, qualifiers: { rotor: '288 mm' } },
    { productId: p3.id, vehicleId: s1b, position: 'front' },
    // Listed, but universal or inactive: never offered as fitting a vehicle by its rows.
    { productId: p4.id, vehicleId: s1 },
    { productId: off.id, vehicleId: s1 },
  ]);
  return { v: { s1, s1b, s2, beta }, p: { p1, p2, p3, p4, off } };
}
