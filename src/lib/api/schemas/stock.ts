/**
 * Stock by location (docs/design.md#stock-and-freight): the collect stores shoppers see, the shop's
 * locations and stock levels as the back office edits them, and where an order's lines are held.
 */
import * as v from 'valibot';
import { STOCK_STATUSES } from '../../catalogue/stock.ts';
import { Count, Id } from './common.ts';
import { FulfilmentSchema, StoreSchema } from './store.ts';

/** The stores shoppers can collect from, with how soon an order with everything on the shelf is ready. */
export const StoreListSchema = v.strictObject({
  data: v.array(
    v.strictObject({
      ...StoreSchema.entries,
      lead_minutes: Count,
      transfer_days: Count,
    }),
  ),
});

/** Where part of an order line is held: a location (null: owed, a backorder) and the state. */
export const LineStockSchema = v.strictObject({
  location: v.nullable(v.string()),
  quantity: Id,
  state: v.picklist(['reserved', 'backordered', 'released', 'deducted', 'returned']),
});

/** One product's stock at one location. */
export const StockLevelSchema = v.pipe(
  v.strictObject({
    location_id: Id,
    location: v.string(),
    on_hand: Count,
    reserved: Count,
    safety_stock: Count,
    /** on_hand − reserved − safety_stock, never below 0. */
    available: Count,
  }),
  v.metadata({ ref: 'StockLevel' }),
);
export type StockLevel = v.InferOutput<typeof StockLevelSchema>;

/** One availability file (lib/stock/availability.ts): per 100 product ids, by product id. */
export const AvailabilityFileSchema = v.pipe(
  v.strictObject({
    products: v.record(
      v.string(),
      v.strictObject({
        /** The stock status now (lib/catalogue/stock.ts). */
        s: v.picklist(STOCK_STATUSES),
        /** Available to sell at each location (by location id), where more than 0. */
        at: v.record(v.string(), Count),
        /** When more is expected (YYYY-MM-DD), for a product on backorder. */
        b: v.optional(v.string()),
      }),
    ),
  }),
  v.metadata({ ref: 'AvailabilityFile' }),
);
export type AvailabilityFile = v.InferOutput<typeof AvailabilityFileSchema>;
export type ProductAvailability = AvailabilityFile['products'][string];

/** A product's stock as the back office edits it: its settings and every location's level. */
export const ProductStockSchema = v.pipe(
  v.strictObject({
    product_id: Id,
    title: v.string(),
    sku: v.string(),
    /** Counted by location; off: the editor's stock status stands. */
    track_stock: v.boolean(),
    backorder_allowed: v.boolean(),
    /** YYYY-MM-DD, or '' when unknown. */
    backorder_date: v.string(),
    low_stock_threshold: Count,
    stock_status: v.picklist(STOCK_STATUSES),
    levels: v.array(StockLevelSchema),
  }),
  v.metadata({ ref: 'ProductStock' }),
);
export const ProductStockAnswerSchema = v.strictObject({ data: ProductStockSchema });

/** Counted products at or under their low-stock threshold, out of stock first. */
export const LowStockSchema = v.strictObject({
  data: v.array(
    v.strictObject({
      id: Id,
      title: v.string(),
      sku: v.string(),
      stock_status: v.picklist(STOCK_STATUSES),
      available: Count,
      low_stock_threshold: Count,
    }),
  ),
});

/** A location's pick list: what to take off its shelves for paid orders not yet sent or collected. */
export const PickListSchema = v.strictObject({
  location: v.string(),
  data: v.array(
    v.strictObject({
      invoice_number: v.string(),
      placed_at: v.pipe(v.string(), v.isoTimestamp()),
      fulfilment: FulfilmentSchema,
      customer: v.string(),
      sku: v.string(),
      title: v.string(),
      quantity: Id,
    }),
  ),
});

/** POST /admin/stock/import: what it did (or, dry run, would do). */
export const StockImportSchema = v.strictObject({
  mode: v.picklist(['dry_run', 'apply']),
  rows: Count,
  products: Count,
  /** Levels written (apply only; a row that changes nothing is not counted). */
  changed: Count,
});
