/**
 * Whether each order line bought for a vehicle fits it, by the shop's fitment data (docs/design.md#vehicle-fitment):
 * a universal product fits every vehicle; any other fits when a fitment row names the vehicle and,
 * where the row narrows the years, the line's model year is inside them. Staff see "Does not fit …"
 * on a line a shopper added to the cart although it did not fit.
 */
import { and, inArray } from 'drizzle-orm';
import type { VehicleSnapshot } from '../../lib/fitment/fitment.ts';
import type { DbOrTx } from '../db/client.ts';
import { fitments, products } from '../db/schema.ts';

interface Line {
  id: number;
  productId: number | null;
  vehicle: VehicleSnapshot | null;
}

/** Fits or not per order item id; lines without a vehicle or a product still in the shop are left out. */
export async function lineFits(db: DbOrTx, lines: Line[]): Promise<Map<number, boolean>> {
  const bought = lines.filter(
    (l): l is Line & { productId: number; vehicle: VehicleSnapshot } =>
      l.productId !== null && l.vehicle !== null,
  );
  const answers = new Map<number, boolean>();
  if (!bought.length) return answers;
  const productIds = [...new Set(bought.map((l) => l.productId))];
  const [known, rows] = await Promise.all([
    db
      .select({ id: products.id, universal: products.universal })
      .from(products)
      .where(inArray(products.id, productIds)),
    db
      .select({
        productId: fitments.productId,
        vehicleId: fitments.vehicleId,
        yearFrom: fitments.yearFrom,
        yearTo: fitments.yearTo,
      })
      .from(fitments)
      .where(
        and(
          inArray(fitments.productId, productIds),
          inArray(fitments.vehicleId, [...new Set(bought.map((l) => l.vehicle.id))]),
        ),
      ),
  ]);
  const universal = new Map(known.map((p) => [p.id, p.universal]));
  for (const l of bought) {
    if (!universal.has(l.productId)) continue;
    const year = l.vehicle.year;
    const fits =
      universal.get(l.productId) === true ||
      rows.some(
        (f) =>
          f.productId === l.productId &&
          f.vehicleId === l.vehicle.id &&
          (f.yearFrom === null || year >= f.yearFrom) &&
          (f.yearTo === null || year <= f.yearTo),
      );
    answers.set(l.id, fits);
  }
  return answers;
}
