/**
 * What staff may do to an order: lib/fulfilment's state machine, and on top of it payment. Only a
 * paid order is fulfilled; a paid one is cancelled only once its money is back.
 */
import { canMoveOrder, ORDER_TRANSITIONS, type OrderStatus } from '../../../lib/orders/fulfilment.ts';
import { statusLabel } from '../../../lib/orders/orders.ts';
import type { orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Orders the customer placed: paid, or paid with an amount to check. Attempts are 'pending' or 'failed'. */
export const PLACED_PAYMENTS = ['completed', 'review'] as const;
export { PAYMENT_STATUSES } from '../../../lib/orders/orders.ts';

export const NOT_PAID_MESSAGE = 'This order has not been paid.';
export const REFUND_FIRST_MESSAGE = 'Refund the payment before cancelling this order.';

export const COLLECT_NOT_SHIPPED = 'A click & collect order is collected from its store, not shipped.';
export const ONLY_COLLECT = 'Only a click & collect order is made ready to collect or collected.';

export const statusName = statusLabel;
export const transitionMessage = (from: string, to: string) =>
  `An order that is ${statusName(from)} cannot be marked ${statusName(to)}.`;

export const moneyTaken = (o: Pick<OrderRow, 'paymentStatus'>) =>
  (PLACED_PAYMENTS as readonly string[]).includes(o.paymentStatus);

/**
 * Why the order cannot be moved to `to` now, or null when it can: the state machine first, then
 * payment (only a paid order is fulfilled; a paid one is cancelled only once its money is back).
 */
export function refusal(
  o: Pick<OrderRow, 'status' | 'paymentStatus' | 'refundedCents' | 'totalCents' | 'fulfilment'>,
  to: string,
): string | null {
  if (!canMoveOrder(o.status, to)) return transitionMessage(o.status, to);
  const collect = o.fulfilment === 'collect';
  if (collect && (to === 'shipped' || to === 'delivered')) return COLLECT_NOT_SHIPPED;
  if (!collect && (to === 'ready_to_collect' || to === 'collected')) return ONLY_COLLECT;
  if (
    (to === 'processing' || to === 'shipped' || to === 'ready_to_collect') &&
    o.paymentStatus !== 'completed'
  )
    return NOT_PAID_MESSAGE;
  if (to === 'cancelled' && moneyTaken(o) && o.refundedCents < o.totalCents) return REFUND_FIRST_MESSAGE;
  return null;
}

/** The moves the server would accept now. */
export function nextStatuses(o: Parameters<typeof refusal>[0]): OrderStatus[] {
  return (ORDER_TRANSITIONS[o.status as OrderStatus] ?? []).filter((to) => refusal(o, to) === null);
}
