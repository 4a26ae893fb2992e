/**
 * Labels for an order's shipments (issue 49), Bearer staff session (or the machine token):
 *   POST /admin/orders/{invoice}/shipments/{index}/book   book shipment {index} (from 0) of the order's
 *                                                         delivery plan with its carrier: tracking number and label
 *   GET  /admin/orders/{invoice}/shipments/{index}/label  the label PDF (label-<invoice>-<index + 1>.pdf)
 * Both need orders:fulfil, as shipping an order does (services/order-admin/shipments.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ShipmentBookingAnswerSchema, ShipmentRefusalSchema } from '../../lib/api/schemas/admin-orders.ts';
import type { AppEnv } from '../env.ts';
import { doc, jsonContent, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import { ORDER_NOT_FOUND } from '../services/order-admin/detail.ts';
import { NOT_PAID_MESSAGE } from '../services/order-admin/rules.ts';
import {
  ALREADY_BOOKED,
  bookShipment,
  LABEL_NOT_FOUND,
  NO_CARRIER_ACCOUNT,
  NOT_BEFORE_SHIPPING,
  SHIPMENT_NOT_FOUND,
  shipmentLabel,
} from '../services/order-admin/shipments.ts';
import { orUnavailable } from '../storage/http.ts';
import { InvoiceNumber } from './admin-orders.ts';

const TAG = 'Back office';
const signIn = { 401: 'Not signed in to the back office.', 403: 'Your role does not allow this.' };

/** A plan has a few shipments: an index past 99 names none (and never reaches the database as a number). */
const ShipmentParam = v.strictObject({
  invoice: InvoiceNumber,
  index: wholeNumberText('The shipment index', 0, 99),
});

export const adminOrderShipmentRoutes = new Hono<AppEnv>()
  .post(
    '/orders/:invoice/shipments/:index/book',
    doc(
      TAG,
      "Book shipment {index} (from 0) of the order's delivery plan with its service's carrier: the carrier's tracking number and a label PDF are stored (once every shipment is booked, the order's carrier and tracking number are the first's; its status does not move)",
      {
        201: ShipmentBookingAnswerSchema,
        400: 'The order number or the shipment index is not valid.',
        ...signIn,
        404: `${ORDER_NOT_FOUND} Or "${SHIPMENT_NOT_FOUND}" (a click & collect order, or one from before freight, has none).`,
        409: {
          description: `The shipment is booked already, or being booked: "${ALREADY_BOOKED}" with the booking as it is now (current). Or it cannot be booked here: "${NO_CARRIER_ACCOUNT}", "${NOT_PAID_MESSAGE}", "${NOT_BEFORE_SHIPPING}", no shipping location, a product no longer in the catalogue (message only).`,
          content: jsonContent(ShipmentRefusalSchema),
        },
        502: 'The carrier refused or failed (its message). Nothing was stored: try again, or enter the tracking number by hand.',
      },
      { security: SHOP_TOKEN },
    ),
    allow('orders:fulfil'),
    validate('param', ShipmentParam),
    async (c) => {
      const { invoice, index } = c.req.valid('param');
      const result = await bookShipment(c.var.deps, c.var.actor, invoice, index);
      return c.json(result.body, result.status);
    },
  )
  .get(
    '/orders/:invoice/shipments/:index/label',
    doc(
      TAG,
      "A booked shipment's label PDF, as a download named label-<invoice>-<index + 1>.pdf",
      {
        200: {
          description: 'The label',
          content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
        },
        400: 'The order number or the shipment index is not valid.',
        ...signIn,
        404: `${ORDER_NOT_FOUND} Or "${LABEL_NOT_FOUND}" (not booked yet), or the label is missing from file storage.`,
        503: 'File storage is unavailable at the moment.',
      },
      { security: SHOP_TOKEN },
    ),
    allow('orders:fulfil'),
    validate('param', ShipmentParam),
    async (c) => {
      const { invoice, index } = c.req.valid('param');
      const label = await orUnavailable('shipping label', () => shipmentLabel(c.var.deps, invoice, index));
      if ('status' in label) return c.json({ message: label.message }, label.status);
      return c.body(label.bytes, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${label.name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
