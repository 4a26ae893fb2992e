/**
 * The stock rows one change works on, locked in one order (product, then location) by every writer,
 * so two orders, a release and an import never wait on each other in a circle.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations, stockLevels } from '../../db/schema/index.ts';

/** On PGlite every column of a result costs (db/returning.ts): what allocation needs, and no more. */
export interface LockedLevel {
  productId: number;
  locationId: number;
  /** on hand − reserved − safety stock (may be below 0 after a count; read as 0). */
  available: number;
  ships: boolean;
  pickup: boolean;
  sortOrder: number;
}

/** The rows of `productIds` at active locations, locked until the transaction ends. */
export function lockLevels(tx: DbOrTx, productIds: readonly number[]): Promise<LockedLevel[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      productId: stockLevels.productId,
      locationId: stockLevels.locationId,
      available: sql<number>`${stockLevels.onHand} - ${stockLevels.reserved} - ${stockLevels.safetyStock}`,
      ships: locations.ships,
      pickup: locations.pickup,
      sortOrder: locations.sortOrder,
    })
    .from(stockLevels)
    .innerJoin(locations, eq(locations.id, stockLevels.locationId))
    .where(and(inArray(stockLevels.productId, [...productIds]), eq(locations.active, true)))
    .orderBy(asc(stockLevels.productId), asc(stockLevels.locationId))
    .for('update', { of: stockLevels });
}

/** Every row of `productIds` (active locations or not), locked until the transaction ends, in the same order. */
export async function lockAllLevels(tx: DbOrTx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .select({ productId: stockLevels.productId })
    .from(stockLevels)
    .where(inArray(stockLevels.productId, [...productIds]))
    .orderBy(asc(stockLevels.productId), asc(stockLevels.locationId))
    .for('update');
}

export interface LevelShift {
  productId: number;
  locationId: number;
  onHand?: number;
  reserved?: number;
}

/**
 * Adds to rows' on hand and reserved (negative takes away), in one statement; the table's checks keep
 * both at zero or more, so a change that would take either below zero fails the transaction.
 */
export async function shiftLevels(tx: DbOrTx, shifts: readonly LevelShift[]): Promise<void> {
  if (shifts.length === 0) return;
  const rows = shifts.map((s) => ({ p: s.productId, l: s.locationId, h: s.onHand ?? 0, r: s.reserved ?? 0 }));
  await tx.execute(sql`update stock_levels s
    set on_hand = s.on_hand + x.h, reserved = s.reserved + x.r, updated_at = now()
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(p int, l int, h int, r int)
    where s.product_id = x.p and s.location_id = x.l`);
}
