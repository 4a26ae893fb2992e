/**
 * An order's documents and emails for staff, Bearer staff session:
 *   GET  /admin/orders/{invoice}/invoice.pdf              the tax invoice (a paid order's), as the customer gets it
 *   GET  /admin/orders/{invoice}/packing-slip.pdf         what to pick and where it goes, no prices
 *   POST /admin/orders/{invoice}/resend-confirmation      the confirmation email again (once a minute per order)
 */

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ResentSchema } from '../../lib/api/schemas/admin-orders.ts';
import { orders } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { invoiceFileName } from '../services/invoice-pdf.ts';
import { drawInvoicePdf } from '../services/invoice-pdf-thread.ts';
import { ORDER_NOT_FOUND } from '../services/order-admin/detail.ts';
import { NOT_PAID_CONFIRMATION, RESEND_TOO_SOON, resendConfirmation } from '../services/order-resend.ts';
import { loadPackingSlip, packingSlipFileName, renderPackingSlip } from '../services/packing-slip.ts';
import { loadTaxInvoice, paidOrder } from '../services/tax-invoice.ts';
import { InvoiceParam } from './admin-orders.ts';

const TAG = 'Back office';
const NOT_PAID = 'No paid order has this number: an order has a tax invoice once it is paid.';
const signIn = { 401: 'Not signed in to the back office.', 403: 'Your role does not allow this.' };
const pdf = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
});

/** A PDF as a download that no cache keeps (it names the customer). */
const download = (bytes: Buffer, name: string) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });

export const adminOrderDocumentRoutes = new Hono<AppEnv>()
  .get(
    '/orders/:invoice/invoice.pdf',
    doc(
      TAG,
      "A paid order's tax invoice PDF",
      { 200: pdf('The tax invoice'), ...signIn, 404: NOT_PAID },
      { security: SHOP_TOKEN },
    ),
    allow('orders:read'),
    validate('param', InvoiceParam),
    async (c) => {
      const order = await paidOrder(c.var.db, c.req.valid('param').invoice);
      if (!order) return c.json({ message: NOT_PAID }, 404);
      return download(
        await drawInvoicePdf(await loadTaxInvoice(c.var.db, order)),
        invoiceFileName(order.invoiceNumber),
      );
    },
  )
  .get(
    '/orders/:invoice/packing-slip.pdf',
    doc(
      TAG,
      "An order's packing slip PDF: items, SKUs and the address it ships to",
      { 200: pdf('The packing slip'), ...signIn, 404: ORDER_NOT_FOUND },
      { security: SHOP_TOKEN },
    ),
    allow('orders:fulfil'),
    validate('param', InvoiceParam),
    async (c) => {
      const [order] = await c.var.db
        .select()
        .from(orders)
        .where(eq(orders.invoiceNumber, c.req.valid('param').invoice));
      if (!order) return c.json({ message: ORDER_NOT_FOUND }, 404);
      const slip = await loadPackingSlip(c.var.db, c.var.deps.storeName, order);
      return download(await renderPackingSlip(slip), packingSlipFileName(order.invoiceNumber));
    },
  )
  .post(
    '/orders/:invoice/resend-confirmation',
    doc(
      TAG,
      "Send a paid order's confirmation email (with its tax invoice) to the customer again; once a minute per order",
      {
        200: ResentSchema,
        ...signIn,
        404: ORDER_NOT_FOUND,
        409: NOT_PAID_CONFIRMATION,
        429: `${RESEND_TOO_SOON} (Retry-After says how many seconds.)`,
      },
      { security: SHOP_TOKEN },
    ),
    allow('orders:fulfil'),
    validate('param', InvoiceParam),
    async (c) => {
      const result = await resendConfirmation(c.var.deps, c.var.actor, c.req.valid('param').invoice);
      if (result.status === 429 && result.retryAfter) c.header('Retry-After', String(result.retryAfter));
      return c.json(result.body, result.status);
    },
  );
