/**
 * Stock by location (docs/design.md#stock-and-freight): the shop's warehouses and stores, what each
 * holds of each product, and the reservations orders make against it. Available at a location is on
 * hand − reserved − safety stock; no statement may take on hand or reserved below zero (checks).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { stamps, version } from './columns.ts';
import { orderItems, orders } from './orders.ts';

/** A warehouse or a store: where stock is held, where parcels leave from, where shoppers collect. */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** warehouse | store (lib/stock/locations.ts) */
  kind: text('kind').notNull().default('store'),
  streetAddress: text('street_address').notNull().default(''),
  suburb: text('suburb').notNull().default(''),
  state: text('state').notNull().default(''),
  postCode: text('post_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** Opening hours as shown, one line per day range ("Mon–Fri 7:30am–5:30pm"). */
  hours: text('hours').notNull().default(''),
  /** Shoppers may collect orders here. */
  pickup: boolean('pickup').notNull().default(false),
  /** Parcels are sent from here. */
  ships: boolean('ships').notNull().default(true),
  /** How long after ordering a collect order with everything on the shelf is ready. */
  pickupLeadMinutes: integer('pickup_lead_minutes').notNull().default(30),
  /** How many days stock from another location takes to reach this store for a collect order. */
  transferDays: integer('transfer_days').notNull().default(2),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...version,
  ...stamps,
});

/** What one location holds of one product. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    /** Held for orders placed and not yet shipped or collected. */
    reserved: integer('reserved').notNull().default(0),
    /** Kept back from online sale (display stock, counter sales). */
    safetyStock: integer('safety_stock').notNull().default(0),
    updatedAt: stamps.updatedAt,
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId] }),
    index('stock_levels_location_idx').on(t.locationId),
    check('stock_levels_on_hand_check', sql`${t.onHand} >= 0`),
    check('stock_levels_reserved_check', sql`${t.reserved} >= 0`),
    check('stock_levels_safety_check', sql`${t.safetyStock} >= 0`),
  ],
);

/**
 * A quantity of an order line held at a location (or owed, for a backorder: no location). Its state
 * moves once: reserved → released (the attempt failed or was cancelled) or deducted (shipped or
 * collected) → returned (put back by a restocking refund or a return); backordered → released.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** reserved | backordered | released | deducted | returned */
    state: text('state').notNull().default('reserved'),
    createdAt: stamps.createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_order_idx').on(t.orderId),
    index('reservations_location_state_idx').on(t.locationId, t.state),
    check('reservations_quantity_check', sql`${t.quantity} > 0`),
  ],
);
