/** Product and cart pricing in integer cents, shared by pages, islands and the server. */
import { formatMoney, formatPercent, percentOf } from './money.ts';

/** A product discount: percent in basis points, or a fixed amount in cents. */
export type Discount = { kind: 'percent'; bp: number } | { kind: 'fixed'; cents: number };

/** discount_type 1 is fixed dollars; any other type is percent (docs/design.md#money). */
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

/** A discount's label both ways, one for each price view: the ex-GST view shows the ex-GST saving. */
export interface DiscountLabel {
  inc: string;
  ex: string;
}

/** '$11.00' as '$11'; '$13.75' as it is. */
const wholeDollars = (text: string) => (text.endsWith('.00') ? text.slice(0, -3) : text);

/**
 * 'Save 15%' for a percent discount (the same in both views); for a fixed one (stored ex GST) the
 * GST-inclusive saving in the inc view and the stored ex-GST one in the ex view: { inc: 'Save $11',
 * ex: 'Save $10' } for $10 off at 10% GST ({ inc: 'Save $13.75', ex: 'Save $12.50' } for $12.50 off).
 */
export function discountLabel(discount: Discount, gstBp: number): DiscountLabel {
  if (discount.kind === 'percent') {
    const text = `Save ${formatPercent(discount.bp)}%`;
    return { inc: text, ex: text };
  }
  return {
    inc: `Save ${wholeDollars(formatMoney(incGst(discount.cents, gstBp)))}`,
    ex: `Save ${wholeDollars(formatMoney(discount.cents))}`,
  };
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

/**
 * A GST-exclusive amount with GST added, rounded half up once: incGst(15499, 1000) -> 17049. Stored
 * prices stay ex GST (the product spec); this is the figure shoppers are shown first (docs/design.md#money).
 */
export function incGst(exCents: number, gstBp: number): number {
  return Math.floor((exCents * (10000 + gstBp) + 5000) / 10000);
}

/**
 * The GST contained in a GST-inclusive amount, rounded half up (GST Act s9-90, applied once per
 * invoice to its total): gstIncluded(18699, 1000) -> 1700, the ATO's "one eleventh" at 10%.
 */
export function gstIncluded(incCents: number, gstBp: number): number {
  const whole = 10000 + gstBp;
  return Math.floor((2 * incCents * gstBp + whole) / (2 * whole));
}

/**
 * The ex-GST price (what is stored) whose GST-inclusive figure is `incCents`: exGstFor(17049, 1000) ->
 * 15499. Not every inclusive amount is reachable in whole cents (at 10% a cent ex GST is 1.1 cents
 * inc); then the ex-GST price whose inclusive figure is nearest, the lower on a tie.
 */
export function exGstFor(incCents: number, gstBp: number): number {
  const guess = Math.round((incCents * 10000) / (10000 + gstBp));
  let best = Math.max(0, guess - 1);
  for (const ex of [guess, guess + 1])
    if (Math.abs(incGst(ex, gstBp) - incCents) < Math.abs(incGst(best, gstBp) - incCents)) best = ex;
  return best;
}

/** One price as shown: GST included (the prominent figure) and ex GST (the product spec's figure, labelled). */
export interface ShownPrice {
  incCents: number;
  exCents: number;
}

/** A unit price shown both ways. */
export function shownPrice(exCents: number, gstBp: number): ShownPrice {
  return { incCents: incGst(exCents, gstBp), exCents };
}

/**
 * A cart or order line shown both ways: the GST-inclusive unit price times the quantity (what the
 * shopper sees as price x quantity) and the ex-GST line total.
 */
export function shownLine(line: PricedLine, gstBp: number): ShownPrice {
  return { incCents: incGst(line.unitCents, gstBp) * line.quantity, exCents: line.unitCents * line.quantity };
}

/** Percent discounts of the price chain, in basis points. */
export interface ChainDiscounts {
  signupBp?: number;
  membershipBp?: number;
  /** The newsletter welcome code, applied after the membership discount. */
  newsletterBp?: number;
}

/**
 * Totals of an order. Every amount is GST-inclusive cents, as shown to the shopper, except the two
 * named Ex (the product spec's ex-GST subtotal and delivery charge) and gstCents, the GST the total contains.
 */
export interface OrderTotals {
  /** The product spec's subtotal: the ex-GST line totals. */
  subtotalExCents: number;
  /** The GST-inclusive line totals as shown, before discounts. */
  subtotalIncCents: number;
  signupDiscountCents: number;
  membershipDiscountCents: number;
  newsletterDiscountCents: number;
  /** Subtotal less every discount, never below zero. */
  discountedSubtotalCents: number;
  /** The product spec's delivery charge, ex GST (0 when free). */
  deliveryExCents: number;
  /** Delivery as shown, GST included. */
  deliveryIncCents: number;
  /** The GST contained in the total. */
  gstCents: number;
  /** What is charged: exactly the shown lines, less the shown discounts, plus the shown delivery. */
  totalCents: number;
}

/** Whether delivery is free: from the threshold, compared with the GST-inclusive subtotal the shopper sees. */
export function deliveryIsFree(subtotalIncCents: number, settings: PricingSettings): boolean {
  return subtotalIncCents >= settings.freeDeliveryThresholdCents;
}

/**
 * docs/product.md#numbers-and-limits's checkout chain, in the GST-inclusive figures shoppers are shown (docs/design.md#money):
 * the subtotal is the sum of the shown lines; less the signup discount (percent of the subtotal); less
 * the membership discount (percent of what remains); less the newsletter code (percent of what remains);
 * plus delivery with GST (the chosen delivery option's charge; without one, the settings' charge, free
 * when the subtotal reaches the threshold; none for an empty cart). The
 * total is exactly what was shown, so the charge can never exceed it, and the GST it contains is
 * taken once from the total. Each step rounds half up once.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  settings: PricingSettings,
  discounts: ChainDiscounts = {},
  /** The chosen delivery option's charge ex GST (lib/freight/quote.ts, which applied free delivery). */
  deliveryOptionExCents?: number,
): OrderTotals {
  const subtotalEx = subtotalCents(lines);
  const subtotalInc = lines.reduce((sum, line) => sum + shownLine(line, settings.gstBp).incCents, 0);
  const signup = Math.min(subtotalInc, percentOf(subtotalInc, discounts.signupBp ?? 0));
  const afterSignup = subtotalInc - signup;
  const membership = Math.min(afterSignup, percentOf(afterSignup, discounts.membershipBp ?? 0));
  const afterMembership = afterSignup - membership;
  const newsletter = Math.min(afterMembership, percentOf(afterMembership, discounts.newsletterBp ?? 0));
  const discounted = afterMembership - newsletter;
  const deliveryEx =
    lines.length === 0 || subtotalEx === 0
      ? 0
      : (deliveryOptionExCents ?? (deliveryIsFree(subtotalInc, settings) ? 0 : settings.deliveryChargeCents));
  const deliveryInc = incGst(deliveryEx, settings.gstBp);
  const total = discounted + deliveryInc;
  return {
    subtotalExCents: subtotalEx,
    subtotalIncCents: subtotalInc,
    signupDiscountCents: signup,
    membershipDiscountCents: membership,
    newsletterDiscountCents: newsletter,
    discountedSubtotalCents: discounted,
    deliveryExCents: deliveryEx,
    deliveryIncCents: deliveryInc,
    gstCents: gstIncluded(total, settings.gstBp),
    totalCents: total,
  };
}

