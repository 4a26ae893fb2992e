/**
 * POST /admin/orders/bulk-status  { status, carrier?, orders: [{ invoice_number, tracking_number? }] }
 * Marks several orders processing, shipped or delivered at once; answers one result per order.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { BulkOutcomesSchema } from '../../lib/api/schemas/admin-orders.ts';
import {
  CarrierSchema,
  SHIP_CARRIER,
  SHIP_TRACKING,
  TrackingNumberSchema,
} from '../../lib/orders/order-forms.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { moveOrders } from '../services/order-bulk.ts';
import { InvoiceNumber } from './admin-orders.ts';

/** As many orders as one page of the list shows. */
export const BULK_LIMIT = 100;

const BulkSchema = v.pipe(
  v.strictObject(
    {
      status: v.picklist(
        ['processing', 'shipped', 'delivered'],
        'status must be processing, shipped or delivered',
      ),
      carrier: v.optional(CarrierSchema),
      orders: v.pipe(
        v.array(
          v.strictObject(
            { invoice_number: InvoiceNumber, tracking_number: v.optional(TrackingNumberSchema) },
            'Each order has only invoice_number and tracking_number',
          ),
          'orders must be a list',
        ),
        v.minLength(1, 'Choose at least one order.'),
        v.maxLength(BULK_LIMIT, `Choose at most ${BULK_LIMIT} orders at once.`),
        v.check(
          (list) => new Set(list.map((o) => o.invoice_number)).size === list.length,
          'An order is listed twice.',
        ),
      ),
    },
    'Only status, carrier and orders can be sent',
  ),
  v.forward(
    v.check((b) => b.status !== 'shipped' || b.carrier !== undefined, SHIP_CARRIER),
    ['carrier'],
  ),
  v.forward(
    v.check(
      (b) => b.status !== 'shipped' || b.orders.every((o) => o.tracking_number !== undefined),
      `${SHIP_TRACKING} Each order shipped needs its own.`,
    ),
    ['orders'],
  ),
  v.forward(
    v.check(
      (b) =>
        b.status === 'shipped' ||
        (b.carrier === undefined && b.orders.every((o) => o.tracking_number === undefined)),
      'Only a shipped order has a carrier and tracking number.',
    ),
    ['status'],
  ),
);

export const adminOrderBulkRoutes = new Hono<AppEnv>().post(
  '/orders/bulk-status',
  doc(
    'Back office',
    'Mark several orders processing, shipped (one carrier, a tracking number each) or delivered at once; each order is moved on its own, so one refused leaves the others moved; the customers are emailed as for one move',
    {
      200: BulkOutcomesSchema,
      400: 'The body is not a JSON object.',
      401: 'Not signed in to the back office.',
      403: 'Your role does not allow this.',
      422: 'A field breaks its rule (see errors). Nothing was changed.',
    },
    { security: SHOP_TOKEN, body: true },
  ),
  allow('orders:fulfil'),
  validate('json', BulkSchema),
  async (c) => c.json({ data: await moveOrders(c.var.deps, c.var.actor, c.req.valid('json')) }),
);
