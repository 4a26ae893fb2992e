/**
 * Money back through the payment adapter (docs/design.md#back-office). Idempotent by `key`; never
 * above what was paid: under the order row's lock (SELECT … FOR UPDATE) the refund is written
 * 'pending' and added to orders.refunded_cents before the provider is called, so two refunds at once
 * can never add up to more than the total (pending and succeeded refunds count). Then the provider is
 * asked with a key of our own (`refund-{row id}`), and the refund is marked succeeded (with the 'refund'
 * timeline event, the audit entry and the customer's email, and the order 'refunded' once nothing is
 * left) or failed (taken off refunded_cents again; 502).
 *
 * A repeat of the same key: the same request answers 200 with the first refund and no second provider
 * call; another request is refused (422). A failed refund repeated with its key asks the provider again
 * with the same provider key, so a refund that went through while the provider seemed unreachable is
 * counted instead of made twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Refund } from '../../lib/api/schemas/admin-orders.ts';
import {
  feeAllowed,
  maxRestockingFee,
  NO_FEE_MESSAGE,
  NO_RESTOCKING_FEE_MESSAGE,
} from '../../lib/orders/fulfilment.ts';
import { linesRefundCents, refundedQuantities, unitsLeft } from '../../lib/orders/refunds.ts';
import { formatMoney, formatPercent } from '../../lib/pricing/money.ts';
import type { DbOrTx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  generalSettings,
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  returnRequests,
  staff,
} from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { orderRefundMessage } from '../emails/order-refund.ts';
import type { AppDeps } from '../env.ts';
import { type Actor, staffOf } from '../http/staff.ts';
import { PaymentProviderError, type ProviderRefund } from '../payments/types.ts';
import { recordAudit } from './audit.ts';
import { enqueueEmail } from './outbox.ts';
import { putBack } from './stock/settle.ts';
import { refreshStockStatus } from './stock/status.ts';

export interface RefundRequest {
  /** Refund by line: order_items ids and quantities (amount = their GST-inclusive price). */
  lines?: { item_id: number; quantity: number }[];
  /** Or a plain amount in cents. Neither: what is left to refund. */
  amountCents?: number;
  /** Taken off a change-of-mind return's refund (lib/fulfilment's feeAllowed). */
  feeCents?: number;
  reason: string;
  returnRequestId?: number | null;
  /** The goods are back on the shelf: units already sent are counted on hand again. */
  restock?: boolean;
}

export interface RefundResult {
  status: 200 | 201 | 404 | 409 | 422 | 502;
  body: Record<string, unknown>;
}

export const UNPAID_MESSAGE = 'This order has not been paid.';
export const NO_ORDER_MESSAGE = 'No such order.';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for another refund; send a new key.';
export const IN_PROGRESS_MESSAGE = 'This refund is being processed; try again in a moment.';
export const NOTHING_LEFT_MESSAGE = 'Nothing is left to refund on this order.';
/** A refund pending this long is no longer with the provider (its calls time out well before). */
const STALE_PENDING_MS = 2 * 60_000;
export const overMessage = (leftCents: number) =>
  `The refund is more than what is left to refund (${formatMoney(leftCents)}).`;

type RefundRow = typeof orderRefunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type Line = { item_id: number; quantity: number };

const answer = (status: RefundResult['status'], message: string, errors?: Record<string, string>) => ({
  done: { status, body: { message, ...(errors && { errors }) } } as RefundResult,
});

/** Lines merged by item and sorted, so one request always reads the same. */
function normalLines(lines: Line[] | undefined): Line[] | undefined {
  if (!lines) return undefined;
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.item_id, (merged.get(l.item_id) ?? 0) + l.quantity);
  return [...merged].sort(([a], [b]) => a - b).map(([item_id, quantity]) => ({ item_id, quantity }));
}

/** Whether a stored refund is what `request` asks for (a repeat of the same key). */
function sameRequest(row: RefundRow, order: OrderRow, request: RefundRequest, lines: Line[] | undefined) {
  if (row.orderId !== order.id) return false;
  if ((row.returnRequestId ?? null) !== (request.returnRequestId ?? null)) return false;
  if (row.reason !== request.reason.trim()) return false;
  if (row.restock !== (request.restock ?? false)) return false;
  if (lines) return JSON.stringify(normalLines(row.lines)) === JSON.stringify(lines);
  if (row.lines.length > 0) return false;
  if (request.amountCents !== undefined)
    return row.amountCents === request.amountCents - (request.feeCents ?? 0);
  return true;
}

