/**
 * The back office's orders (DESIGN section 10, issue 16): the dashboard's figures, the paged order
 * list (one query for the page and one count, on the orders indexes), an order's full detail, and
 * the staff moves along lib/fulfilment's state machine. Every move writes the order, its timeline
 * event, the audit entry and the customer's email in one transaction, and only if the order is
 * still where it was read (UPDATE … WHERE status = from), so two staff racing cannot both move it.
 */

import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { can } from '../../lib/account/staff-roles.ts';
import { SHOP_TIME_ZONE } from '../../lib/format/dates.ts';
import {
  type Carrier,
  canMoveOrder,
  DEFAULT_TRACKING_LINKS,
  ORDER_TRANSITIONS,
  type OrderStatus,
  trackingUrl,
} from '../../lib/orders/fulfilment.ts';
import { carrierName } from '../../lib/orders/orders.ts';
import { refundedQuantities } from '../../lib/orders/refunds.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  generalSettings,
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  returnRequests,
  staff,
} from '../db/schema.ts';
import { type CustomerStatus, orderStatusMessage } from '../emails/order-status.ts';
import type { AppDeps } from '../env.ts';
import type { Actor } from '../http/staff.ts';
import { FORBIDDEN_MESSAGE } from '../http/staff.ts';
import { recordAudit } from './audit.ts';
import { billingAddress, shippingAddress } from './order-addresses.ts';
import { stopCardPayment } from './order-cancel.ts';
import { lineFits } from './order-line-fit.ts';
import { vehicleOfLine } from './order-vehicles.ts';
import { enqueueEmail } from './outbox.ts';

type OrderRow = typeof orders.$inferSelect;

/** Orders the customer placed: paid, or paid with an amount to check. Attempts are 'pending' or 'failed'. */
export const PLACED_PAYMENTS = ['completed', 'review'] as const;
export const PAYMENT_STATUSES = ['pending', 'completed', 'review', 'failed'] as const;
/** Return requests still waiting for the shop. */
const OPEN_RETURNS = ['requested', 'approved', 'received'];

export const NOT_PAID_MESSAGE = 'This order has not been paid.';
export const REFUND_FIRST_MESSAGE = 'Refund the payment before cancelling this order.';
export const ORDER_NOT_FOUND = 'No order has this number.';

const statusName = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
export const transitionMessage = (from: string, to: string) =>
  `An order that is ${statusName(from)} cannot be marked ${statusName(to)}.`;

const moneyTaken = (o: Pick<OrderRow, 'paymentStatus'>) =>
  (PLACED_PAYMENTS as readonly string[]).includes(o.paymentStatus);

/**
 * Why the order cannot be moved to `to` now, or null when it can: the state machine first, then
 * payment (only a paid order is fulfilled; a paid one is cancelled only once its money is back).
 */
export function refusal(
  o: Pick<OrderRow, 'status' | 'paymentStatus' | 'refundedCents' | 'totalCents'>,
  to: string,
): string | null {
  if (!canMoveOrder(o.status, to)) return transitionMessage(o.status, to);
  if ((to === 'processing' || to === 'shipped') && o.paymentStatus !== 'completed') return NOT_PAID_MESSAGE;
  if (to === 'cancelled' && moneyTaken(o) && o.refundedCents < o.totalCents) return REFUND_FIRST_MESSAGE;
  return null;
}

/** The moves the server would accept now. */
export function nextStatuses(o: Parameters<typeof refusal>[0]): OrderStatus[] {
  return (ORDER_TRANSITIONS[o.status as OrderStatus] ?? []).filter((to) => refusal(o, to) === null);
}

/** The shop's tracking-link templates; a carrier the settings do not name keeps its default. */
export async function trackingLinks(db: DbOrTx): Promise<Record<string, string>> {
  const [row] = await db
    .select({ links: generalSettings.trackingLinks })
    .from(generalSettings)
    .where(eq(generalSettings.id, 1));
  return { ...DEFAULT_TRACKING_LINKS, ...row?.links };
}

// ---------------------------------------------------------------------------------------------
// Dashboard

