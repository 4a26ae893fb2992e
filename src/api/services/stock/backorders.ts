/**
 * Stock that arrives goes to the orders waiting for it first: a product's backordered reservations,
 * oldest first, are held at the locations that now have units (a collect order's store before the
 * others; a delivery only from locations that ship), in the transaction that brought the units in.
 * The caller holds the product's stock rows locked (levels.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, reservations } from '../../db/schema/index.ts';
import { lockLevels, shiftLevels } from './levels.ts';

/** Fills what it can of the backorders of `productIds`; returns how many units it held. */
export async function fillBackorders(tx: DbOrTx, productIds: readonly number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const owed = await tx
    .select({
      id: reservations.id,
      orderId: reservations.orderId,
      orderItemId: reservations.orderItemId,
      productId: reservations.productId,
      quantity: reservations.quantity,
      pickupId: orders.pickupLocationId,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        eq(reservations.state, 'backordered'),
        inArray(reservations.productId, [...productIds]),
        inArray(orders.status, ['pending', 'processing']),
      ),
    )
    .orderBy(asc(reservations.id))
    .for('update', { of: reservations });
  if (owed.length === 0) return 0;
  const levels = await lockLevels(tx, [...new Set(owed.map((o) => o.productId!))]);
  const left = new Map(levels.map((l) => [`${l.productId}:${l.locationId}`, Math.max(0, l.available)]));
  let held = 0;
  for (const row of owed) {
    const places = levels
      .filter((l) => l.productId === row.productId && (l.ships || l.locationId === row.pickupId))
      .sort((a, b) => Number(b.locationId === row.pickupId) - Number(a.locationId === row.pickupId));
    let want = row.quantity;
    for (const place of places) {
      const key = `${place.productId}:${place.locationId}`;
      const take = Math.min(want, left.get(key) ?? 0);
      if (take === 0) continue;
      left.set(key, left.get(key)! - take);
      want -= take;
      held += take;
      await tx.insert(reservations).values({
        orderId: row.orderId,
        orderItemId: row.orderItemId,
        productId: row.productId,
        locationId: place.locationId,
        quantity: take,
        state: 'reserved',
      });
      await shiftLevels(tx, [{ productId: place.productId, locationId: place.locationId, reserved: take }]);
      if (want === 0) break;
    }
    if (want === row.quantity) continue;
    if (want === 0) await tx.delete(reservations).where(eq(reservations.id, row.id));
    else
      await tx
        .update(reservations)
        .set({ quantity: want, updatedAt: sql`now()` })
        .where(eq(reservations.id, row.id));
  }
  return held;
}