/** The view of one refund, as the admin API answers it. */
export async function refundView(db: DbOrTx, row: RefundRow): Promise<Refund> {
  const [member] = row.staffId
    ? await db.select({ name: staff.name }).from(staff).where(eq(staff.id, row.staffId))
    : [];
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    amount_cents: row.amountCents,
    status: row.status as Refund['status'],
    reason: row.reason,
    lines: row.lines,
    by: member?.name ?? null,
  };
}

/**
 * Checks a refund of `amount` (and `lines`) against what is left of the order, leaving out refund
 * `exceptId` (a failed refund being tried again). Returns an answer when it is refused.
 */
async function overLimit(
  tx: DbOrTx,
  order: OrderRow,
  amount: number,
  lines: Line[],
  exceptId: number | null,
): Promise<RefundResult | null> {
  const left = order.totalCents - order.refundedCents;
  if (left <= 0) return answer(409, NOTHING_LEFT_MESSAGE).done;
  if (amount > left) return answer(409, overMessage(left)).done;
  if (lines.length === 0) return null;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const counted = await tx
    .select({ id: orderRefunds.id, status: orderRefunds.status, lines: orderRefunds.lines })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id));
  const refunded = refundedQuantities(counted, exceptId);
  for (const line of lines) {
    const item = items.find((i) => i.id === line.item_id);
    if (!item)
      return answer(422, `Item ${line.item_id} is not on this order.`, {
        lines: `Item ${line.item_id} is not on this order.`,
      }).done;
    const itemLeft = unitsLeft(item.quantity, refunded.get(item.id) ?? 0);
    if (line.quantity > itemLeft)
      return answer(
        409,
        itemLeft <= 0
          ? `"${item.productTitle}" is already refunded in full.`
          : `Only ${itemLeft} of "${item.productTitle}" ${itemLeft === 1 ? 'is' : 'are'} left to refund.`,
      ).done;
  }
  return null;
}

type Reserved = { done: RefundResult } | { row: RefundRow; order: OrderRow };

