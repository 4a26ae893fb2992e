/**
 * The tax invoice of a paid order (docs/design.md#tax-invoices): what the ATO asks a tax invoice to show, read
 * from the order as it was charged and the seller details in general settings. The PDF is drawn from
 * this (services/invoice-pdf.ts), so what an invoice says is decided here, in one place.
 * https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/gst/tax-invoices
 */

import { and, eq, type SQL } from 'drizzle-orm';
import { abnDigits, formatAbn } from '../../lib/account/abn.ts';
import { paymentLabel } from '../../lib/orders/orders.ts';
import type { Db } from '../db/client.ts';
import { generalSettings, orderItems, orders } from '../db/schema/index.ts';

/** From this total (GST included) a tax invoice must also identify the buyer (name or ABN). */
export const BUYER_DETAILS_FROM_CENTS = 100_000;

/** Only a paid order has a tax invoice: a pending, declined or under-review attempt sold nothing. */
export const PAID = 'completed';

export interface InvoiceLine {
  description: string;
  sku: string;
  quantity: number;
  /** GST-inclusive, as shown and charged. */
  unitIncCents: number;
  lineIncCents: number;
  /** The product spec's ex-GST line total, printed beside it. */
  lineExCents: number;
}

export interface TaxInvoice {
  seller: { legalName: string; abn: string; address: string };
  invoiceNumber: string;
  issuedAt: Date;
  /** Only from BUYER_DETAILS_FROM_CENTS: the buyer's business (else their name) and ABN when they gave one. */
  buyer: { name: string; abn: string } | null;
  lines: InvoiceLine[];
  subtotalIncCents: number;
  /** Each discount the order took, GST-inclusive, as a positive amount; only those that took something. */
  discounts: { label: string; cents: number }[];
  deliveryIncCents: number;
  gstCents: number;
  gstBp: number;
  totalCents: number;
  paymentMethod: string;
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type SettingsRow = typeof generalSettings.$inferSelect;

/** The discounts an order took, GST-inclusive, in the price chain's order; those that took nothing are left out. */
export function orderDiscounts(
  order: Pick<
    OrderRow,
    'signupDiscountCents' | 'membershipDiscountCents' | 'newsletterDiscountCents' | 'promoCode'
  >,
): { label: string; cents: number }[] {
  return [
    { label: 'Sign-up discount', cents: order.signupDiscountCents },
    { label: 'Membership discount', cents: order.membershipDiscountCents },
    {
      label: order.promoCode ? `Newsletter code ${order.promoCode}` : 'Newsletter discount',
      cents: order.newsletterDiscountCents,
    },
  ].filter((d) => d.cents > 0);
}

/** The invoice of an order already read, with its items and the seller's settings. */
export function taxInvoice(
  order: OrderRow,
  items: ItemRow[],
  seller: Pick<SettingsRow, 'sellerLegalName' | 'sellerAbn' | 'sellerAddress'>,
): TaxInvoice {
  const buyerAbn = abnDigits(order.buyerAbn);
  return {
    seller: {
      legalName: seller.sellerLegalName,
      abn: seller.sellerAbn ? formatAbn(seller.sellerAbn) : '',
      address: seller.sellerAddress,
    },
    invoiceNumber: order.invoiceNumber,
    issuedAt: order.createdAt,
    buyer:
      order.totalCents >= BUYER_DETAILS_FROM_CENTS
        ? {
            name: order.buyerBusinessName.trim() || `${order.fName} ${order.lName}`.trim(),
            abn: buyerAbn ? formatAbn(buyerAbn) : '',
          }
        : null,
    lines: [...items]
      .sort((a, b) => a.id - b.id)
      .map((i) => ({
        description: i.productTitle,
        sku: i.sku,
        quantity: i.quantity,
        unitIncCents: i.priceIncCents,
        lineIncCents: i.subtotalIncCents,
        lineExCents: i.subtotalCents,
      })),
    subtotalIncCents: order.subtotalIncCents,
    discounts: orderDiscounts(order),
    deliveryIncCents: order.deliveryIncCents,
    gstCents: order.gstCents,
    gstBp: order.gstBp,
    totalCents: order.totalCents,
    paymentMethod: paymentLabel(order.paymentMethod, order.paymentMethodType),
  };
}

/**
 * The paid order numbered `invoiceNumber` that also meets `where` (e.g. the caller owns it), or null.
 * Numbers are matched as printed (upper case); nothing else can name an order.
 */
export async function paidOrder(db: Db, invoiceNumber: string, where?: SQL): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.invoiceNumber, invoiceNumber.toUpperCase()), eq(orders.paymentStatus, PAID), where));
  return row ?? null;
}

/** Reads what the invoice of `order` needs besides the order: its items and the seller. */
export async function loadTaxInvoice(db: Db, order: OrderRow): Promise<TaxInvoice> {
  const [items, [settings]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    db.select().from(generalSettings).where(eq(generalSettings.id, 1)),
  ]);
  if (!settings) throw new Error('General settings are missing: the seller of the tax invoice is unknown');
  return taxInvoice(order, items, settings);
}
