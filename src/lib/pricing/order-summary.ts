/**
 * The lines of a totals block as shoppers see them (cart panel and page, checkout, payment pages, order
 * details): subtotal, each discount that applies, delivery and the total, each shown both ways, so the
 * lines add up in the view the shopper chose. In the GST-inclusive view (the default, as
 * charged, docs/design.md#money) "GST included" comes before the total; in the ex-GST view the ex-GST
 * figures come from pricing's exGstFigures (a rounding line takes up what rounding leaves over) and the
 * GST and the total with it come after the total ex GST, as on a tax invoice. Nothing here works out GST.
 */
import type { GstView } from './gst-view-keys.ts';
import { exGstFigures, type OrderTotals, type ShownPrice } from './pricing.ts';

/** What a totals block needs of an order's totals: everything but the discounted subtotal. */
export type ShownTotals = Omit<OrderTotals, 'discountedSubtotalCents'>;

export type SummaryKey =
  | 'subtotal'
  | 'signup-discount'
  | 'membership-discount'
  | 'newsletter-discount'
  | 'delivery'
  | 'gst'
  | 'rounding'
  | 'total'
  | 'ex-gst'
  | 'ex-total-inc';

/**
 * One line: a price shown both ways (subtotal, delivery, total), a discount taken off (both ways),
 * delivery that is free, a plain amount (the GST) or a signed one (the rounding line). `view` marks a
 * line shown in that view only.
 */
export type SummaryRow = { key: SummaryKey; label: string; view?: GstView } & (
  | { kind: 'price'; price: ShownPrice }
  | { kind: 'discount'; price: ShownPrice }
  | { kind: 'free' }
  | { kind: 'amount'; cents: number }
  | { kind: 'adjust'; cents: number }
);

const DISCOUNTS = [
  ['signup-discount', 'Signup discount', 'signupDiscountCents', 'signupDiscountExCents'],
  ['membership-discount', 'Membership discount', 'membershipDiscountCents', 'membershipDiscountExCents'],
  ['newsletter-discount', 'Newsletter code', 'newsletterDiscountCents', 'newsletterDiscountExCents'],
] as const;

/** The total both ways: what is charged, and the same less the GST it contains. */
export function shownTotal(t: Pick<ShownTotals, 'totalCents' | 'gstCents'>): ShownPrice {
  return { incCents: t.totalCents, exCents: t.totalCents - t.gstCents };
}

/**
 * The rows of a totals block, in order: Subtotal, each discount above zero, Delivery ('Free' when
 * nothing is charged for it), then GST included (inc view) or Rounding when not zero (ex view), Total,
 * and in the ex view Plus GST and Total inc GST. In the inc view subtotal - discounts + delivery = total;
 * in the ex view subtotal - discounts + delivery + rounding = total ex GST, and that plus GST is the
 * total charged.
 */
export function summaryRows(t: ShownTotals): SummaryRow[] {
  const ex = exGstFigures(t);
  const discounts: SummaryRow[] = DISCOUNTS.filter(([, , field]) => t[field] > 0).map(
    ([key, label, field, exField]) => ({
      key,
      label,
      kind: 'discount',
      price: { incCents: t[field], exCents: ex[exField] },
    }),
  );
  const rows: SummaryRow[] = [
    {
      key: 'subtotal',
      label: 'Subtotal',
      kind: 'price',
      price: { incCents: t.subtotalIncCents, exCents: ex.subtotalExCents },
    },
    ...discounts,
    t.deliveryExCents === 0 && t.deliveryIncCents === 0
      ? { key: 'delivery', label: 'Delivery', kind: 'free' }
      : {
          key: 'delivery',
          label: 'Delivery',
          kind: 'price',
          price: { incCents: t.deliveryIncCents, exCents: ex.deliveryExCents },
        },
    { key: 'gst', label: 'GST included', kind: 'amount', cents: t.gstCents, view: 'inc' },
  ];
  if (ex.roundingExCents !== 0)
    rows.push({ key: 'rounding', label: 'Rounding', kind: 'adjust', cents: ex.roundingExCents, view: 'ex' });
  rows.push(
    {
      key: 'total',
      label: 'Total',
      kind: 'price',
      price: { incCents: t.totalCents, exCents: ex.totalExCents },
    },
    { key: 'ex-gst', label: 'Plus GST', kind: 'amount', cents: ex.gstCents, view: 'ex' },
    { key: 'ex-total-inc', label: 'Total inc GST', kind: 'amount', cents: t.totalCents, view: 'ex' },
  );
  return rows;
}

/** The rows a shopper sees in one view, in order. */
export function rowsInView(rows: readonly SummaryRow[], view: GstView): SummaryRow[] {
  return rows.filter((row) => !row.view || row.view === view);
}

/** The GST-inclusive discounts together (what a one-line discount shows, e.g. in order history). */
export function discountsCents(
  t: Pick<ShownTotals, 'signupDiscountCents' | 'membershipDiscountCents' | 'newsletterDiscountCents'>,
): number {
  return t.signupDiscountCents + t.membershipDiscountCents + t.newsletterDiscountCents;
}

/** The discounts together both ways (a one-line discount, e.g. in order history), following exGstFigures. */
export function discountsShown(t: ShownTotals): ShownPrice {
  const ex = exGstFigures(t);
  return {
    incCents: discountsCents(t),
    exCents: ex.signupDiscountExCents + ex.membershipDiscountExCents + ex.newsletterDiscountExCents,
  };
}
