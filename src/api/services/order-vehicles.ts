/**
 * The vehicles an order's lines are bought for: each one sent must be a vehicle the shop
 * knows, in a model year it was made; the line keeps a snapshot named from the shop's own data (never
 * the label the browser showed).
 */
import { inArray } from 'drizzle-orm';
import { FITMENT_MESSAGES, type VehicleSnapshot, vehicleSnapshot } from '../../lib/fitment/fitment.ts';
import type { Db } from '../db/client.ts';
import { vehicles } from '../db/schema.ts';
import { fail, type OrderResult } from './order-payment.ts';
import type { OrderRequest } from './order-request.ts';
import { toVehicle } from './vehicles.ts';

/** The snapshot per product id, or the 422 naming the first line whose vehicle is at fault. */
export async function lineVehicles(
  db: Db,
  request: Pick<OrderRequest, 'vehicles' | 'order'>,
): Promise<Map<number, VehicleSnapshot> | OrderResult> {
  const snapshots = new Map<number, VehicleSnapshot>();
  if (request.vehicles.size === 0) return snapshots;
  const ids = [...new Set([...request.vehicles.values()].map((v) => v.id))];
  const rows = await db.select().from(vehicles).where(inArray(vehicles.id, ids));
  const known = new Map(rows.map((r) => [r.id, toVehicle(r)]));
  for (const [productId, chosen] of request.vehicles) {
    const vehicle = known.get(chosen.id);
    const message = !vehicle
      ? FITMENT_MESSAGES.unknownVehicle
      : chosen.year < vehicle.year_from || chosen.year > vehicle.year_to
        ? FITMENT_MESSAGES.yearOutside(vehicle)
        : null;
    if (message) {
      const line = request.order.products.findIndex((l) => l.id === productId && l.vehicle);
      return fail(422, message, { errors: { [`products.${line}.vehicle`]: message } });
    }
    snapshots.set(productId, vehicleSnapshot(vehicle!, chosen.year));
  }
  return snapshots;
}

/** A stored snapshot as the order answers show it (exactly its fields), or nothing when there is none. */
export function vehicleOfLine(snapshot: VehicleSnapshot | null): { vehicle?: VehicleSnapshot } {
  if (!snapshot) return {};
  const { id, year, make, model, series, engine, label } = snapshot;
  return { vehicle: { id, year, make, model, series, engine, label } };
}
