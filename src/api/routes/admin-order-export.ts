/**
 * GET /admin/orders/export.csv?from=&to=  placed orders with their GST figures, for the accountant and
 * the BAS (owners and managers). Mounted before /admin/orders/{invoice}, which would take the name.
 */
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import * as v from 'valibot';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { EXPORT_COLUMNS, exportOrdersCsv } from '../services/order-export.ts';
import { Day } from './admin-orders.ts';

const ExportQuery = v.pipe(
  v.strictObject({ from: v.optional(Day('from')), to: v.optional(Day('to')) }),
  v.forward(
    v.check((o) => !o.from || !o.to || o.from <= o.to, 'from must not be after to'),
    ['from'],
  ),
);

export const adminOrderExportRoutes = new Hono<AppEnv>().get(
  '/orders/export.csv',
  doc(
    'Back office',
    'Placed orders as CSV with their GST figures, oldest first, for the shop calendar days from-to (both included)',
    {
      200: {
        description: `${EXPORT_COLUMNS.join(',')}; money in dollars (GST-inclusive unless named ex GST), dates on the shop's clock`,
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      400: 'A query parameter is unknown or not valid.',
      401: 'Not signed in to the back office.',
      403: 'Your role does not allow this.',
    },
    { security: SHOP_TOKEN },
  ),
  allow('orders:export'),
  validate('query', ExportQuery),
  (c) => {
    const { from, to } = c.req.valid('query');
    const name = ['orders', from, to].filter(Boolean).join('-');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${name}.csv"`);
    c.header('Cache-Control', 'no-store');
    return stream(c, async (out) => {
      const reader = exportOrdersCsv(c.var.db, { from, to }).getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read())
        await out.write(next.value);
    });
  },
);
