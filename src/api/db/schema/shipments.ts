/**
 * Shipments booked with a carrier (issue 49): one row per shipment of an order's delivery plan
 * (orders.delivery_plan.shipments), with the carrier's tracking number and the label PDF's key in the
 * private storage. The row is written first as a claim ('booking'), before the carrier is asked, so
 * two staff pressing "Create label" at once cannot book the same shipment twice (the unique index).
 */
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stamps } from './columns.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The shipment's place in the order's delivery plan, from 0. */
    shipmentIndex: integer('shipment_index').notNull(),
    /** booking (claimed: the carrier is being asked) | booked (tracking number and label stored). */
    state: text('state').notNull().default('booking'),
    /** lib/orders/fulfilment.ts's CARRIERS key of the service's carrier ('australia_post', 'startrack'). */
    carrier: text('carrier').notNull(),
    /** The plan's service ('parcel', 'express', 'startrack'). */
    serviceId: text('service_id').notNull(),
    /** The adapter that booked it: auspost | startrack | test (the built-in test carrier's labels are not for posting). */
    adapter: text('adapter').notNull(),
    /** The carrier's; null while booking. */
    trackingNumber: text('tracking_number'),
    /** The label PDF's key in the private storage; null while booking, or when it could not be stored. */
    labelKey: text('label_key'),
    /** When the claim was made (a claim older than a few minutes was left by a booking that never finished). */
    createdAt: stamps.createdAt,
    /** The member of staff who asked; null for the machine token. */
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One booking per shipment: the claim of a second "Create label" fails here.
    uniqueIndex('order_shipments_order_shipment_idx').on(t.orderId, t.shipmentIndex),
  ],
);
