/**
 * What PayPal's webhook events do (issue 50; routes/webhooks.ts has had PayPal check the delivery and
 * has claimed the event id, so each is acted on once):
 *
 * - PAYMENT.CAPTURE.COMPLETED: money PayPal took. When no order of ours holds its PayPal order and
 *   none was written with its key (custom_id), the shopper left between PayPal and place-order; when
 *   the order its key names was paid by another PayPal payment, it is a second payment. Until
 *   ORPHAN_AFTER_MS after the capture the event is let go (so PayPal sends it again while the
 *   shopper's own place-order may still arrive); after that the shop is emailed, once, to refund it
 *   or contact the buyer.
 * - CUSTOMER.DISPUTE.CREATED: the order of the disputed capture (asked of PayPal) gets a staff note
 *   and the shop an email, as Stripe's disputes do.
 * - PAYMENT.CAPTURE.REFUNDED: a refund PayPal made; when PayPal has refunded more of the capture than
 *   the shop recorded (one made in PayPal's own site), staff are told not to refund it again here.
 * - PAYMENT.CAPTURE.REVERSED: PayPal took the money back (the buyer's bank, or PayPal itself): a staff
 *   note, so the order is checked before it is sent.
 * Anything else is acknowledged and ignored.
 */
import { eq, or } from 'drizzle-orm';
import { formatMoney, parseMoney } from '../../lib/pricing/money.ts';
import { orders } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { paypalOrphanMessage } from '../emails/payment-orphan.ts';
import type { ProviderEvent } from '../payments/types.ts';
import type { OrderDeps } from './order-payment.ts';
import { enqueueEmail } from './outbox.ts';
import { type EventOutcome, NOT_OURS, note, recordDispute, text } from './payment-events.ts';

/** How long after a capture its order may still be on its way from the shopper's browser. */
export const ORPHAN_AFTER_MS = 15 * 60_000;

type Deps = OrderDeps & { shopEmail: string };
const obj = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const amountOf = (value: unknown) => parseMoney(obj(value).value) ?? 0;

/** Our order paid by `paypalOrderId`, or written with the idempotency key `key`. */
async function orderFor(deps: Deps, paypalOrderId: string, key: string) {
  const matches = [
    ...(paypalOrderId ? [eq(orders.paymentRef, paypalOrderId)] : []),
    ...(key ? [eq(orders.idempotencyKey, key)] : []),
  ];
  if (!matches.length) return null;
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(or(...matches))
    .limit(1);
  return row ?? null;
}

async function captured(deps: Deps, capture: Record<string, unknown>): Promise<EventOutcome> {
  const paypalOrderId = text(obj(obj(capture.supplementary_data).related_ids).order_id);
  const row = await orderFor(deps, paypalOrderId, text(capture.custom_id));
  // Paid by this PayPal order; or written with its key and not paid by PayPal yet (the shopper's
  // place-order is at work). An order its key names that another PayPal payment paid is a second payment.
  const paidByAnother =
    row?.paymentMethod === 'PayPal' && row.paymentRef !== null && row.paymentRef !== paypalOrderId;
  if (row && !paidByAnother) return { orderId: row.id, outcome: 'has its order' };
  const at = Date.parse(text(capture.create_time));
  if (!Number.isFinite(at) || Date.now() - at < ORPHAN_AFTER_MS)
    throw new Error('no order yet for this capture: PayPal sends it again later');
  const captureId = text(capture.id);
  const mailId = await enqueueEmail(
    deps.db,
    paypalOrphanMessage(
      { shopEmail: deps.shopEmail, brand: await loadEmailBrand(deps.db, deps) },
      {
        captureId,
        paypalOrderId,
        amountCents: amountOf(capture.amount),
        paidOrder: paidByAnother ? row.invoiceNumber : null,
      },
    ),
    `paypal-orphan:${captureId}`,
  );
  await deps.outbox.later([mailId]);
  return { orderId: row?.id ?? null, outcome: 'payment with no order: shop told' };
}

async function disputed(deps: Deps, dispute: Record<string, unknown>): Promise<EventOutcome> {
  const transactions = Array.isArray(dispute.disputed_transactions) ? dispute.disputed_transactions : [];
  const row = await orderOfCapture(deps, text(obj(transactions[0]).seller_transaction_id));
  if (!row) return NOT_OURS;
  const due = Date.parse(text(dispute.seller_response_due_date));
  return recordDispute(
    deps,
    row,
    {
      provider: 'PayPal',
      invoiceNumber: row.invoiceNumber,
      amountCents: amountOf(dispute.dispute_amount),
      reason: text(dispute.reason) || 'general',
      dueBy: Number.isFinite(due) ? new Date(due) : null,
    },
    `paypal-dispute:${text(dispute.dispute_id)}`,
  );
}

/** Our order of a PayPal capture (asked of PayPal), or null. */
async function orderOfCapture(deps: Deps, captureId: string) {
  const paypal = deps.gateways.paypal;
  const paypalOrderId = captureId && paypal?.orderOfCapture ? await paypal.orderOfCapture(captureId) : null;
  return paypalOrderId ? orderFor(deps, paypalOrderId, '') : null;
}

/** The capture a refund belongs to: its link "up" (…/v2/payments/captures/{id}). */
function captureOfRefund(refund: Record<string, unknown>): string {
  const links = Array.isArray(refund.links) ? refund.links : [];
  const up = links.map(obj).find((l) => l.rel === 'up');
  return /\/captures\/([\w-]+)$/.exec(text(up?.href))?.[1] ?? '';
}

async function refunded(deps: Deps, refund: Record<string, unknown>): Promise<EventOutcome> {
  const row = await orderOfCapture(deps, captureOfRefund(refund));
  if (!row) return NOT_OURS;
  const total = obj(obj(refund.seller_payable_breakdown).total_refunded_amount);
  const atPayPal = amountOf(total.value !== undefined ? total : refund.amount);
  if (atPayPal <= row.refundedCents) return { orderId: row.id, outcome: 'recorded already' };
  await note(
    deps.db,
    row,
    `PayPal has refunded ${formatMoney(atPayPal)} of this payment, the shop has recorded ${formatMoney(row.refundedCents)}: a refund was made at PayPal. Do not refund it again here; restock by hand and tell the customer.`,
  );
  return { orderId: row.id, outcome: 'refund at PayPal noted' };
}

/** PayPal's reversal event is about a refund-shaped resource: its capture is its link "up" (or, in a capture-shaped one, its own id). */
async function reversed(deps: Deps, resource: Record<string, unknown>): Promise<EventOutcome> {
  const row = await orderOfCapture(deps, captureOfRefund(resource) || text(resource.id));
  if (!row) return NOT_OURS;
  await note(
    deps.db,
    row,
    `PayPal reversed this payment (${formatMoney(amountOf(resource.amount))}): the money was taken back from the shop. Do not send the order until it is paid again.`,
  );
  return { orderId: row.id, outcome: 'reversal noted' };
}

export async function handlePayPalEvent(deps: Deps, event: ProviderEvent): Promise<EventOutcome> {
  if (event.type === 'PAYMENT.CAPTURE.COMPLETED') return captured(deps, event.object);
  if (event.type === 'CUSTOMER.DISPUTE.CREATED') return disputed(deps, event.object);
  if (event.type === 'PAYMENT.CAPTURE.REFUNDED') return refunded(deps, event.object);
  if (event.type === 'PAYMENT.CAPTURE.REVERSED') return reversed(deps, event.object);
  return { orderId: null, outcome: 'ignored' };
}
