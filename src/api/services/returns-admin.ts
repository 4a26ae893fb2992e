/**
 * The back office's returns queue: requested -> approved / rejected -> received ->
 * refunded / replaced (lib/fulfilment). Each decision moves the request only from the status it was
 * read in (race-safe), records the audit entry and writes the customer's email in one transaction.
 * A refund goes through services/refunds' refundOrder, and the return moves only once it succeeded.
 */
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ReturnDetail, ReturnRow } from '../../lib/api/schemas/admin-returns.ts';
import type { Page } from '../../lib/api/schemas/common.ts';
import { RETURN_REASONS } from '../../lib/forms/forms.ts';
import {
  canMoveReturn,
  feeAllowed,
  NO_FEE_MESSAGE,
  RETURN_STATUSES,
  type ReturnStatus,
} from '../../lib/orders/fulfilment.ts';
import { refundedQuantities } from '../../lib/orders/refunds.ts';
import type { DbOrTx } from '../db/client.ts';
import { generalSettings, orderItems, orderRefunds, orders, returnRequests } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { type ReturnDecision, returnStatusMessage } from '../emails/return-status.ts';
import type { AppDeps } from '../env.ts';
import type { Actor } from '../http/staff.ts';
import { recordAudit } from './audit.ts';
import { enqueueEmail } from './outbox.ts';
import { type RefundRequest, refundOrder } from './refunds.ts';

export const OPEN_RETURN_STATUSES = ['requested', 'approved', 'received'] as const;

export const RETURN_STATUS_NAMES: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  replaced: 'Replaced',
};

export const NOT_LINKED_MESSAGE = 'This return is not linked to a paid order.';
export const ALREADY_REFUNDING_MESSAGE = 'This return already has a refund under way or made.';
export const REJECT_NOTE_MESSAGE = 'Tell the customer why the return is not approved (note).';

type ReturnRequestRow = typeof returnRequests.$inferSelect;

const reasonLabel = (reason: string) => RETURN_REASONS[reason as keyof typeof RETURN_REASONS] ?? reason;

function rowView(r: ReturnRequestRow): ReturnRow {
  return {
    id: r.id,
    created_at: r.createdAt.toISOString(),
    status: r.status as ReturnStatus,
    name: `${r.fName} ${r.lName}`.trim(),
    email: r.email,
    order_ref: r.orderRef,
    reason: r.reason,
    reason_label: reasonLabel(r.reason),
    subject: r.subject,
    has_attachment: r.filePath !== null,
  };
}

/** 'open' (requested, approved or received), 'all', or one status. */
export type ReturnFilter = 'open' | 'all' | ReturnStatus;

export async function listReturns(
  db: DbOrTx,
  o: { status: ReturnFilter; page: number; perPage: number },
): Promise<Page<ReturnRow>> {
  const where =
    o.status === 'all'
      ? undefined
      : o.status === 'open'
        ? inArray(returnRequests.status, [...OPEN_RETURN_STATUSES])
        : eq(returnRequests.status, o.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returnRequests)
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    db.select({ n: count() }).from(returnRequests).where(where),
  ]);
  return { data: rows.map(rowView), page: o.page, per_page: o.perPage, total: total?.n ?? 0 };
}

export async function loadReturn(db: DbOrTx, id: number): Promise<ReturnDetail | null> {
  const [r] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!r) return null;
  const [settings] = await db.select({ bp: generalSettings.restockingFeeBp }).from(generalSettings);
  const feeBp = settings?.bp ?? 0;
  let order: ReturnDetail['order'] = null;
  if (r.orderId !== null) {
    const [o] = await db.select().from(orders).where(eq(orders.id, r.orderId));
    if (o) {
      const [items, refunds] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
        db
          .select({ status: orderRefunds.status, lines: orderRefunds.lines })
          .from(orderRefunds)
          .where(eq(orderRefunds.orderId, o.id)),
      ]);
      const refunded = refundedQuantities(refunds);
      order = {
        invoice_number: o.invoiceNumber,
        status: o.status,
        total_cents: o.totalCents,
        refunded_cents: o.refundedCents,
        items: items.map((i) => ({
          id: i.id,
          title: i.productTitle,
          sku: i.sku,
          quantity: i.quantity,
          unit_inc_gst_cents: i.priceIncCents,
          refunded_quantity: refunded.get(i.id) ?? 0,
        })),
      };
    }
  }
  return {
    ...rowView(r),
    phone: r.phone,
    message: r.message,
    decision_note: r.decisionNote,
    fee_allowed: feeAllowed(r.reason) && feeBp > 0,
    restocking_fee_bp: feeBp,
    attachment_url: r.filePath ? `/api/admin/return-requests/${r.id}/file` : null,
    order,
  };
}

export interface ReturnDecisionRequest {
  status: Exclude<ReturnStatus, 'requested'>;
  note?: string;
  refund?: { lines?: { item_id: number; quantity: number }[]; amount_cents?: number; fee_cents?: number };
}

