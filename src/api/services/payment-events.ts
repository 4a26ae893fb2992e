/**
 * What a provider's webhook event does to our orders (issue 50; the route is routes/webhooks.ts,
 * which has already checked the signature and claimed the event id, so each event is acted on once):
 *
 * - payment_intent.succeeded / payment_failed / canceled: the order its metadata names is settled
 *   from the PaymentIntent as Stripe holds it now (asked again, never taken from the event), by the
 *   same conditional settleCard as the shopper's own request and the recovery sweep, so events out of
 *   order, a shopper's request at the same moment and the sweep all end in one state, one email.
 *   A payment still with the shopper's bank is left for a later event or the sweep.
 * - charge.dispute.created: a staff note on the order's timeline and an email to the shop;
 *   charge.dispute.funds_withdrawn and charge.dispute.closed (won or lost): a staff note each.
 * - charge.refunded: when Stripe has refunded more than the shop recorded (a refund made in Stripe's
 *   dashboard), a staff note says so and warns against refunding again; refunds made in the back
 *   office are recorded already. (Recording such a refund as the shop's own is left to a later change.)
 * A payment taken for a cancelled order whose refund cannot be made now throws, so the route lets
 * the event go and Stripe sends it again.
 * Anything else is acknowledged and ignored.
 */
import { and, eq, lt } from 'drizzle-orm';
import { formatMoney } from '../../lib/pricing/money.ts';
import type { DbOrTx } from '../db/client.ts';
import { orderEvents, orders, paymentEvents } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { type DisputeFacts, disputeLine, paymentDisputeMessage } from '../emails/payment-dispute.ts';
import type { ProviderEvent } from '../payments/types.ts';
import { CANCELLED_REFUND_LATER } from './late-payment.ts';
import { type OrderDeps, type OrderRow, settleCard } from './order-payment.ts';
import { enqueueEmail } from './outbox.ts';

/** What an event did: the order it was about (null when none of ours), and in a few words. */
export interface EventOutcome {
  orderId: number | null;
  outcome: string;
}

const PAYMENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

export const NOT_OURS: EventOutcome = { orderId: null, outcome: 'not our order' };

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
const cents = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

async function orderBy(deps: OrderDeps, column: 'invoiceNumber' | 'paymentRef', value: string) {
  if (!value) return null;
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(eq(column === 'invoiceNumber' ? orders.invoiceNumber : orders.paymentRef, value))
    .limit(1);
  return row ?? null;
}

async function settlePayment(deps: OrderDeps, intent: Record<string, unknown>): Promise<EventOutcome> {
  const metadata = (intent.metadata ?? {}) as Record<string, unknown>;
  const row = await orderBy(deps, 'invoiceNumber', text(metadata.order_ref));
  const card = deps.gateways.card;
  if (row?.paymentMethod !== 'Stripe' || !card) return NOT_OURS;
  const payment = await card.retrieve(text(intent.id));
  // The PaymentIntent as Stripe holds it must be this order's: metadata can be written by anyone with the account.
  if (payment.orderRef !== row.invoiceNumber) return NOT_OURS;
  // An earlier attempt's PaymentIntent that did not succeed says nothing about the order's own.
  if (row.paymentRef && row.paymentRef !== payment.id && payment.status !== 'succeeded')
    return { orderId: row.id, outcome: 'not its payment' };
  if (payment.status === 'requires_action' || payment.status === 'processing')
    return { orderId: row.id, outcome: 'still with the bank' };
  if (row.paymentStatus !== 'pending' && payment.status !== 'succeeded')
    return { orderId: row.id, outcome: 'settled already' };
  // A second payment that succeeded for an order another payment has paid: staff give it back.
  if (payment.status === 'succeeded' && row.paymentStatus === 'completed' && row.paymentRef !== payment.id) {
    await note(
      deps.db,
      row,
      `A second card payment (${payment.id}, ${formatMoney(payment.amountCents)}) succeeded for this paid order: refund it at Stripe.`,
    );
    return { orderId: row.id, outcome: 'second payment noted' };
  }
  const result = await settleCard(deps, row, payment);
  // Paid after the order was cancelled, and the refund could not be made now: the event is let go,
  // so Stripe sends it again and the refund is asked for again (with the same key: never twice).
  if (result.body.message === CANCELLED_REFUND_LATER)
    throw new Error(`the late payment of ${row.invoiceNumber} is not refunded yet`);
  return { orderId: row.id, outcome: `settled (${result.status})` };
}

/**
 * A staff note on the order, once: an event Stripe sends again after a failure past the note (its
 * claim released) does not write it twice.
 */
export async function note(db: DbOrTx, row: OrderRow, message: string): Promise<void> {
  const same = and(
    eq(orderEvents.orderId, row.id),
    eq(orderEvents.kind, 'note'),
    eq(orderEvents.message, message),
  );
  const [written] = await db.select({ id: orderEvents.id }).from(orderEvents).where(same).limit(1);
  if (!written)
    await db.insert(orderEvents).values({ orderId: row.id, kind: 'note', public: false, message });
}

/**
 * The order a payment was for: the one holding it as its payment, else the one its metadata names
 * (a second payment, or one whose reference was never stored), as Stripe holds it now.
 */
