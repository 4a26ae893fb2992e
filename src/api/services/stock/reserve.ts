/**
 * Reservations in the order's own transaction (docs/design.md#stock-and-freight). The order's stock
 * rows are locked (levels.ts), the lines are placed (allocate.ts) and each take is added to the row's
 * reserved, so no interleaving of orders can hold more than a location has: a second order waits for
 * the first to commit and then sees what is left. A line no location can fill is refused by name,
 * or owed as a backorder where the product allows it. A retried request never gets here (its
 * Idempotency-Key finds the first order), so it reserves once. Three statements for any order: the
 * lock, the levels' update and the reservations' insert (and a fourth when a status changes).
 */
import type { StockStatus } from '../../../lib/catalogue/stock.ts';
import { statusFrom } from '../../../lib/catalogue/stock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { allocate } from './allocate.ts';
import { lockLevels, shiftLevels } from './levels.ts';
import { writeStatuses } from './status.ts';

export interface ReserveLine {
  itemId: number;
  productId: number;
  title: string;
  quantity: number;
  trackStock: boolean;
  backorderAllowed: boolean;
  lowStockThreshold: number;
  stockStatus: StockStatus;
}

/** A line asks for more than the shop has and the product cannot be backordered. */
export class NotEnoughStock extends Error {
  readonly productId: number;
  readonly title: string;
  readonly available: number;
  constructor(productId: number, title: string, available: number) {
    super(`Only ${available} of ${title} available`);
    this.productId = productId;
    this.title = title;
    this.available = available;
  }
}

/**
 * Reserves the counted lines of order `orderId`; `pickupId` is the collect store, or null for a
 * delivery. Returns the products whose stock changed. Throws NotEnoughStock (the caller rolls back).
 */
export async function reserveStock(
  tx: DbOrTx,
  orderId: number,
  lines: readonly ReserveLine[],
  pickupId: number | null,
): Promise<number[]> {
  const counted = lines.filter((l) => l.trackStock);
  if (counted.length === 0) return [];
  const levels = await lockLevels(
    tx,
    counted.map((l) => l.productId),
  );
  // The locations, in the shop's order, from the rows themselves: one with none of these has nothing.
  const places = [...new Map(levels.map((l) => [l.locationId, l])).values()]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.locationId - b.locationId)
    .map((l) => ({ id: l.locationId, ships: l.ships, pickup: l.pickup }));
  // A collect order may draw on its store and on every location that ships; a delivery only on those.
  const open = levels
    .filter((l) => l.ships || l.locationId === pickupId)
    .map((l) => ({ productId: l.productId, locationId: l.locationId, available: Math.max(0, l.available) }));
  const taken = allocate(counted, open, places, pickupId);

  const rows: (typeof reservations.$inferInsert)[] = [];
  const statuses = new Map<StockStatus, number[]>();
  for (const [i, line] of counted.entries()) {
    const { takes, shortfall } = taken[i]!;
    const sellable = open.filter((l) => l.productId === line.productId).reduce((n, l) => n + l.available, 0);
    if (shortfall > 0 && !line.backorderAllowed)
      throw new NotEnoughStock(line.productId, line.title, sellable);
    for (const t of takes)
      rows.push({ orderId, orderItemId: line.itemId, productId: line.productId, ...t, state: 'reserved' });
    if (shortfall > 0)
      rows.push({
        orderId,
        orderItemId: line.itemId,
        productId: line.productId,
        locationId: null,
        quantity: shortfall,
        state: 'backordered',
      });
    // The status from every active location's rows (a store that does not ship still sells at its counter).
    const everywhere = levels
      .filter((l) => l.productId === line.productId)
      .reduce((n, l) => n + Math.max(0, l.available), 0);
    const now = statusFrom(
      everywhere - (line.quantity - shortfall),
      line.lowStockThreshold,
      line.backorderAllowed,
    );
    if (now !== line.stockStatus) statuses.set(now, [...(statuses.get(now) ?? []), line.productId]);
  }
  await shiftLevels(
    tx,
    rows.flatMap((r) =>
      r.state === 'reserved'
        ? [{ productId: r.productId!, locationId: r.locationId!, reserved: r.quantity }]
        : [],
    ),
  );
  await tx.insert(reservations).values(rows);
  await writeStatuses(tx, statuses);
  return counted.map((l) => l.productId);
}