export type DecisionResult =
  | { status: 200; id: number }
  | { status: 400 | 403 | 404 | 409 | 422 | 502; body: Record<string, unknown> };

const moveRefused = (from: string, to: string) =>
  `A return that is ${RETURN_STATUS_NAMES[from as ReturnStatus] ?? from} cannot be marked ${RETURN_STATUS_NAMES[to as ReturnStatus] ?? to}.`;

/**
 * Moves return `id` to `request.status`. For 'refunded', `idempotencyKey` names the refund (the
 * caller has checked the role may refund and that a key was sent).
 */
export async function decideReturn(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  request: ReturnDecisionRequest,
  idempotencyKey: string | null,
): Promise<DecisionResult> {
  const { db } = deps;
  const [current] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!current) return { status: 404, body: { message: 'No such return request.' } };
  const to = request.status;
  if (!canMoveReturn(current.status, to))
    return { status: 409, body: { message: moveRefused(current.status, to) } };
  const note = request.note?.trim() ?? '';
  if (to === 'rejected' && !note)
    return { status: 422, body: { message: REJECT_NOTE_MESSAGE, errors: { note: REJECT_NOTE_MESSAGE } } };

  let amountCents: number | undefined;
  if (to === 'refunded') {
    const refund = request.refund ?? {};
    if (refund.fee_cents && !feeAllowed(current.reason))
      return {
        status: 422,
        body: { message: NO_FEE_MESSAGE, errors: { 'refund.fee_cents': NO_FEE_MESSAGE } },
      };
    // refundOrder holds the fee to the shop's restocking-fee setting.
    const [order] =
      current.orderId === null
        ? []
        : await db
            .select({ invoiceNumber: orders.invoiceNumber })
            .from(orders)
            .where(eq(orders.id, current.orderId));
    // An unpaid order is refundOrder's to refuse ("This order has not been paid.").
    if (!order) return { status: 409, body: { message: NOT_LINKED_MESSAGE } };
    // One refund per return: a second request (another key) must not pay the customer twice.
    const [earlier] = await db
      .select({ key: orderRefunds.idempotencyKey })
      .from(orderRefunds)
      .where(
        and(
          eq(orderRefunds.returnRequestId, current.id),
          inArray(orderRefunds.status, ['pending', 'succeeded']),
          ne(orderRefunds.idempotencyKey, idempotencyKey!),
        ),
      );
    if (earlier) return { status: 409, body: { message: ALREADY_REFUNDING_MESSAGE } };
    const refundRequest: RefundRequest = {
      ...(refund.lines && { lines: refund.lines }),
      ...(refund.amount_cents !== undefined && { amountCents: refund.amount_cents }),
      ...(refund.fee_cents && { feeCents: refund.fee_cents }),
      reason: note || `Return R${current.id}: ${reasonLabel(current.reason)}`,
      returnRequestId: current.id,
      // Refunded from 'received': the goods are back, so what was sent is counted on hand again.
      restock: true,
    };
    const result = await refundOrder(deps, actor, order.invoiceNumber, idempotencyKey!, refundRequest);
    if (result.status !== 200 && result.status !== 201) return { status: result.status, body: result.body };
    const data = (result.body as { data?: { amount_cents?: number } }).data;
    amountCents = data?.amount_cents;
  }

  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(returnRequests)
      .set({ status: to, decisionNote: note, updatedAt: new Date() })
      .where(and(eq(returnRequests.id, id), eq(returnRequests.status, current.status)))
      .returning();
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: `return.${to}`,
      entity: 'return',
      entityId: id,
      before: { status: current.status, decision_note: current.decisionNote },
      after: {
        status: to,
        decision_note: note,
        ...(amountCents !== undefined && { refunded_cents: amountCents }),
      },
    });
    const [settings] = await tx
      .select({ address: generalSettings.sellerAddress })
      .from(generalSettings)
      .where(eq(generalSettings.id, 1));
    const mailId = await enqueueEmail(
      tx,
      returnStatusMessage({
        brand: await loadEmailBrand(tx, deps),
        id,
        name: current.fName,
        email: current.email,
        orderRef: current.orderRef,
        status: to as ReturnDecision,
        note,
        returnAddress: settings?.address ?? '',
        amountCents,
      }),
      `return-status:${id}:${to}`,
    );
    return { mailId };
  });
  if (!moved) {
    const [now] = await db
      .select({ status: returnRequests.status })
      .from(returnRequests)
      .where(eq(returnRequests.id, id));
    return { status: 409, body: { message: moveRefused(now?.status ?? current.status, to) } };
  }
  await deps.outbox.deliver([moved.mailId]);
  return { status: 200, id };
}

export const RETURN_FILTERS = ['open', 'all', ...RETURN_STATUSES] as const;
