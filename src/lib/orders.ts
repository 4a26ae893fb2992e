/** A placed order as members and guests see it (history, details, tracking), money in cents. */
import type { ShownTotals } from './order-summary.ts';
import type { ShownPrice } from './pricing.ts';

export interface OrderLine {
  id: number;
  title: string;
  quantity: number;
  /** The unit price and the line total, GST included and ex GST, as the server charged them. */
  unit: ShownPrice;
  total: ShownPrice;
}

export interface Order {
  invoiceNumber: string;
  status: string;
  createdAt: string;
  paymentMethod: string;
  paymentStatus: string;
  /** The order's totals as charged: GST-inclusive lines, each discount, delivery, GST and total. */
  totals: ShownTotals;
  /** Sent only to the signed-in owner of the order. */
  customer: { name: string; email: string; phone: string; address: string } | null;
  lines: OrderLine[];
}

/** SPEC section 3: the card provider's name is shown as 'Card'. */
export function paymentLabel(method: string): string {
  return method === 'Stripe' ? 'Card' : method;
}

const WORDS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  completed: 'Paid',
  review: 'Under review',
  failed: 'Failed',
};

/** An order or payment status as words ('pending' -> 'Pending', payment 'completed' -> 'Paid'). */
export function statusLabel(status: string): string {
  const known = WORDS[status.toLowerCase()];
  if (known) return known;
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
