/**
 * The back office's order list: newest first, one page at a time (a query for the page and one for
 * the count, on the orders indexes), filtered by status, payment, shop days and a search box.
 */
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { OrderRow as AdminOrderRow } from '../../../lib/api/schemas/admin-orders.ts';
import type { Page } from '../../../lib/api/schemas/common.ts';
import type { OrderStatus } from '../../../lib/orders/fulfilment.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, prefixPattern } from '../../db/like.ts';
import { orders } from '../../db/schema/index.ts';
import { type OrderRow, type PAYMENT_STATUSES, PLACED_PAYMENTS } from './rules.ts';
import { shopDayStart } from './shop-day.ts';

export interface OrderListQuery {
  status?: OrderStatus;
  paymentStatus?: (typeof PAYMENT_STATUSES)[number];
  /** Shop calendar days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
  perPage: number;
  /** Also declined and abandoned payment attempts. */
  attempts: boolean;
}

/**
 * The list's conditions. The page is read newest first along orders_created_idx / orders_status_idx
 * (status, created_at), stopping at the page's end; q (number prefix, email or name containing it) is
 * checked on the rows met on the way.
 */
function listWhere(q: OrderListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    q.status ? eq(orders.status, q.status) : undefined,
    q.paymentStatus
      ? eq(orders.paymentStatus, q.paymentStatus)
      : q.attempts
        ? undefined
        : inArray(orders.paymentStatus, [...PLACED_PAYMENTS]),
    q.from ? gte(orders.createdAt, shopDayStart(q.from)) : undefined,
    q.to ? lt(orders.createdAt, shopDayStart(q.to, 1)) : undefined,
  ];
  if (q.q) {
    const text = q.q.trim();
    const containing = containsPattern(text.toLowerCase());
    conditions.push(
      or(
        // Order numbers are stored in capitals: a prefix of one is found whatever its case.
        sql`${orders.invoiceNumber} like ${prefixPattern(text.toUpperCase())}`,
        sql`lower(${orders.email}) like ${containing}`,
        sql`lower(${orders.fName} || ' ' || ${orders.lName}) like ${containing}`,
      ),
    );
  }
  return and(...conditions);
}

/** The columns orderRowView needs, for every list of orders (also a customer's in the back office). */
export const orderRowFields = {
  invoiceNumber: orders.invoiceNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  fName: orders.fName,
  lName: orders.lName,
  email: orders.email,
  totalCents: orders.totalCents,
  refundedCents: orders.refundedCents,
  // Spelled out: drizzle leaves the table off a column of the query's only table, which would make
  // `order_id = id` compare two columns of order_items.
  itemCount:
    sql<number>`(select coalesce(sum(oi.quantity), 0) from order_items oi where oi.order_id = "orders"."id")`.mapWith(
      Number,
    ),
};

type ListedOrder = Pick<
  OrderRow,
  | 'invoiceNumber'
  | 'createdAt'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'fName'
  | 'lName'
  | 'email'
  | 'totalCents'
  | 'refundedCents'
> & { itemCount: number };

/** One order as the back office lists it (also the customer detail's order list). */
export function orderRowView(o: ListedOrder): AdminOrderRow {
  return {
    invoice_number: o.invoiceNumber,
    created_at: o.createdAt.toISOString(),
    status: o.status as AdminOrderRow['status'],
    payment_status: o.paymentStatus as AdminOrderRow['payment_status'],
    payment_method: o.paymentMethod,
    name: `${o.fName} ${o.lName}`.trim(),
    email: o.email,
    total_cents: o.totalCents,
    refunded_cents: o.refundedCents,
    item_count: o.itemCount,
  };
}

/** Newest first, one page: a query for the page and one for the count. */
export async function listOrders(db: DbOrTx, q: OrderListQuery): Promise<Page<AdminOrderRow>> {
  const where = listWhere(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(orderRowFields)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { data: rows.map(orderRowView), page: q.page, per_page: q.perPage, total: total?.n ?? 0 };
}
