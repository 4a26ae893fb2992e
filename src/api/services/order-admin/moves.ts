/**
 * Staff moves along lib/fulfilment's state machine, and staff notes. Every move writes the order, its
 * timeline event, the audit entry and the customer's email in one transaction, and only if the order
 * is still where it was read (UPDATE … WHERE status = from), so two staff racing cannot both move it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../../lib/account/staff-roles.ts';
import { type Carrier, canMoveOrder, trackingUrl } from '../../../lib/orders/fulfilment.ts';
import { carrierName } from '../../../lib/orders/orders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { loadEmailBrand } from '../../emails/layout/brand.ts';
import { type CustomerStatus, orderStatusMessage } from '../../emails/order-status.ts';
import type { AppDeps } from '../../env.ts';
import { type Actor, FORBIDDEN_MESSAGE } from '../../http/staff.ts';
import { recordAudit } from '../audit.ts';
import { stopCardPayment } from '../order-cancel.ts';
import { enqueueEmail } from '../outbox.ts';
import { requestReviews } from '../reviews/request.ts';
import { pickupStoreOf } from '../stock/locations.ts';
import { deductStock, releaseStock } from '../stock/settle.ts';
import { refreshStockStatus } from '../stock/status.ts';
import { detailOf, ORDER_NOT_FOUND, orderByNumber, timelineView } from './detail.ts';
import { moneyTaken, refusal, statusName, transitionMessage } from './rules.ts';
import { trackingLinks } from './tracking-links.ts';

export interface StatusMove {
  status: 'processing' | 'shipped' | 'delivered' | 'ready_to_collect' | 'collected' | 'cancelled';
  carrier?: Carrier;
  tracking_number?: string;
  /** For 'collected': who took it away. */
  collected_by?: string;
  note?: string;
}

export interface AdminResult {
  status: 200 | 201 | 403 | 404 | 409 | 502;
  body: Record<string, unknown>;
}

/** The moves the customer is emailed about. */
const CUSTOMER_STATUSES = new Set<string>([
  'shipped',
  'delivered',
  'ready_to_collect',
  'collected',
  'cancelled',
]);

const staffIdOf = (actor: Actor | null) => (actor?.kind === 'staff' ? actor.staff.id : null);

/** The status event's words, as the staff timeline shows them. */
function moveMessage(move: StatusMove): string {
  if (move.status === 'shipped')
    return move.carrier && move.carrier !== 'other' ? `Shipped with ${carrierName(move.carrier)}` : 'Shipped';
  if (move.status === 'collected' && move.collected_by) return `Collected by ${move.collected_by}`;
  return statusName(move.status);
}

/** Moves the order along the state machine, as the module comment says. */
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
      .set({
        status: to,
        ...shipping,
        ...(to === 'collected' && { collectedBy: move.collected_by ?? '' }),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, found.id),
          // Race-safe: only from where it was read, and only while the payment still allows it.
          eq(orders.status, found.status),
          to === 'processing' || to === 'shipped' || to === 'ready_to_collect'
            ? eq(orders.paymentStatus, 'completed')
            : undefined,
          to === 'cancelled'
            ? sql`not (${orders.paymentStatus} in ('completed', 'review') and ${orders.refundedCents} < ${orders.totalCents})`
            : undefined,
        ),
      )
      .returning();
    if (!moved) return null;
    // The stock follows: a cancelled order's is for sale again, a shipped order's has left the shelf.
    if (to === 'cancelled') await refreshStockStatus(tx, await releaseStock(tx, moved.id));
    if (to === 'shipped' || to === 'collected') await refreshStockStatus(tx, await deductStock(tx, moved.id));
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
        ...(to === 'collected' && { collected_by: moved.collectedBy }),
        ...(move.note ? { note: move.note } : {}),
      },
    });
    // The customer hears of the moves that concern them; an unpaid attempt was never their order.
    let mailId: number | null = null;
    if (CUSTOMER_STATUSES.has(to) && moneyTaken(moved)) {
      const store = moved.pickupLocationId ? await pickupStoreOf(tx, moved.pickupLocationId) : null;
      const message = orderStatusMessage({
        brand: await loadEmailBrand(tx, deps),
        invoiceNumber: moved.invoiceNumber,
        name: `${moved.fName} ${moved.lName}`.trim(),
        email: moved.email,
        status: to as CustomerStatus,
        ...(shipping && {
          carrierName: carrierName(shipping.carrier),
          trackingNumber: shipping.trackingNumber,
          trackingUrl: trackingUrl(links[shipping.carrier], shipping.trackingNumber),
        }),
        ...(store && { store }),
      });
      mailId = await enqueueEmail(tx, message, `order-status:${moved.id}:${to}`);
    }
    // Delivered or collected: the review request, due days later (services/reviews/request.ts).
    if ((to === 'delivered' || to === 'collected') && moneyTaken(moved))
      await requestReviews(tx, deps, moved);
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
  return { status: 200, body: { data: await detailOf(db, result.moved, deps.freight?.carriers) } };
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
