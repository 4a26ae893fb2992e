import { describe, expect, it } from 'vitest';
import { discountsCents, discountsShown, rowsInView, type SummaryRow, summaryRows } from './order-summary.ts';
import { exGstFigures, priceOrder } from './pricing.ts';

const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };
const lines = [
  { unitCents: 15499, quantity: 1 },
  { unitCents: 1995, quantity: 3 },
];

/** A row's signed GST-inclusive amount as it adds into the total (0 for the GST line and the total). */
function addend(row: SummaryRow): number {
  if (row.key === 'total' || row.key === 'gst' || row.kind === 'free') return 0;
  if (row.kind === 'discount') return -row.price.incCents;
  return row.kind === 'price' ? row.price.incCents : 0;
}

/** A row's leading figure in the ex-GST view, signed as it adds up. */
function exFigure(row: SummaryRow): number {
  switch (row.kind) {
    case 'price':
      return row.price.exCents;
    case 'discount':
      return -row.price.exCents;
    case 'free':
      return 0;
    case 'amount':
    case 'adjust':
      return row.cents;
  }
}

describe('the totals block', () => {
  it('lists subtotal, delivery, GST included and total for a guest, GST-inclusive first', () => {
    const rows = rowsInView(summaryRows(priceOrder(lines, settings)), 'inc');
    expect(rows.map((r) => r.label)).toEqual(['Subtotal', 'Delivery', 'GST included', 'Total']);
    // $154.99 ex is $170.49 inc; $19.95 ex is $21.95 (half up) inc, three of them $65.85.
    expect(rows[0]).toMatchObject({
      kind: 'price',
      price: { incCents: 17049 + 6585, exCents: 15499 + 5985 },
    });
    expect(rows[1]).toMatchObject({ kind: 'price', price: { incCents: 1650, exCents: 1500 } });
    expect(rows[3]).toMatchObject({ kind: 'price', price: { incCents: 25284 } });
  });

  it('gives each discount its own line, and the lines add up to the total exactly', () => {
    const totals = priceOrder(lines, settings, { signupBp: 500, membershipBp: 1250, newsletterBp: 1000 });
    const rows = rowsInView(summaryRows(totals), 'inc');
    expect(rows.map((r) => r.label)).toEqual([
      'Subtotal',
      'Signup discount',
      'Membership discount',
      'Newsletter code',
      'Delivery',
      'GST included',
      'Total',
    ]);
    const total = rows.find((r) => r.key === 'total');
    expect(total?.kind === 'price' && total.price.incCents).toBe(rows.reduce((sum, r) => sum + addend(r), 0));
    expect(discountsCents(totals)).toBe(
      totals.signupDiscountCents + totals.membershipDiscountCents + totals.newsletterDiscountCents,
    );
  });

  it('shows the total ex GST as the total less the GST it contains', () => {
    const totals = priceOrder(lines, settings);
    const rows = summaryRows(totals);
    expect(rows.find((r) => r.key === 'total')).toMatchObject({
      price: { incCents: totals.totalCents, exCents: totals.totalCents - totals.gstCents },
    });
    expect(rows.find((r) => r.key === 'gst')).toMatchObject({
      kind: 'amount',
      cents: totals.gstCents,
      view: 'inc',
    });
  });

  it('adds up in the ex-GST view: $139.90 + $15.00 ex GST with a cent of rounding to $154.91', () => {
    const totals = priceOrder([{ unitCents: 1399, quantity: 10 }], settings);
    const rows = rowsInView(summaryRows(totals), 'ex');
    expect(rows.map((r) => [r.label, exFigure(r)])).toEqual([
      ['Subtotal', 13990],
      ['Delivery', 1500],
      ['Rounding', 1],
      ['Total', 15491],
      ['Plus GST', 1549],
      ['Total inc GST', 17040],
    ]);
  });

  it('shows each discount ex GST in the ex-GST view, the lines adding up to the total ex GST', () => {
    const totals = priceOrder(lines, settings, { signupBp: 500, membershipBp: 1250, newsletterBp: 1000 });
    const rows = rowsInView(summaryRows(totals), 'ex');
    expect(rows.map((r) => r.label)).toEqual([
      'Subtotal',
      'Signup discount',
      'Membership discount',
      'Newsletter code',
      'Delivery',
      ...(exGstFigures(totals).roundingExCents === 0 ? [] : ['Rounding']),
      'Total',
      'Plus GST',
      'Total inc GST',
    ]);
    const at = rows.findIndex((r) => r.key === 'total');
    const lineSum = rows.slice(0, at).reduce((sum, r) => sum + exFigure(r), 0);
    expect(exFigure(rows[at]!)).toBe(lineSum);
    expect(exFigure(rows[at]!) + exFigure(rows[at + 1]!)).toBe(exFigure(rows[at + 2]!));
    expect(exFigure(rows[at + 2]!)).toBe(totals.totalCents);
    expect(discountsShown(totals)).toEqual({
      incCents: discountsCents(totals),
      exCents: -rows.slice(1, 4).reduce((sum, r) => sum + exFigure(r), 0),
    });
  });

  it('says Free once the GST-inclusive subtotal reaches the threshold', () => {
    const rows = summaryRows(priceOrder([{ unitCents: 36364, quantity: 1 }], settings));
    expect(rows.find((r) => r.key === 'delivery')).toEqual({
      key: 'delivery',
      label: 'Delivery',
      kind: 'free',
    });
  });
});
