/**
 * Attachments made when a queued message is sent, from what its outbox row names, so the row keeps a
 * reference instead of the file: an order confirmation (dedupe key `order-confirmation:{order id}`)
 * carries the order's tax invoice PDF, drawn from the paid order at send time.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { invoiceFileName } from './invoice-pdf.ts';
import { drawInvoicePdf } from './invoice-pdf-thread.ts';
import type { MailAttachment } from './mailer.ts';
import { loadTaxInvoice, PAID } from './tax-invoice.ts';

// The first confirmation, or one staff sent again (services/order-resend.ts).
const CONFIRMATION = /^order-confirmation:(\d{1,10})(?::resent:\d{1,10})?$/;

/** The outbox key of an order's confirmation: one per order, and what names its invoice attachment. */
export const confirmationKey = (orderId: number) => `order-confirmation:${orderId}`;
/** The outbox key of a confirmation sent again, named by the timeline event that records it. */
export const resentConfirmationKey = (orderId: number, eventId: number) =>
  `${confirmationKey(orderId)}:resent:${eventId}`;

/** The files the message with this dedupe key is sent with (none for most messages). */
export async function attachmentsFor(db: Db, dedupeKey: string | null): Promise<MailAttachment[]> {
  const orderId = CONFIRMATION.exec(dedupeKey ?? '')?.[1];
  if (!orderId) return [];
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, Number(orderId)), eq(orders.paymentStatus, PAID)));
  // Refunded or reversed before the mail went out: no tax invoice to send.
  if (!order) return [];
  const pdf = await drawInvoicePdf(await loadTaxInvoice(db, order));
  return [{ filename: invoiceFileName(order.invoiceNumber), contentType: 'application/pdf', content: pdf }];
}
