/** Product and cart pricing in integer cents, shared by pages, islands and the server. */
import { formatMoney, formatPercent, percentOf } from './money.ts';

/** A product discount: percent in basis points, or a fixed amount in cents. */
export type Discount = { kind: 'percent'; bp: number } | { kind: 'fixed'; cents: number };

/** discount_type 1 is fixed dollars; any other type is percent (DESIGN section 3). */
export function discountKind(discountType: number | string): Discount['kind'] {
  return String(discountType) === '1' ? 'fixed' : 'percent';
}

/** A discount from its type and amount: type 1 is a fixed amount in cents, any other a percent in basis points. */
export function discountOf(discountType: number | string, amount: number): Discount {
  return discountKind(discountType) === 'fixed'
    ? { kind: 'fixed', cents: amount }
    : { kind: 'percent', bp: amount };
}

/** What one unit costs: the price less its discount (if any), floored at zero. */
export function applyDiscount(priceCents: number, discount: Discount | null): number {
  const off = !discount ? 0 : discount.kind === 'fixed' ? discount.cents : percentOf(priceCents, discount.bp);
  return Math.max(0, priceCents - off);
}

/** 'Save 15%' for a percent discount, 'Save $10' (or 'Save $12.50') for a fixed one. */
export function discountLabel(discount: Discount): string {
  if (discount.kind === 'percent') return `Save ${formatPercent(discount.bp)}%`;
  const text = formatMoney(discount.cents);
  return `Save ${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}

/** A line of quantity times unit price. */
export interface PricedLine {
  unitCents: number;
  quantity: number;
}

/** Sum of quantity times unit price over the lines. */
export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
}

/** What the price chain needs from general settings, in cents and basis points. */
export interface PricingSettings {
  gstBp: number;
  deliveryChargeCents: number;
  freeDeliveryThresholdCents: number;
}

export interface OrderTotals {
  subtotalCents: number;
  signupDiscountCents: number;
  membershipDiscountCents: number;
  /** Subtotal less both discounts, never below zero. */
  discountedSubtotalCents: number;
  deliveryCents: number;
  gstCents: number;
  totalCents: number;
}

/**
 * SPEC section 9's checkout chain: subtotal; less the signup discount (percent of the subtotal);
 * less the membership discount (percent of what remains); plus delivery (free when the subtotal is
 * at or above the threshold, else the settings charge; none for an empty cart); plus GST on the
 * discounted subtotal and delivery. Each step rounds half up once.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  settings: PricingSettings,
  discounts: { signupBp?: number; membershipBp?: number } = {},
): OrderTotals {
  const subtotal = subtotalCents(lines);
  const signup = Math.min(subtotal, percentOf(subtotal, discounts.signupBp ?? 0));
  const afterSignup = subtotal - signup;
  const membership = Math.min(afterSignup, percentOf(afterSignup, discounts.membershipBp ?? 0));
  const discounted = afterSignup - membership;
  const delivery =
    subtotal === 0 || subtotal >= settings.freeDeliveryThresholdCents ? 0 : settings.deliveryChargeCents;
  const gst = percentOf(discounted + delivery, settings.gstBp);
  return {
    subtotalCents: subtotal,
    signupDiscountCents: signup,
    membershipDiscountCents: membership,
    discountedSubtotalCents: discounted,
    deliveryCents: delivery,
    gstCents: gst,
    totalCents: discounted + delivery + gst,
  };
}
