/**
 * Vehicle types as the API sends them (lib/fitment.ts's Vehicle) and the fitment reads of the public
 * API: finding one, the selector's tree, the parts that fit a vehicle, the vehicles a product fits.
 */
import { and, asc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ApiProductFitment, ApiVehiclePart, ApiVehicleTree } from '../../lib/api/schemas/fitment.ts';
import type { Fuel, Position, Vehicle } from '../../lib/fitment/fitment.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { fitments, products, vehicles } from '../db/schema/index.ts';
import { activeProduct } from './products.ts';
import { nestVehicles } from './vehicle-tree.ts';

type Row = typeof vehicles.$inferSelect;

export function toVehicle(r: Row): Vehicle {
  return {
    id: r.id,
    make: r.make,
    model: r.model,
    series: r.series,
    year_from: r.yearFrom,
    year_to: r.yearTo,
    body: r.body,
    engine: r.engine,
    engine_code: r.engineCode,
    displacement_cc: r.displacementCc,
    fuel: r.fuel as Fuel,
    drive: r.drive,
    transmission: r.transmission,
    ktype: r.ktype,
    redbook_code: r.redbookCode,
  };
}

/** The vehicle with this id, or null. */
export async function findVehicle(db: DbOrTx, id: number): Promise<Vehicle | null> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row ? toVehicle(row) : null;
}

/** Whether the vehicle was made in `year`. */
export const madeIn = (v: Pick<Vehicle, 'year_from' | 'year_to'>, year: number) =>
  year >= v.year_from && year <= v.year_to;

/**
 * The vehicles in selector order: make, model, then each series by its first model year, then the
 * vehicle's own years and engine.
 */
const vehicleOrder = [
  asc(vehicles.make),
  asc(vehicles.model),
  sql`min(${vehicles.yearFrom}) over (partition by ${vehicles.make}, ${vehicles.model}, ${vehicles.series})`,
  asc(vehicles.series),
  asc(vehicles.yearFrom),
  asc(vehicles.yearTo),
  asc(vehicles.engine),
  asc(vehicles.id),
];

/** GET /vehicles: every vehicle, nested make -> model -> series -> engine, in one query. */
export async function readVehicleTree(db: Db): Promise<ApiVehicleTree> {
  const rows = await db
    .select()
    .from(vehicles)
    .orderBy(...vehicleOrder);
  return nestVehicles(rows.map(toVehicle));
}

/** A fitment row covers `year` when its own bounds (null = open) do. */
export function fitmentCovers(year: number): SQL {
  return and(
    or(isNull(fitments.yearFrom), lte(fitments.yearFrom, year)),
    or(isNull(fitments.yearTo), gte(fitments.yearTo, year)),
  )!;
}

/**
 * "Fits this vehicle (in this year)": universal products, and products with a fitment row for it. A
 * condition on `products`; the vehicle's rows are read once through fitments_vehicle_idx (a hashed
 * subplan), whatever the size of the catalogue.
 */
export function fitsVehicle(vehicleId: number, year: number | null): SQL {
  const rows = and(eq(fitments.vehicleId, vehicleId), year === null ? undefined : fitmentCovers(year));
  return or(
    eq(products.universal, true),
    sql`${products.id} in (select ${fitments.productId} from ${fitments} where ${rows})`,
  )!;
}

/**
 * GET /vehicles/{id}/products: the active vehicle-specific products with a fitment row for the
 * vehicle (covering `year` when given), by product id then position, one row per fitment.
 */
export async function vehicleParts(
  db: Db,
  vehicleId: number,
  year: number | null,
): Promise<ApiVehiclePart[]> {
  const rows = await db
    .select({
      product_id: products.id,
      sku: products.sku,
      title: products.title,
      permalink: products.permalink,
      position: fitments.position,
      qty: fitments.qty,
      note: fitments.note,
      year_from: fitments.yearFrom,
      year_to: fitments.yearTo,
    })
    .from(fitments)
    .innerJoin(products, eq(products.id, fitments.productId))
    .where(
      and(
        eq(fitments.vehicleId, vehicleId),
        activeProduct,
        eq(products.universal, false),
        year === null ? undefined : fitmentCovers(year),
      ),
    )
    .orderBy(asc(products.id), asc(fitments.position));
  return rows.map((r) => ({ ...r, position: r.position as Position }));
}

/**
 * GET /products/{sku}/fitment: an active product (by SKU or permalink) and the vehicles it fits, in
 * selector order; null when there is no such product. A universal product fits every vehicle, so it
 * lists none (as the static vehicle files leave it out).
 */
export async function productFitment(db: Db, key: string): Promise<ApiProductFitment | null> {
  const [product] = await db
    .select({ id: products.id, universal: products.universal })
    .from(products)
    .where(and(activeProduct, or(eq(products.sku, key), eq(products.permalink, key))))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) return null;
  if (product.universal) return { product_id: product.id, universal: true, fitments: [] };
  const rows = await db
    .select({ fitment: fitments, vehicle: vehicles })
    .from(fitments)
    .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
    .where(eq(fitments.productId, product.id))
    .orderBy(...vehicleOrder, asc(fitments.position));
  return {
    product_id: product.id,
    universal: false,
    fitments: rows.map(({ fitment: f, vehicle }) => ({
      vehicle: toVehicle(vehicle),
      position: f.position as Position,
      qty: f.qty,
      note: f.note,
      year_from: f.yearFrom,
      year_to: f.yearTo,
      qualifiers: f.qualifiers,
    })),
  };
}
