/** The shop's locations as the shop's pages and emails read them. */
import { asc, eq } from 'drizzle-orm';
import { hoursLines, type StoreView, storeAddress } from '../../../lib/stock/store.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';

type LocationRow = typeof locations.$inferSelect;

export const storeView = (l: LocationRow): StoreView => ({
  id: l.id,
  name: l.name,
  address: storeAddress(l),
  phone: l.phone,
  hours: hoursLines(l.hours),
});

/** The collect store of an order, as the customer is told of it; null when it no longer exists. */
export async function pickupStoreOf(db: Pick<Db, 'select'>, id: number): Promise<StoreView | null> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row ? storeView(row) : null;
}

/** The active stores shoppers can collect from, in the shop's order. */
export async function collectStores(
  db: DbOrTx,
): Promise<(StoreView & { leadMinutes: number; transferDays: number })[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.active, true))
    .orderBy(asc(locations.sortOrder), asc(locations.id));
  return rows
    .filter((r) => r.pickup)
    .map((r) => ({ ...storeView(r), leadMinutes: r.pickupLeadMinutes, transferDays: r.transferDays }));
}

/** The store of a click & collect order (no query for a delivery). */
export const collectStoreOf = (db: Pick<Db, 'select'>, order: { pickupLocationId: number | null }) =>
  order.pickupLocationId ? pickupStoreOf(db, order.pickupLocationId) : Promise.resolve(null);
