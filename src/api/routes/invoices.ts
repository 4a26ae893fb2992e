/**
 * Tax invoice PDFs of paid orders (added to the product spec's calls; docs/design.md#tax-invoices):
 *   GET /user/orders/{invoice_number}/invoice            bearer: the member's own order (services/order-owner.ts)
 *   GET /invoices/{invoice_number}?expires=&sig=         the signed link in the confirmation email (30 days)
 * Both answer the PDF as a download that no cache keeps; an order that is not the caller's, not paid
 * or not a number is the same 404, and a link that is malformed, changed or made for another order a 403.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../http/auth.ts';
import { BEARER, doc } from '../http/openapi.ts';
import { checkInvoiceLink } from '../services/invoice-links.ts';
import { invoiceFileName } from '../services/invoice-pdf.ts';
import { drawInvoicePdf } from '../services/invoice-pdf-thread.ts';
import { ownedBy } from '../services/order-owner.ts';
import { loadTaxInvoice, paidOrder } from '../services/tax-invoice.ts';

type OrderRow = NonNullable<Awaited<ReturnType<typeof paidOrder>>>;

/** What can be an order number (SC + 10 letters and digits today); anything else names no order. */
const NUMBER = /^[A-Za-z0-9]{1,40}$/;

const TAG = 'Orders';
const NONE = 'No paid order with this number.';
const INVALID = 'This invoice link is not valid. Please use the link in your order confirmation email.';
const EXPIRED =
  'This invoice link has expired. Sign in to download the invoice from your order, or contact us for a new link.';

const PDF = {
  description: 'The tax invoice (PDF, as a download)',
  content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
};

const docs = {
  member: doc(
    TAG,
    "The tax invoice of one of the caller's paid orders",
    { 200: PDF, 401: 'Not signed in.', 404: `${NONE} (Or not yours.)` },
    { security: BEARER },
  ),
  guest: doc(
    TAG,
    "A paid order's tax invoice through the signed link of its confirmation email (valid 30 days)",
    {
      200: PDF,
      403: 'The link is malformed, was changed, or is for another order.',
      404: 'The link is genuine but the order is no longer a paid order.',
      410: 'The link has expired.',
    },
    {
      parameters: [
        { name: 'expires', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d{1,12}$' } },
        { name: 'sig', in: 'query', required: true, schema: { type: 'string', pattern: '^[\\w-]{43}$' } },
      ],
    },
  ),
};

/** The PDF of a paid order as a download: never cached, since it names the buyer. */
async function invoicePdf(c: Context<AppEnv>, order: OrderRow) {
  const pdf = await drawInvoicePdf(await loadTaxInvoice(c.var.db, order));
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${invoiceFileName(order.invoiceNumber)}"`,
    'Cache-Control': 'private, no-store',
  });
}

export const invoiceRoutes = new Hono<AppEnv>()
  .get('/user/orders/:invoice/invoice', docs.member, requireUser, async (c) => {
    const invoice = c.req.param('invoice');
    const order = NUMBER.test(invoice) ? await paidOrder(c.var.db, invoice, ownedBy(c.var.user!)) : null;
    return order ? invoicePdf(c, order) : c.json({ message: NONE }, 404);
  })
  .get('/invoices/:invoice', docs.guest, async (c) => {
    // Signed as printed; a link whose number was changed (even its case) fails the signature.
    const invoice = c.req.param('invoice');
    const check = NUMBER.test(invoice)
      ? checkInvoiceLink(c.var.deps.resetCodeSecret, invoice, c.req.query('expires'), c.req.query('sig'))
      : 'invalid';
    if (check === 'invalid') return c.json({ message: INVALID }, 403);
    if (check === 'expired') return c.json({ message: EXPIRED }, 410);
    const order = await paidOrder(c.var.db, invoice);
    return order ? invoicePdf(c, order) : c.json({ message: NONE }, 404);
  });
