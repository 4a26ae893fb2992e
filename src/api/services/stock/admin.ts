/**
 * Stock as staff keep it: a product's levels and settings, adjustments with a reason (each in the
 * audit log), the low-stock list and a location's pick list. Every change locks the rows it changes
 * (levels.ts's order) and works the product's status out again in the same transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StockLevel } from '../../../lib/api/schemas/stock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { locations, orderItems, orders, products, reservations, stockLevels } from '../../db/schema/index.ts';
import type { Actor } from '../../http/staff.ts';
import { recordAudit } from '../audit.ts';
import { fillBackorders } from './backorders.ts';
import { lockAllLevels } from './levels.ts';
import { availableSql, refreshStockStatus } from './status.ts';

export const ADJUST_REASONS = ['received', 'damaged', 'count', 'transfer'] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

export const NO_PRODUCT = 'No such product.';
export const NO_LOCATION = 'No such location.';

export class StockRefused extends Error {
  readonly status: 404 | 409 | 422;
  readonly errors: Record<string, string> | undefined;
  constructor(status: 404 | 409 | 422, message: string, errors?: Record<string, string>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/** Every location's row of a product, created at 0 where missing, so each location can be counted. */
async function ensureRows(tx: DbOrTx, productId: number): Promise<void> {
  await tx.execute(sql`insert into stock_levels (product_id, location_id)
    select ${productId}, l.id from locations l on conflict do nothing`);
}

/** The product's stock settings and its levels at every location, in the shop's order. */
export async function productStock(db: DbOrTx, productId: number) {
  const [product] = await db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      trackStock: products.trackStock,
      backorderAllowed: products.backorderAllowed,
      backorderDate: products.backorderDate,
      lowStockThreshold: products.lowStockThreshold,
      stockStatus: products.stockStatus,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const rows = await db
    .select({
      location_id: locations.id,
      location: locations.name,
      on_hand: sql<number>`coalesce(${stockLevels.onHand}, 0)`,
      reserved: sql<number>`coalesce(${stockLevels.reserved}, 0)`,
      safety_stock: sql<number>`coalesce(${stockLevels.safetyStock}, 0)`,
    })
    .from(locations)
    .leftJoin(
      stockLevels,
      and(eq(stockLevels.locationId, locations.id), eq(stockLevels.productId, productId)),
    )
    .orderBy(asc(locations.sortOrder), asc(locations.id));
  const levels: StockLevel[] = rows.map((r) => ({
    ...r,
    available: Math.max(0, r.on_hand - r.reserved - r.safety_stock),
  }));
  return {
    product_id: product.id,
    title: product.title,
    sku: product.sku,
    track_stock: product.trackStock,
    backorder_allowed: product.backorderAllowed,
    backorder_date: product.backorderDate,
    low_stock_threshold: product.lowStockThreshold,
    stock_status: product.stockStatus as 'in_stock',
    levels,
  };
}

export interface StockSettings {
  track_stock: boolean;
  backorder_allowed: boolean;
  backorder_date: string;
  low_stock_threshold: number;
  /** Safety stock by location id. */
  safety?: { location_id: number; safety_stock: number }[];
}

/** Saves a product's stock settings (and safety stock per location), audited, status worked out again. */
export async function saveStockSettings(
  db: DbOrTx,
  actor: Actor | null,
  productId: number,
  input: StockSettings,
) {
  return db.transaction(async (tx) => {
    const before = await productStock(tx, productId);
    if (!before) throw new StockRefused(404, NO_PRODUCT);
    await ensureRows(tx, productId);
    await lockAllLevels(tx, [productId]);
    await tx
      .update(products)
      .set({
        trackStock: input.track_stock,
        backorderAllowed: input.backorder_allowed,
        backorderDate: input.backorder_date,
        lowStockThreshold: input.low_stock_threshold,
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId));
    for (const s of input.safety ?? []) {
      if (!before.levels.some((l) => l.location_id === s.location_id))
        throw new StockRefused(422, NO_LOCATION, { 'safety.location_id': NO_LOCATION });
      await tx
        .update(stockLevels)
        .set({ safetyStock: s.safety_stock, updatedAt: new Date() })
        .where(and(eq(stockLevels.productId, productId), eq(stockLevels.locationId, s.location_id)));
    }
    await refreshStockStatus(tx, [productId]);
    const after = (await productStock(tx, productId))!;
    const { levels: _b, ...beforeSettings } = before;
    const { levels: _a, ...afterSettings } = after;
    await recordAudit(tx, actor, {
      action: 'stock.settings',
      entity: 'product',
      entityId: productId,
      before: { ...beforeSettings, safety: before.levels.map((l) => [l.location, l.safety_stock]) },
      after: { ...afterSettings, safety: after.levels.map((l) => [l.location, l.safety_stock]) },
    });
    return after;
  });
}

export interface Adjustment {
  location_id: number;
  reason: AdjustReason;
  /** received, damaged, transfer: how many. */
  quantity?: number;
  /** count: what is on the shelf now. */
  on_hand?: number;
  /** transfer: where the units went. */
  to_location_id?: number;
  note?: string;
}

