/**
 * The orders CSV for the accountant and the BAS: one row per placed order (paid, or paid with an
 * amount to check) in the shop's calendar days asked for, oldest first, with the GST figures as the
 * order stored them. Read in pages along orders_created_idx and streamed, so a year of orders is
 * never held in memory and no query runs per order.
 */
import { and, asc, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { csvRow } from '../../lib/format/csv-cells.ts';
import { SHOP_TIME_ZONE } from '../../lib/format/dates.ts';
import { paymentLabel } from '../../lib/orders/orders.ts';
import { centsToDecimal } from '../../lib/pricing/money.ts';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { PLACED_PAYMENTS } from './order-admin/rules.ts';
import { shopDayStart } from './order-admin/shop-day.ts';

export const EXPORT_COLUMNS = [
  'Order',
  'Date',
  'Customer',
  'Email',
  'Business name',
  'ABN',
  'Status',
  'Payment',
  'Payment status',
  'Subtotal inc GST',
  'Discounts inc GST',
  'Delivery inc GST',
  'Total inc GST',
  'GST',
  'Total ex GST',
  'Refunded inc GST',
] as const;

const PAGE = 500;

const shopTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "2026-12-06 09:30" on the shop's clock. */
const shopDateTime = (at: Date) => shopTime.format(at).replace(',', '');

type Row = typeof orders.$inferSelect;

export function exportRow(o: Row): string {
  const discounts = o.signupDiscountCents + o.membershipDiscountCents + o.newsletterDiscountCents;
  return csvRow([
    o.invoiceNumber,
    shopDateTime(o.createdAt),
    `${o.fName} ${o.lName}`.trim(),
    o.email,
    o.buyerBusinessName,
    o.buyerAbn,
    o.status,
    paymentLabel(o.paymentMethod, o.paymentMethodType),
    o.paymentStatus,
    // Dollars without a symbol or thousands separator, as spreadsheets read them: "123.45".
    centsToDecimal(o.subtotalIncCents),
    centsToDecimal(discounts),
    centsToDecimal(o.deliveryIncCents),
    centsToDecimal(o.totalCents),
    centsToDecimal(o.gstCents),
    centsToDecimal(o.totalCents - o.gstCents),
    centsToDecimal(o.refundedCents),
  ]);
}

export interface ExportRange {
  /** Shop calendar days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

/** The CSV as a stream of text: the header, then the orders page by page. */
export function exportOrdersCsv(db: DbOrTx, range: ExportRange, pageSize = PAGE): ReadableStream<string> {
  const base: (SQL | undefined)[] = [
    inArray(orders.paymentStatus, [...PLACED_PAYMENTS]),
    range.from ? gte(orders.createdAt, shopDayStart(range.from)) : undefined,
    range.to ? lt(orders.createdAt, shopDayStart(range.to, 1)) : undefined,
  ];
  // The cursor keeps created_at as the database's text: a Date would drop its microseconds.
  let after: { at: string; id: number } | null = null;
  let headerSent = false;
  return new ReadableStream<string>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(csvRow([...EXPORT_COLUMNS]));
        return;
      }
      const cursor = after;
      const rows = await db
        .select({ order: orders, at: sql<string>`${orders.createdAt}::text` })
        .from(orders)
        .where(
          and(
            ...base,
            cursor
              ? sql`(${orders.createdAt}, ${orders.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
              : undefined,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(pageSize);
      if (rows.length) controller.enqueue(rows.map((r) => exportRow(r.order)).join(''));
      const last = rows.at(-1);
      if (!last || rows.length < pageSize) controller.close();
      else after = { at: last.at, id: last.order.id };
    },
  });
}