async function orderOfPayment(deps: OrderDeps, intentId: string) {
  const row = await orderBy(deps, 'paymentRef', intentId);
  if (row || !intentId || !deps.gateways.card) return row;
  const payment = await deps.gateways.card.retrieve(intentId);
  return orderBy(deps, 'invoiceNumber', payment.orderRef);
}

async function disputed(deps: OrderDeps, dispute: Record<string, unknown>): Promise<EventOutcome> {
  const row = await orderOfPayment(deps, text(dispute.payment_intent));
  if (!row) return NOT_OURS;
  const due = cents((dispute.evidence_details as Record<string, unknown> | undefined)?.due_by);
  const facts = {
    provider: 'Stripe' as const,
    invoiceNumber: row.invoiceNumber,
    amountCents: cents(dispute.amount),
    reason: text(dispute.reason) || 'general',
    dueBy: due ? new Date(due * 1000) : null,
  };
  return recordDispute(deps, row, facts, `dispute:${text(dispute.id)}`);
}

/** A dispute on `row`: a staff note and the shop's email (once per `dedupeKey`), in one transaction. */
export async function recordDispute(
  deps: OrderDeps & { shopEmail: string },
  row: OrderRow,
  facts: DisputeFacts,
  dedupeKey: string,
): Promise<EventOutcome> {
  const mailId = await deps.db.transaction(async (tx) => {
    await note(tx, row, disputeLine(facts));
    const brand = await loadEmailBrand(tx, deps);
    return enqueueEmail(tx, paymentDisputeMessage({ shopEmail: deps.shopEmail, brand }, facts), dedupeKey);
  });
  await deps.outbox.later([mailId]);
  return { orderId: row.id, outcome: 'dispute noted' };
}

/** What became of a dispute: the money Stripe took for it, and how it was closed (won or lost). */
async function disputeMoved(
  deps: OrderDeps,
  type: string,
  dispute: Record<string, unknown>,
): Promise<EventOutcome> {
  const row = await orderOfPayment(deps, text(dispute.payment_intent));
  if (!row) return NOT_OURS;
  const amount = formatMoney(cents(dispute.amount));
  const outcome = text(dispute.status);
  const message =
    type === 'charge.dispute.funds_withdrawn'
      ? `Stripe withdrew ${amount} from the shop's balance while the dispute is decided.`
      : outcome === 'won'
        ? `Dispute at Stripe closed: won. The ${amount} is the shop's again.`
        : outcome === 'lost'
          ? `Dispute at Stripe closed: lost. The customer keeps the ${amount}; do not refund it again.`
          : `Dispute at Stripe closed (${outcome.replaceAll('_', ' ') || 'no outcome given'}): ${amount}.`;
  await note(deps.db, row, message);
  return { orderId: row.id, outcome: 'dispute moved' };
}

async function refunded(deps: OrderDeps, charge: Record<string, unknown>): Promise<EventOutcome> {
  const row = await orderBy(deps, 'paymentRef', text(charge.payment_intent));
  if (!row) return NOT_OURS;
  const atStripe = cents(charge.amount_refunded);
  if (atStripe <= row.refundedCents) return { orderId: row.id, outcome: 'recorded already' };
  await note(
    deps.db,
    row,
    `Stripe has refunded ${formatMoney(atStripe)} of this payment, the shop has recorded ${formatMoney(row.refundedCents)}: a refund was made in Stripe's dashboard. Do not refund it again here; restock by hand and tell the customer.`,
  );
  return { orderId: row.id, outcome: 'refund at Stripe noted' };
}

export async function handleStripeEvent(
  deps: OrderDeps & { shopEmail: string },
  event: ProviderEvent,
): Promise<EventOutcome> {
  if (PAYMENT_EVENTS.has(event.type)) return settlePayment(deps, event.object);
  if (event.type === 'charge.dispute.created') return disputed(deps, event.object);
  if (event.type === 'charge.dispute.funds_withdrawn' || event.type === 'charge.dispute.closed')
    return disputeMoved(deps, event.type, event.object);
  if (event.type === 'charge.refunded') return refunded(deps, event.object);
  return { orderId: null, outcome: 'ignored' };
}

/** How long an event id is kept: providers send an event again for up to 3 days. */
export const KEEP_EVENTS_MS = 30 * 24 * 60 * 60_000;

/** Forgets events acted on more than `keepMs` ago (a claim still processing is kept). Returns how many. */
export async function pruneEvents(db: DbOrTx, keepMs = KEEP_EVENTS_MS): Promise<number> {
  const gone = await db
    .delete(paymentEvents)
    .where(and(eq(paymentEvents.status, 'done'), lt(paymentEvents.receivedAt, new Date(Date.now() - keepMs))))
    .returning({ eventId: paymentEvents.eventId });
  return gone.length;
}

/** Prunes the events every `everyMs` in the background (the timer does not keep the process alive). */
export function startEventPruning(db: DbOrTx, everyMs = 60 * 60_000): () => void {
  const timer = setInterval(() => {
    pruneEvents(db).catch((error: Error) =>
      console.error(`[webhooks] pruning events failed: ${error.message}`),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