/** One adjustment, audited with the levels before and after. */
export async function adjustStock(db: DbOrTx, actor: Actor | null, productId: number, a: Adjustment) {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new StockRefused(404, NO_PRODUCT);
    const ids = [a.location_id, ...(a.to_location_id ? [a.to_location_id] : [])];
    const known = await tx
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(inArray(locations.id, ids));
    if (!known.some((l) => l.id === a.location_id))
      throw new StockRefused(422, NO_LOCATION, { location_id: NO_LOCATION });
    if (a.to_location_id && !known.some((l) => l.id === a.to_location_id))
      throw new StockRefused(422, NO_LOCATION, { to_location_id: NO_LOCATION });
    await ensureRows(tx, productId);
    await lockAllLevels(tx, [productId]);
    const before = (await productStock(tx, productId))!.levels;
    const at = (id: number) => before.find((l) => l.location_id === id)!;
    const from = at(a.location_id);
    const change =
      a.reason === 'count' ? a.on_hand! - from.on_hand : a.reason === 'received' ? a.quantity! : -a.quantity!;
    const left = from.on_hand + change;
    // Units held for orders are on the shelf: staff cannot count or send them away below that.
    if (left < from.reserved) {
      const message =
        left < 0
          ? `Only ${from.on_hand} on hand at ${from.location}.`
          : `${from.reserved} on hand at ${from.location} ${from.reserved === 1 ? 'is' : 'are'} held for orders: ship or release them first.`;
      throw new StockRefused(409, message, { [a.reason === 'count' ? 'on_hand' : 'quantity']: message });
    }
    const set = (locationId: number, onHand: number) =>
      tx
        .update(stockLevels)
        .set({ onHand, updatedAt: new Date() })
        .where(and(eq(stockLevels.productId, productId), eq(stockLevels.locationId, locationId)));
    await set(a.location_id, left);
    if (a.reason === 'transfer') await set(a.to_location_id!, at(a.to_location_id!).on_hand + a.quantity!);
    // Units that arrive go to the orders waiting for them first.
    if (change > 0 || a.reason === 'transfer') await fillBackorders(tx, [productId]);
    await refreshStockStatus(tx, [productId]);
    const after = (await productStock(tx, productId))!;
    const shown = (levels: StockLevel[]) =>
      Object.fromEntries(
        levels.filter((l) => ids.includes(l.location_id)).map((l) => [l.location, l.on_hand]),
      );
    await recordAudit(tx, actor, {
      action: `stock.${a.reason}`,
      entity: 'product',
      entityId: productId,
      before: { on_hand: shown(before) },
      after: { on_hand: shown(after.levels), ...(a.note ? { note: a.note } : {}) },
    });
    return after;
  });
}

/** Counted products at or under their low-stock threshold (out of stock first), with what each location has. */
export async function lowStock(db: DbOrTx, limit = 200) {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      status: products.stockStatus,
      threshold: products.lowStockThreshold,
      available: availableSql,
    })
    .from(products)
    .where(
      and(
        eq(products.active, true),
        eq(products.trackStock, true),
        inArray(products.stockStatus, ['low_stock', 'out_of_stock', 'backorder']),
      ),
    )
    .orderBy(
      sql`case ${products.stockStatus} when 'out_of_stock' then 0 when 'backorder' then 1 else 2 end`,
      asc(products.title),
    )
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    sku: r.sku,
    stock_status: r.status as 'low_stock',
    available: r.available,
    low_stock_threshold: r.threshold,
  }));
}

/**
 * What to take off one location's shelves for paid orders not yet sent or collected (placed on `day`,
 * YYYY-MM-DD in Sydney time, when given), by order then line.
 */
export async function pickList(db: DbOrTx, locationId: number, day?: string) {
  const rows = await db
    .select({
      invoice: orders.invoiceNumber,
      placedAt: orders.createdAt,
      fulfilment: orders.fulfilment,
      name: sql<string>`${orders.fName} || ' ' || ${orders.lName}`,
      sku: orderItems.sku,
      title: orderItems.productTitle,
      quantity: sql<number>`sum(${reservations.quantity})::int`,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(orderItems, eq(orderItems.id, reservations.orderItemId))
    .where(
      and(
        eq(reservations.locationId, locationId),
        eq(reservations.state, 'reserved'),
        eq(orders.paymentStatus, 'completed'),
        inArray(orders.status, ['pending', 'processing']),
        day ? sql`(${orders.createdAt} at time zone 'Australia/Sydney')::date = ${day}::date` : undefined,
      ),
    )
    .groupBy(orders.id, orderItems.id)
    .orderBy(asc(orders.createdAt), asc(orderItems.id));
  return rows.map((r) => ({
    invoice_number: r.invoice,
    placed_at: r.placedAt.toISOString(),
    fulfilment: r.fulfilment as 'ship',
    customer: r.name,
    sku: r.sku,
    title: r.title,
    quantity: r.quantity,
  }));
}