// The shop's day: dashboard figures and the list's date filter are SHOP_TIME_ZONE calendar days.

/** Midnight starting the shop's current day, as a timestamp. */
const shopToday = sql`(date_trunc('day', now() at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}) at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;
/** Midnight starting the shop's calendar day `day` (YYYY-MM-DD), plus `plusDays`. */
export const shopDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;

export async function dashboard(db: DbOrTx) {
  const [today] = await db
    .select({
      orders: count(),
      inc: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
      gst: sql<number>`coalesce(sum(${orders.gstCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'completed'), gte(orders.createdAt, shopToday)));
  const [awaiting] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'completed'), inArray(orders.status, ['pending', 'processing'])));
  const [returns] = await db
    .select({ n: count() })
    .from(returnRequests)
    .where(inArray(returnRequests.status, OPEN_RETURNS));
  return {
    today: {
      orders: today?.orders ?? 0,
      revenue_inc_gst_cents: today?.inc ?? 0,
      revenue_ex_gst_cents: (today?.inc ?? 0) - (today?.gst ?? 0),
    },
    awaiting_fulfilment: awaiting?.n ?? 0,
    open_returns: returns?.n ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Order list

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

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
    const text = escapeLike(q.q.trim());
    conditions.push(
      or(
        // Order numbers are stored in capitals: a prefix of one is found whatever its case.
        sql`${orders.invoiceNumber} like ${`${text.toUpperCase()}%`}`,
        sql`lower(${orders.email}) like ${`%${text.toLowerCase()}%`}`,
        sql`lower(${orders.fName} || ' ' || ${orders.lName}) like ${`%${text.toLowerCase()}%`}`,
      ),
    );
  }
  return and(...conditions);
}

const orderRowFields = {
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
export function orderRowView(o: ListedOrder) {
  return {
    invoice_number: o.invoiceNumber,
    created_at: o.createdAt.toISOString(),
    status: o.status,
    payment_status: o.paymentStatus,
    payment_method: o.paymentMethod,
    name: `${o.fName} ${o.lName}`.trim(),
    email: o.email,
    total_cents: o.totalCents,
    refunded_cents: o.refundedCents,
    item_count: o.itemCount,
  };
}

/** Newest first, one page: a query for the page and one for the count. */
export async function listOrders(db: DbOrTx, q: OrderListQuery) {
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

/** The fields orderRowView needs, for other services listing orders (e.g. a customer's). */
export { orderRowFields };

// ---------------------------------------------------------------------------------------------
// Order detail

type EventRow = typeof orderEvents.$inferSelect & { by: string | null };

export function timelineView(e: EventRow) {
  return {
    id: e.id,
    at: e.createdAt.toISOString(),
    kind: e.kind,
    status: e.status,
    message: e.message,
    carrier: e.carrier,
    tracking_number: e.trackingNumber,
    amount_cents: e.amountCents,
    public: e.public,
    by: e.by,
  };
}

export type OrderDetail = Awaited<ReturnType<typeof detailOf>>;

async function detailOf(db: DbOrTx, o: OrderRow) {
  const [items, events, refunds, links] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
    db
      .select({ event: orderEvents, by: staff.name })
      .from(orderEvents)
      .leftJoin(staff, eq(staff.id, orderEvents.staffId))
      .where(eq(orderEvents.orderId, o.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ refund: orderRefunds, by: staff.name })
      .from(orderRefunds)
      .leftJoin(staff, eq(staff.id, orderRefunds.staffId))
      .where(eq(orderRefunds.orderId, o.id))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
    trackingLinks(db),
  ]);
  const refundedQty = refundedQuantities(refunds.map(({ refund }) => refund));
  const fits = await lineFits(db, items);
  const shipped = Boolean(o.carrier && o.trackingNumber);
  return {
    invoice_number: o.invoiceNumber,
    created_at: o.createdAt.toISOString(),
    status: o.status as OrderStatus,
    payment_status: o.paymentStatus as (typeof PAYMENT_STATUSES)[number],
    payment_method: o.paymentMethod,
    payment_ref: o.paymentRef,
    user_id: o.userId === 0 ? null : o.userId,
    billing: billingAddress(o),
    shipping: shippingAddress(o),
    comment: o.comment,
    buyer_business_name: o.buyerBusinessName,
    buyer_abn: o.buyerAbn,
    totals: {
      subtotal_inc_gst_cents: o.subtotalIncCents,
      signup_discount_cents: o.signupDiscountCents,
      membership_discount_cents: o.membershipDiscountCents,
      newsletter_discount_cents: o.newsletterDiscountCents,
      delivery_inc_gst_cents: o.deliveryIncCents,
      gst_cents: o.gstCents,
      total_cents: o.totalCents,
      refunded_cents: o.refundedCents,
      refundable_cents: moneyTaken(o) ? Math.max(0, o.totalCents - o.refundedCents) : 0,
    },
    items: items.map((i) => ({
      id: i.id,
      product_id: i.productId,
      title: i.productTitle,
      sku: i.sku,
      quantity: i.quantity,
      unit_inc_gst_cents: i.priceIncCents,
      total_inc_gst_cents: i.subtotalIncCents,
      refunded_quantity: refundedQty.get(i.id) ?? 0,
      ...vehicleOfLine(i.vehicle),
      ...(fits.has(i.id) && { fits_vehicle: fits.get(i.id) }),
    })),
    carrier: o.carrier || null,
    carrier_name: o.carrier ? carrierName(o.carrier) : null,
    tracking_number: o.trackingNumber || null,
    tracking_url: shipped ? trackingUrl(links[o.carrier], o.trackingNumber) : null,
    timeline: events.map(({ event, by }) => timelineView({ ...event, by })),
    refunds: refunds.map(({ refund, by }) => ({
      id: refund.id,
      at: refund.createdAt.toISOString(),
      amount_cents: refund.amountCents,
      status: refund.status,
      reason: refund.reason,
      lines: refund.lines,
      by,
    })),
    next_statuses: nextStatuses(o),
  };
}

