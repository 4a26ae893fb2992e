/** A placed order as members and guests see it (history, details, tracking), money in cents. */

import { methodName } from '../checkout/payment-methods.ts';
import { formatMoney } from '../pricing/money.ts';
import type { ShownTotals } from '../pricing/order-summary.ts';
import type { ShownPrice } from '../pricing/pricing.ts';
import { CARRIERS } from './fulfilment.ts';

export interface OrderLine {
  id: number;
  title: string;
  quantity: number;
  /** The unit price and the line total, GST included and ex GST, as the server charged them. */
  unit: ShownPrice;
  total: ShownPrice;
  /** The vehicle the part was bought for: "2019 Ford Ranger PX3 3.2 TDCi". */
  vehicle?: string;
  /** The owner's review of this line and its moderation state; null when not reviewed (or not sent). */
  review?: { status: string } | null;
  /** The owner may review this line now (delivered or collected, not reviewed yet). */
  canReview?: boolean;
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
  /** What happened to the order, oldest first: only what the customer is shown (no staff notes). */
  timeline: TimelineEntry[];
  /** Where the parcel is, once the order is shipped. */
  tracking: Tracking | null;
  /** How a sent order travels: its service(s) and business days from ordering; null for collect. */
  deliveryService: { name: string; etaDays: readonly [number, number] } | null;
  /** What has been paid back so far. */
  refundedCents: number;
}

/** An order's payment: pending (not yet taken), completed, review (taken, the shop checks it) or failed. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'review', 'failed'] as const;

/** The kinds of order event a customer is shown (staff notes are never public). */
export const CUSTOMER_EVENT_KINDS = ['placed', 'paid', 'status', 'refund'] as const;

export interface TimelineEntry {
  at: string;
  /** placed | paid | status | refund */
  kind: string;
  /** For kind 'status': the status the order moved to. */
  status: string | null;
  label: string;
  carrierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export interface Tracking {
  /** lib/fulfilment's CARRIERS key, and its name as shown. */
  carrier: string;
  carrierName: string;
  number: string;
  /** The carrier's tracking page for this parcel; null when the shop has no link for the carrier. */
  url: string | null;
}

/** Where a placed order is followed: a member's own order page, or tracking by number for anyone. */
export function trackingPath(invoiceNumber: string, signedIn: boolean): string {
  const number = encodeURIComponent(invoiceNumber);
  return signedIn ? `/track-order/?order_id=${number}` : `/guest-track-order/?id=${number}`;
}

/**
 * docs/product.md#data: the card provider's name is shown as 'Card'; a payment through it by Afterpay
 * or Zip (its `payment_method_type`) by that method's name.
 */
export function paymentLabel(method: string, type?: string | null): string {
  if (method !== 'Stripe') return method;
  return type === 'afterpay_clearpay' || type === 'zip' ? methodName(type) : 'Card';
}

const WORDS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  ready_to_collect: 'Ready to collect',
  collected: 'Collected',
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

/** A carrier's name as shown ('startrack' -> 'StarTrack'); an unknown key as words. */
export function carrierName(carrier: string): string {
  return CARRIERS[carrier as keyof typeof CARRIERS] ?? statusLabel(carrier);
}

/** What a timeline entry needs to be said in words. */
export interface EventFacts {
  kind: string;
  status: string | null;
  carrier: string | null;
  amountCents: number | null;
  message: string;
}

/**
 * A timeline entry in words: 'Order placed', 'Payment received', a status ('Processing', 'Shipped with
 * StarTrack', 'Delivered'), or a refund ('Refunded $12.34' when it completes the refund of the whole
 * order, else 'Partly refunded $12.34').
 */
export function eventLabel(e: EventFacts, refundCompletesOrder = false): string {
  switch (e.kind) {
    case 'placed':
      return 'Order placed';
    case 'paid':
      return 'Payment received';
    case 'status':
      if (e.status === 'shipped' && e.carrier && e.carrier !== 'other')
        return `Shipped with ${carrierName(e.carrier)}`;
      return e.status ? statusLabel(e.status) : e.message || 'Updated';
    case 'refund': {
      const amount = formatMoney(e.amountCents ?? 0);
      return refundCompletesOrder ? `Refunded ${amount}` : `Partly refunded ${amount}`;
    }
    default:
      return e.message || statusLabel(e.kind);
  }
}
