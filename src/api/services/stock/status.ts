/**
 * A counted product's stock status, worked out again after its stock changed, in the same
 * transaction (lib/catalogue/stock.ts's statusFrom). Only a status that changes is written, with a new
 * updated_at, so the publisher rebuilds that product's pages alone, and most orders write no product.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type StockStatus, statusFrom } from '../../../lib/catalogue/stock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/**
 * What every active location of a product can sell, as one SQL expression over `products` (written out
 * with its tables: drizzle leaves column names bare in a one-table select, which the subquery would
 * read as its own).
 */
export const availableSql = sql<number>`coalesce((
  select sum(greatest(s.on_hand - s.reserved - s.safety_stock, 0))
  from stock_levels s join locations l on l.id = s.location_id
  where s.product_id = "products"."id" and l.active), 0)::int`;

/** Returns the ids whose status changed. */
export async function refreshStockStatus(tx: DbOrTx, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await tx
    .select({
      id: products.id,
      status: products.stockStatus,
      threshold: products.lowStockThreshold,
      backorder: products.backorderAllowed,
      available: availableSql,
    })
    .from(products)
    .where(
      and(
        // As one JSON parameter: an import names tens of thousands of products.
        sql`${products.id} in (select value::int from json_array_elements_text(${JSON.stringify([...new Set(productIds)])}::json))`,
        eq(products.trackStock, true),
      ),
    );
  const moves = new Map<StockStatus, number[]>();
  for (const r of rows) {
    const now = statusFrom(r.available, r.threshold, r.backorder);
    if (now !== r.status) moves.set(now, [...(moves.get(now) ?? []), r.id]);
  }
  await writeStatuses(tx, moves);
  return [...moves.values()].flat();
}

/** Writes the statuses that changed (by new status, the products that move to it). */
export async function writeStatuses(tx: DbOrTx, moves: ReadonlyMap<StockStatus, number[]>): Promise<void> {
  for (const [status, ids] of moves)
    await tx
      .update(products)
      .set({ stockStatus: status, updatedAt: new Date() })
      .where(
        sql`${products.id} in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))`,
      );
}
