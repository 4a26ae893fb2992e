/**
 * The availability files (lib/stock/availability.ts): per 100 product ids, each active product's
 * status and what each active location can sell. Made from two statements, and kept in memory for a
 * moment: a product page asks after idle, and every shopper on a busy page would otherwise ask the
 * database. A stock change is in the file within AVAILABILITY_FRESH_MS (plus any CDN's max-age).
 */
import { and, between, eq } from 'drizzle-orm';
import type { AvailabilityFile } from '../../../lib/api/schemas/stock.ts';
import { STOCK_BUCKET } from '../../../lib/stock/availability.ts';
import type { DbOrTx } from '../../db/client.ts';
import { locations, products, stockLevels } from '../../db/schema/index.ts';

export const AVAILABILITY_FRESH_MS = 1000;

const kept = new WeakMap<object, Map<number, { at: number; json: string }>>();

export async function availabilityFile(db: DbOrTx, bucket: number): Promise<AvailabilityFile> {
  const [first, last] = [bucket * STOCK_BUCKET, bucket * STOCK_BUCKET + STOCK_BUCKET - 1];
  const [rows, levels] = await Promise.all([
    db
      .select({ id: products.id, status: products.stockStatus, backorderDate: products.backorderDate })
      .from(products)
      .where(and(eq(products.active, true), between(products.id, first, last))),
    db
      .select({
        productId: stockLevels.productId,
        locationId: stockLevels.locationId,
        onHand: stockLevels.onHand,
        reserved: stockLevels.reserved,
        safety: stockLevels.safetyStock,
      })
      .from(stockLevels)
      .innerJoin(locations, eq(locations.id, stockLevels.locationId))
      .innerJoin(products, eq(products.id, stockLevels.productId))
      .where(
        and(
          eq(locations.active, true),
          eq(products.trackStock, true),
          between(stockLevels.productId, first, last),
        ),
      ),
  ]);
  const file: AvailabilityFile = { products: {} };
  for (const r of rows)
    file.products[r.id] = {
      s: r.status as AvailabilityFile['products'][string]['s'],
      at: {},
      ...(r.status === 'backorder' && r.backorderDate ? { b: r.backorderDate } : {}),
    };
  for (const l of levels) {
    const available = l.onHand - l.reserved - l.safety;
    const product = file.products[l.productId];
    if (product && available > 0) product.at[l.locationId] = available;
  }
  return file;
}

/** The file as JSON text, from memory while fresh. */
export async function availabilityJson(db: DbOrTx, bucket: number, now = Date.now()): Promise<string> {
  const byBucket = kept.get(db) ?? new Map<number, { at: number; json: string }>();
  kept.set(db, byBucket);
  const hit = byBucket.get(bucket);
  if (hit && now - hit.at < AVAILABILITY_FRESH_MS) return hit.json;
  const json = JSON.stringify(await availabilityFile(db, bucket));
  if (byBucket.size > 5000) byBucket.clear();
  byBucket.set(bucket, { at: now, json });
  return json;
}
