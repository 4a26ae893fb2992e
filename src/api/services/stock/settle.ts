/**
 * What becomes of an order's reservations after it is placed, each change once: the reservation rows
 * are locked and move state only from where they are, in the transaction of the change that causes it.
 * - release: the attempt failed, was abandoned or swept, or the order was cancelled; reserved units
 *   are free to sell again, backorders are no longer owed.
 * - deduct: shipped or collected; the units leave the shelf (on hand and reserved both go down).
 * - putBack: refunded lines (or returned ones): units still reserved are released, and, when the goods
 *   come back to the shelf (`restock`), units already sent are counted on hand again where they left.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { type LevelShift, lockAllLevels, shiftLevels } from './levels.ts';

type State = 'reserved' | 'backordered' | 'released' | 'deducted' | 'returned';

function lockRows(tx: DbOrTx, orderId: number, states: State[]) {
  return tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.orderId, orderId), inArray(reservations.state, states)))
    .orderBy(asc(reservations.id))
    .for('update');
}

const productsOf = (rows: { productId: number | null }[]) => [
  ...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId]))),
];

/** Frees the order's reserved units and its backorders. Returns the products whose stock changed. */
export function releaseStock(tx: DbOrTx, orderId: number): Promise<number[]> {
  return putBack(tx, orderId, null, false);
}

/** The order left the shop (shipped or collected): its reserved units leave on hand. */
export async function deductStock(tx: DbOrTx, orderId: number): Promise<number[]> {
  const rows = await lockRows(tx, orderId, ['reserved', 'backordered']);
  if (rows.length === 0) return [];
  await lockAllLevels(tx, productsOf(rows));
  // A backorder still owed was sent from stock the shop had not counted: nothing to take off.
  await shiftLevels(
    tx,
    rows.flatMap((r) =>
      r.state === 'reserved' && r.productId !== null && r.locationId !== null
        ? [{ productId: r.productId, locationId: r.locationId, onHand: -r.quantity, reserved: -r.quantity }]
        : [],
    ),
  );
  await tx
    .update(reservations)
    .set({ state: 'deducted', updatedAt: new Date() })
    .where(
      inArray(
        reservations.id,
        rows.map((r) => r.id),
      ),
    );
  return productsOf(rows);
}

/**
 * Puts back `quantities` (by order line id; null: every line in full) of the order: still-reserved
 * units first, then, with `restock`, units already sent. Returns the products whose stock changed.
 */
export async function putBack(
  tx: DbOrTx,
  orderId: number,
  quantities: ReadonlyMap<number, number> | null,
  restock: boolean,
): Promise<number[]> {
  const rows = await lockRows(
    tx,
    orderId,
    restock ? ['reserved', 'backordered', 'deducted'] : ['reserved', 'backordered'],
  );
  const relevant = quantities ? rows.filter((r) => quantities.has(r.orderItemId)) : rows;
  if (relevant.length === 0) return [];
  await lockAllLevels(tx, productsOf(relevant));
  const shifts: LevelShift[] = [];
  const left = new Map(
    relevant.map((r) => [r.orderItemId, quantities?.get(r.orderItemId) ?? Number.POSITIVE_INFINITY]),
  );
  // Units not yet sent go back before units that were.
  const rank = (s: string) => (s === 'deducted' ? 1 : 0);
  const changed = new Set<number>();
  for (const r of [...relevant].sort((a, b) => rank(a.state) - rank(b.state) || a.id - b.id)) {
    const n = Math.min(left.get(r.orderItemId)!, r.quantity);
    if (n <= 0) continue;
    left.set(r.orderItemId, left.get(r.orderItemId)! - n);
    const to: State = r.state === 'deducted' ? 'returned' : 'released';
    if (n === r.quantity)
      await tx
        .update(reservations)
        .set({ state: to, updatedAt: new Date() })
        .where(eq(reservations.id, r.id));
    else {
      await tx
        .update(reservations)
        .set({ quantity: r.quantity - n, updatedAt: new Date() })
        .where(eq(reservations.id, r.id));
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = r;
      await tx.insert(reservations).values({ ...rest, quantity: n, state: to });
    }
    if (r.productId === null || r.locationId === null) continue;
    if (r.state === 'reserved')
      shifts.push({ productId: r.productId, locationId: r.locationId, reserved: -n });
    if (r.state === 'deducted') shifts.push({ productId: r.productId, locationId: r.locationId, onHand: n });
    changed.add(r.productId);
  }
  await shiftLevels(tx, shifts);
  return [...changed];
}
