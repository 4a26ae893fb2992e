/**
 * How many units of each order line can still be refunded: one rule for the server that refuses a
 * refund and the back office screens that offer one. A refund counts while it is under way or done
 * ('pending', 'succeeded'); a failed one gave nothing back.
 */

/** A refund as stored: its status and the lines it gave back. */
export interface CountedRefund {
  id?: number;
  status: string;
  lines: { item_id: number; quantity: number }[];
}

const COUNTED = ['pending', 'succeeded'];

/** Units refunded per order item id, leaving out refund `exceptId` (one being tried again). */
export function refundedQuantities(
  refunds: CountedRefund[],
  exceptId: number | null = null,
): Map<number, number> {
  const refunded = new Map<number, number>();
  for (const r of refunds)
    if (COUNTED.includes(r.status) && (exceptId === null || r.id !== exceptId))
      for (const l of r.lines) refunded.set(l.item_id, (refunded.get(l.item_id) ?? 0) + l.quantity);
  return refunded;
}

/** Units of a line still refundable: what was bought less what was refunded, never below zero. */
export function unitsLeft(quantity: number, refunded: number): number {
  return Math.max(0, quantity - refunded);
}

/**
 * What a refund by lines gives back: each line's GST-inclusive unit price times its quantity, but
 * never more than is left of the order (an earlier refund by amount, a discount).
 */
export function linesRefundCents(
  lines: { item_id: number; quantity: number }[],
  unitPrice: (itemId: number) => number | undefined,
  leftCents: number,
): number {
  const gross = lines.reduce((sum, l) => sum + (unitPrice(l.item_id) ?? 0) * l.quantity, 0);
  return Math.min(gross, leftCents);
}
