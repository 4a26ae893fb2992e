/** Staff see whether each line bought for a vehicle fits it. */
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, place, someProducts } from '../../../tests/helpers/orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { fitments, products as productTable, vehicles } from '../db/schema/index.ts';

const t = setupTestApp();
let hilux: { id: number };
let products: ApiProduct[];

beforeAll(async () => {
  const [row] = await t.database.db
    .insert(vehicles)
    .values({
      make: 'Toyota',
      model: 'Hilux',
      series: 'Fit test',
      yearFrom: 2015,
      yearTo: 2024,
      body: 'Test ute',
      engine: '2.8 D',
      engineCode: '1GD',
      displacementCc: 2755,
      fuel: 'diesel',
      drive: '4WD',
      transmission: '6-speed manual',
    })
    .returning({ id: vehicles.id });
  hilux = row!;
  products = await someProducts(t, 3);
  await t.database.db
    .update(productTable)
    .set({ universal: false })
    .where(
      inArray(
        productTable.id,
        products.map((p) => p.id),
      ),
    );
  // The second fits every Hilux of the type; the third only 2015-2017.
  await t.database.db.insert(fitments).values([
    { productId: products[1]!.id, vehicleId: hilux.id },
    { productId: products[2]!.id, vehicleId: hilux.id, yearFrom: 2015, yearTo: 2017 },
  ]);
});

describe('an order line bought for a vehicle, in the back office', () => {
  it('says whether the part fits the vehicle it was bought for', async () => {
    const body = cardOrder(products);
    body.products = body.products.map((p) => ({ ...p, vehicle: { id: hilux.id, year: 2020 } }));
    const placed = await place(t, body);
    expect(placed.status).toBe(200);
    const { token } = await staffSession(t, 'support');
    const res = await adminCall(t, 'GET', `/orders/${placed.body.order!.invoice_number}`, token);
    const items = (await res.json()).data.items as { product_id: number; fits_vehicle?: boolean }[];
    const fits = (i: number) => items.find((l) => l.product_id === products[i]!.id)?.fits_vehicle;
    expect([fits(0), fits(1), fits(2)]).toEqual([false, true, false]);
  });

  it('counts a universal part as fitting, and says nothing of a line without a vehicle', async () => {
    await t.database.db
      .update(productTable)
      .set({ universal: true })
      .where(eq(productTable.id, products[0]!.id));
    const body = cardOrder(products.slice(0, 2));
    body.products = [
      { ...body.products[0]!, vehicle: { id: hilux.id, year: 2020 } } as (typeof body.products)[0],
      body.products[1]!,
    ];
    const placed = await place(t, body);
    const { token } = await staffSession(t, 'support');
    const res = await adminCall(t, 'GET', `/orders/${placed.body.order!.invoice_number}`, token);
    const items = (await res.json()).data.items as { product_id: number; fits_vehicle?: boolean }[];
    expect(items.find((l) => l.product_id === products[0]!.id)?.fits_vehicle).toBe(true);
    expect(items.find((l) => l.product_id === products[1]!.id)).not.toHaveProperty('fits_vehicle');
  });
});