/** Step 1, in one transaction under the order's lock: check and write the refund 'pending'. */
async function reserve(
  deps: AppDeps,
  actor: Actor | null,
  invoiceNumber: string,
  key: string,
  request: RefundRequest,
): Promise<Reserved> {
  const lines = normalLines(request.lines);
  if (lines && request.amountCents !== undefined)
    return answer(422, 'Refund by line or by amount, not both.', {
      amount_cents: 'Refund by line or by amount, not both.',
    });
  if (lines?.length === 0)
    return answer(422, 'Choose at least one line.', { lines: 'Choose at least one line.' });
  const fee = request.feeCents ?? 0;
  return deps.db.transaction(async (tx): Promise<Reserved> => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, invoiceNumber.trim().toUpperCase()))
      .for('update');
    if (!order) return answer(404, NO_ORDER_MESSAGE);

    const [existing] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, key));
    if (existing) {
      if (!sameRequest(existing, order, request, lines)) return answer(422, KEY_REUSED_MESSAGE);
      if (existing.status === 'succeeded')
        return { done: { status: 200, body: { data: await refundView(tx, existing) } } };
      if (existing.status === 'pending') {
        // Still with the provider, or left pending by a crash: one this old is asked again (same
        // provider key, so it is never refunded twice); its amount is already counted.
        if (Date.now() - existing.updatedAt.getTime() < STALE_PENDING_MS)
          return answer(409, IN_PROGRESS_MESSAGE);
        const [row] = await tx
          .update(orderRefunds)
          .set({ updatedAt: new Date() })
          .where(and(eq(orderRefunds.id, existing.id), eq(orderRefunds.status, 'pending')))
          .returning();
        return row ? { row, order } : answer(409, IN_PROGRESS_MESSAGE);
      }
      // Failed before: ask the provider again (same provider key) if it still fits.
      const refused = await overLimit(tx, order, existing.amountCents, existing.lines, existing.id);
      if (refused) return { done: refused };
      const [row] = await tx
        .update(orderRefunds)
        .set({ status: 'pending', error: null, updatedAt: new Date() })
        .where(and(eq(orderRefunds.id, existing.id), eq(orderRefunds.status, 'failed')))
        .returning();
      if (!row) return answer(409, IN_PROGRESS_MESSAGE);
      await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} + ${row.amountCents}` })
        .where(eq(orders.id, order.id));
      return { row, order };
    }

    if (order.paymentStatus !== 'completed') return answer(409, UNPAID_MESSAGE);
    if (!order.paymentRef || (order.paymentMethod !== 'Stripe' && order.paymentMethod !== 'PayPal'))
      return answer(409, 'This order has no provider payment to refund.');
    if (!gatewayOf(deps, order))
      return answer(
        409,
        `${order.paymentMethod === 'PayPal' ? 'PayPal' : 'Card'} payments are off in this shop (no keys): refund this order in the provider's dashboard.`,
      );

    if (request.returnRequestId) {
      const [ret] = await tx
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.id, request.returnRequestId));
      if (!ret || (ret.orderId !== order.id && ret.orderRef.trim().toUpperCase() !== order.invoiceNumber))
        return answer(422, 'That return request is not for this order.');
      if (fee > 0 && !feeAllowed(ret.reason))
        return answer(422, NO_FEE_MESSAGE, { fee_cents: NO_FEE_MESSAGE });
    } else if (fee > 0)
      return answer(422, 'A fee is only taken from a return.', { fee_cents: NO_FEE_MESSAGE });

    const left = order.totalCents - order.refundedCents;
    let gross: number;
    if (lines) {
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      gross = linesRefundCents(lines, (id) => items.find((i) => i.id === id)?.priceIncCents, left);
    } else gross = request.amountCents ?? left;
    if (fee > 0 && fee >= gross)
      return answer(422, 'The fee must be less than the refund.', {
        fee_cents: 'The fee must be less than the refund.',
      });
    if (fee > 0) {
      // The return policy promises the settings' rate: no fee when it is 0, never more than it.
      const [settings] = await tx.select({ bp: generalSettings.restockingFeeBp }).from(generalSettings);
      const bp = settings?.bp ?? 0;
      if (bp <= 0) return answer(422, NO_RESTOCKING_FEE_MESSAGE, { fee_cents: NO_RESTOCKING_FEE_MESSAGE });
      const most = maxRestockingFee(gross, bp);
      if (fee > most) {
        const message = `The restocking fee is at most ${formatPercent(bp)}% of the refund (${formatMoney(most)}), as the return policy says.`;
        return answer(422, message, { fee_cents: message });
      }
    }
    const amount = gross - fee;
    const refused = await overLimit(tx, order, amount, lines ?? [], null);
    if (refused) return { done: refused };
    if (amount <= 0) return answer(409, NOTHING_LEFT_MESSAGE);

    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        idempotencyKey: key,
        amountCents: amount,
        lines: lines ?? [],
        reason: request.reason.trim(),
        restock: request.restock ?? false,
        status: 'pending',
        returnRequestId: request.returnRequestId ?? null,
        staffId: staffOf(actor)?.id ?? null,
      })
      .returning();
    await tx
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${amount}` })
      .where(eq(orders.id, order.id));
    return { row: row!, order };
  });
}

/** The adapter the order was paid through; null when that method is off. */
const gatewayOf = (deps: AppDeps, order: OrderRow) =>
  order.paymentMethod === 'PayPal' ? deps.gateways.paypal : deps.gateways.card;

/**
 * Step 2: the provider, with our own key for this refund row. Never throws: a provider that could not
 * be reached (or failed unexpectedly) is `unreachable`, with its words.
 */
async function callProvider(
  deps: AppDeps,
  order: OrderRow,
  row: RefundRow,
): Promise<{ refund: ProviderRefund } | { unreachable: string }> {
  const gateway = gatewayOf(deps, order);
  if (!gateway) return { unreachable: 'This payment method is off in this shop.' };
  try {
    return {
      refund: await gateway.refund({
        paymentRef: order.paymentRef!,
        amountCents: row.amountCents,
        idempotencyKey: `refund-${row.id}`,
      }),
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError))
      console.error(`[refund] ${(error as Error)?.stack ?? error}`);
    return { unreachable: (error as Error)?.message ?? String(error) };
  }
}

export async function refundOrder(
  deps: AppDeps,
  actor: Actor | null,
  invoiceNumber: string,
  key: string,
  request: RefundRequest,
): Promise<RefundResult> {
  let reserved: Reserved;
  try {
    reserved = await reserve(deps, actor, invoiceNumber, key, request);
  } catch (error) {
    // The same key written at once for another order (the order locks did not meet).
    if (!isUniqueViolation(error)) throw error;
    return answer(422, KEY_REUSED_MESSAGE).done;
  }
  if ('done' in reserved) return reserved.done;
  const { row, order } = reserved;

  const called = await callProvider(deps, order, row);
  const unreachable = 'unreachable' in called;
  const provider: ProviderRefund = unreachable
    ? { id: '', status: 'failed', amountCents: row.amountCents, message: called.unreachable }
    : called.refund;

  if (provider.status === 'failed') {
    const reason = provider.message || 'no reason given';
    await deps.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(orderRefunds)
        .set({
          status: 'failed',
          error: reason.slice(0, 500),
          providerRef: provider.id || null,
          updatedAt: new Date(),
        })
        .where(and(eq(orderRefunds.id, row.id), eq(orderRefunds.status, 'pending')))
        .returning();
      if (!failed) return;
      await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} - ${row.amountCents}` })
        .where(eq(orders.id, order.id));
      await recordAudit(tx, actor, {
        action: 'order.refund_failed',
        entity: 'order',
        entityId: order.invoiceNumber,
        after: { refund_id: row.id, amount_cents: row.amountCents, error: reason },
      });
    });
    return {
      status: 502,
      body: {
        message:
          unreachable && /could not be reached|timed? ?out/i.test(reason)
            ? `The payment provider could not be reached, so nothing was counted as refunded; try again with the same Idempotency-Key. (${reason})`
            : `The payment provider refused the refund: ${reason}`,
      },
    };
  }

  // The provider took it (succeeded, or under way on its side): it counts.
  const done = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const [succeeded] = await tx
      .update(orderRefunds)
      .set({ status: 'succeeded', providerRef: provider.id || null, error: null, updatedAt: new Date() })
      .where(and(eq(orderRefunds.id, row.id), eq(orderRefunds.status, 'pending')))
      .returning();
    if (!succeeded || !current) return null;
    const staffId = staffOf(actor)?.id ?? null;
    const full = current.refundedCents >= current.totalCents;
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: 'refund',
      message: `Refunded ${formatMoney(row.amountCents)}`,
      amountCents: row.amountCents,
      staffId,
    });
    // A cancelled order stays cancelled (its money is given back as it is cancelled).
    const becomesRefunded = full && current.status !== 'refunded' && current.status !== 'cancelled';
    // Refunded lines (everything, once nothing is left) are not sent: their reserved units are for
    // sale again; with restock, units already sent are on the shelf again.
    const back = row.lines.length
      ? new Map(row.lines.map((l) => [l.item_id, l.quantity]))
      : full
        ? null
        : new Map<number, number>();
    await refreshStockStatus(tx, await putBack(tx, order.id, back, row.restock));
    if (becomesRefunded) {
      await tx
        .update(orders)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        kind: 'status',
        status: 'refunded',
        message: 'Order refunded',
        staffId,
      });
    }
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: order.invoiceNumber,
      before: { status: current.status, refunded_cents: current.refundedCents - row.amountCents },
      after: {
        status: becomesRefunded ? 'refunded' : current.status,
        refunded_cents: current.refundedCents,
        refund: {
          id: row.id,
          amount_cents: row.amountCents,
          lines: row.lines,
          reason: row.reason,
          restock: row.restock,
          provider_ref: provider.id || null,
          ...(row.returnRequestId && { return_request_id: row.returnRequestId }),
        },
      },
    });
    // A return's refund is told in the return's own email (services/returns-admin.ts).
    const mailId = row.returnRequestId
      ? null
      : await enqueueEmail(
          tx,
          orderRefundMessage({
            brand: await loadEmailBrand(tx, deps),
            invoiceNumber: order.invoiceNumber,
            name: `${order.fName} ${order.lName}`.trim(),
            email: order.email,
            amountCents: row.amountCents,
            refundedCents: current.refundedCents,
            totalCents: current.totalCents,
            paymentMethod: order.paymentMethod,
          }),
          `order-refund:${row.id}`,
        );
    return { row: succeeded, mailId };
  });
  if (!done) {
    const [now] = await deps.db.select().from(orderRefunds).where(eq(orderRefunds.id, row.id));
    return { status: 200, body: { data: await refundView(deps.db, now ?? row) } };
  }
  if (done.mailId !== null)
    await deps.outbox
      .deliver([done.mailId])
      .catch((error: Error) => console.error(`[mail] ${error.message}`));
  return { status: 201, body: { data: await refundView(deps.db, done.row) } };
}
