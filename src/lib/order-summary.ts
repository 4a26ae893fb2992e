/**
 * The lines of a totals block as shoppers see them (cart panel and page, checkout, payment pages, order
 * details): subtotal, each discount that applies, delivery, the GST included and the total, every
 * amount GST-inclusive as charged (DESIGN section 3), so the lines add up to the total exactly. The
 * figures come from the pricing module (or the server's order); nothing here works out GST.
 */
import type { OrderTotals, ShownPrice } from './pricing.ts';

/** What a totals block needs of an order's totals: everything but the discounted subtotal. */
export type ShownTotals = Omit<OrderTotals, 'discountedSubtotalCents'>;

export type SummaryKey =
  | 'subtotal'
  | 'signup-discount'
  | 'membership-discount'
  | 'newsletter-discount'
  | 'delivery'
  | 'gst'
  | 'total';

/**
 * One line: a price shown both ways (subtotal, delivery, total), a GST-inclusive discount taken off,
 * delivery that is free, or a plain GST-inclusive amount (the GST the total contains).
 */
export type SummaryRow = { key: SummaryKey; label: string } & (
  | { kind: 'price'; price: ShownPrice }
  | { kind: 'discount'; cents: number }
  | { kind: 'free' }
  | { kind: 'amount'; cents: number }
);

const DISCOUNTS = [
  ['signup-discount', 'Signup discount', 'signupDiscountCents'],
  ['membership-discount', 'Membership discount', 'membershipDiscountCents'],
  ['newsletter-discount', 'Newsletter code', 'newsletterDiscountCents'],
] as const;

/** The total both ways: what is charged, and the same less the GST it contains. */
export function shownTotal(t: Pick<ShownTotals, 'totalCents' | 'gstCents'>): ShownPrice {
  return { incCents: t.totalCents, exCents: t.totalCents - t.gstCents };
}

/**
 * The rows of a totals block, in order: Subtotal, each discount above zero, Delivery ('Free' when
 * nothing is charged for it), GST included, Total. Subtotal less the discounts plus delivery is the
 * total, in the GST-inclusive figures shown.
 */
export function summaryRows(t: ShownTotals): SummaryRow[] {
  const discounts: SummaryRow[] = DISCOUNTS.filter(([, , field]) => t[field] > 0).map(
    ([key, label, field]) => ({ key, label, kind: 'discount', cents: t[field] }),
  );
  return [
    {
      key: 'subtotal',
      label: 'Subtotal',
      kind: 'price',
      price: { incCents: t.subtotalIncCents, exCents: t.subtotalExCents },
    },
    ...discounts,
    t.deliveryExCents === 0 && t.deliveryIncCents === 0
      ? { key: 'delivery', label: 'Delivery', kind: 'free' }
      : {
          key: 'delivery',
          label: 'Delivery',
          kind: 'price',
          price: { incCents: t.deliveryIncCents, exCents: t.deliveryExCents },
        },
    { key: 'gst', label: 'GST included', kind: 'amount', cents: t.gstCents },
    { key: 'total', label: 'Total', kind: 'price', price: shownTotal(t) },
  ];
}

/** The GST-inclusive discounts together (what a one-line discount shows, e.g. in order history). */
export function discountsCents(
  t: Pick<ShownTotals, 'signupDiscountCents' | 'membershipDiscountCents' | 'newsletterDiscountCents'>,
): number {
  return t.signupDiscountCents + t.membershipDiscountCents + t.newsletterDiscountCents;
}