async function orderByNumber(db: DbOrTx, invoiceNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber.toUpperCase()));
  return row ?? null;
}

/** Everything the back office shows of one order (by its number, any case); null when there is none. */
export async function loadOrderDetail(db: DbOrTx, invoiceNumber: string): Promise<OrderDetail | null> {
  const row = await orderByNumber(db, invoiceNumber);
  return row ? detailOf(db, row) : null;
}

// ---------------------------------------------------------------------------------------------
// Moves and notes

export interface StatusMove {
  status: 'processing' | 'shipped' | 'delivered' | 'cancelled';
  carrier?: Carrier;
  tracking_number?: string;
  note?: string;
}

export interface AdminResult {
  status: 200 | 201 | 403 | 404 | 409 | 502;
  body: Record<string, unknown>;
}

const staffIdOf = (actor: Actor | null) => (actor?.kind === 'staff' ? actor.staff.id : null);

/** The status event's words, as the staff timeline shows them. */
function moveMessage(move: StatusMove): string {
  if (move.status === 'shipped')
    return move.carrier && move.carrier !== 'other' ? `Shipped with ${carrierName(move.carrier)}` : 'Shipped';
  return statusName(move.status);
}

/** Moves the order along the state machine; see the module comment. */
export async function moveOrder(
  deps: AppDeps,
  actor: Actor | null,
  invoiceNumber: string,
  move: StatusMove,
): Promise<AdminResult> {
  const { db } = deps;
  const found = await orderByNumber(db, invoiceNumber);
  if (!found) return { status: 404, body: { message: ORDER_NOT_FOUND } };
  if (!canMoveOrder(found.status, move.status))
    return { status: 409, body: { message: transitionMessage(found.status, move.status) } };
  // Cancelling an order whose money was taken is a money decision (lib/staff-roles' orders:refund).
  if (
    move.status === 'cancelled' &&
    moneyTaken(found) &&
    actor?.kind === 'staff' &&
    !can(actor.staff.role, 'orders:refund')
  )
    return { status: 403, body: { message: FORBIDDEN_MESSAGE } };
  const refused = refusal(found, move.status);
  if (refused) return { status: 409, body: { message: refused } };
  // An unpaid card order's payment is stopped at the provider before the order is cancelled.
  if (move.status === 'cancelled') {
    const stopped = await stopCardPayment(deps, found);
    if (stopped) return stopped;
  }

  const to = move.status;
  const shipping =
    to === 'shipped' ? { carrier: move.carrier!, trackingNumber: move.tracking_number! } : null;
  const links = shipping ? await trackingLinks(db) : {};
  const result = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: to, ...shipping, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, found.id),
          // Race-safe: only from where it was read, and only while the payment still allows it.
          eq(orders.status, found.status),
          to === 'processing' || to === 'shipped' ? eq(orders.paymentStatus, 'completed') : undefined,
          to === 'cancelled'
            ? sql`not (${orders.paymentStatus} in ('completed', 'review') and ${orders.refundedCents} < ${orders.totalCents})`
            : undefined,
        ),
      )
      .returning();
    if (!moved) return null;
    const by = staffIdOf(actor);
    await tx.insert(orderEvents).values({
      orderId: moved.id,
      kind: 'status',
      status: to,
      message: moveMessage(move),
      carrier: shipping?.carrier ?? null,
      trackingNumber: shipping?.trackingNumber ?? null,
      staffId: by,
    });
    // A note given with the move is for staff, as every note is.
    if (move.note)
      await tx
        .insert(orderEvents)
        .values({ orderId: moved.id, kind: 'note', message: move.note, public: false, staffId: by });
    await recordAudit(tx, actor, {
      action: 'order.status',
      entity: 'order',
      entityId: moved.invoiceNumber,
      before: { status: found.status, carrier: found.carrier, tracking_number: found.trackingNumber },
      after: {
        status: moved.status,
        carrier: moved.carrier,
        tracking_number: moved.trackingNumber,
        ...(move.note ? { note: move.note } : {}),
      },
    });
    // The customer hears of the moves that concern them; an unpaid attempt was never their order.
    let mailId: number | null = null;
    if ((to === 'shipped' || to === 'delivered' || to === 'cancelled') && moneyTaken(moved)) {
      const message = orderStatusMessage({
        storeName: deps.storeName,
        siteUrl: deps.siteUrl,
        invoiceNumber: moved.invoiceNumber,
        name: `${moved.fName} ${moved.lName}`.trim(),
        email: moved.email,
        status: to as CustomerStatus,
        ...(shipping && {
          carrierName: carrierName(shipping.carrier),
          trackingNumber: shipping.trackingNumber,
          trackingUrl: trackingUrl(links[shipping.carrier], shipping.trackingNumber),
        }),
      });
      mailId = await enqueueEmail(tx, message, `order-status:${moved.id}:${to}`);
    }
    return { moved, mailId };
  });
  if (!result) {
    // Someone else moved it (or its payment changed) since it was read: say why from where it is now.
    const now = await orderByNumber(db, invoiceNumber);
    return {
      status: 409,
      body: {
        message: (now && refusal(now, to)) ?? 'The order changed meanwhile. Please reload it and try again.',
      },
    };
  }
  await deps.outbox
    .deliver([result.mailId])
    .catch((error: Error) => console.error(`[mail] ${error.message}`));
  return { status: 200, body: { data: await detailOf(db, result.moved) } };
}

/** A staff-only note on the order's timeline. */
export async function addNote(
  db: DbOrTx,
  actor: Actor | null,
  invoiceNumber: string,
  note: string,
): Promise<AdminResult> {
  const found = await orderByNumber(db, invoiceNumber);
  if (!found) return { status: 404, body: { message: ORDER_NOT_FOUND } };
  const event = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderEvents)
      .values({ orderId: found.id, kind: 'note', message: note, public: false, staffId: staffIdOf(actor) })
      .returning();
    await recordAudit(tx, actor, {
      action: 'order.note',
      entity: 'order',
      entityId: found.invoiceNumber,
      after: { note },
    });
    return row!;
  });
  return {
    status: 201,
    body: { data: timelineView({ ...event, by: actor?.kind === 'staff' ? actor.staff.name : null }) },
  };
}