/** What is left to spend (GST included) before delivery is free; 0 once it is. */
export function spendForFreeDelivery(subtotalIncCents: number, settings: PricingSettings): number {
  return Math.max(0, settings.freeDeliveryThresholdCents - subtotalIncCents);
}

/**
 * The ex-GST lines of a totals block, derived so they add up to the ex-GST total: the
 * total ex GST is the total less the GST it contains; the subtotal and delivery are the product spec's ex-GST
 * figures; each discount's ex-GST figure is its share of the GST-inclusive subtotal applied to the
 * ex-GST subtotal (rounded half up); what rounding leaves over is one rounding line (usually a cent
 * or none), and the GST is the total less the total ex GST. So subtotal - discounts + delivery +
 * rounding = total ex GST, and total ex GST + GST = total.
 */
export interface ExGstFigures {
  subtotalExCents: number;
  signupDiscountExCents: number;
  membershipDiscountExCents: number;
  newsletterDiscountExCents: number;
  deliveryExCents: number;
  /** Total ex GST less the lines above it (signed; 0 when they already add up). */
  roundingExCents: number;
  totalExCents: number;
  gstCents: number;
}

/** What exGstFigures reads of an order's totals (a placed order's stored totals too). */
export type ExGstSource = Pick<
  OrderTotals,
  | 'subtotalExCents'
  | 'subtotalIncCents'
  | 'signupDiscountCents'
  | 'membershipDiscountCents'
  | 'newsletterDiscountCents'
  | 'deliveryExCents'
  | 'gstCents'
  | 'totalCents'
>;

/** round(cents * num / den) half up, in integers (num, den >= 0, den > 0). */
function shareOf(cents: number, num: number, den: number): number {
  return Math.floor((2 * cents * num + den) / (2 * den));
}

export function exGstFigures(t: ExGstSource): ExGstFigures {
  const exOf = (incCents: number) =>
    t.subtotalIncCents > 0 ? shareOf(incCents, t.subtotalExCents, t.subtotalIncCents) : 0;
  const signup = exOf(t.signupDiscountCents);
  const membership = exOf(t.membershipDiscountCents);
  const newsletter = exOf(t.newsletterDiscountCents);
  // An order keeps the GST stored with it; the total ex GST is what is left of the total.
  const totalEx = t.totalCents - t.gstCents;
  const lines = t.subtotalExCents - signup - membership - newsletter + t.deliveryExCents;
  return {
    subtotalExCents: t.subtotalExCents,
    signupDiscountExCents: signup,
    membershipDiscountExCents: membership,
    newsletterDiscountExCents: newsletter,
    deliveryExCents: t.deliveryExCents,
    roundingExCents: totalEx - lines,
    totalExCents: totalEx,
    gstCents: t.totalCents - totalEx,
  };
}
