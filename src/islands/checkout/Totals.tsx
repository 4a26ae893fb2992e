/**
 * The one totals block: subtotal, discounts when there are any, then shipping, tax and GST when the
 * page knows them, and the total. Shown by the cart panel and page, checkout, the payment pages and
 * order details.
 */
import { Fragment } from 'react';
import { formatMoney } from '../../lib/money.ts';

export interface TotalsValues {
  subtotalCents: number;
  signupDiscountCents?: number;
  membershipDiscountCents?: number;
  /** The discounts together, where they are not known apart (a placed order). */
  discountCents?: number;
  deliveryCents?: number;
  taxCents?: number;
  gstCents?: number;
  totalCents: number;
}

interface Props {
  totals: TotalsValues;
  /** The list's class: cart-summary, cart-panel-totals, or none inside the checkout summary. */
  className?: string;
  shippingLabel?: string;
  /** Gives each amount a test id `{prefix}-{label}`, e.g. summary-total. */
  testIdPrefix?: string;
  /** Wraps each row in its own element, for lists laid out row by row (the checkout summary). */
  grouped?: boolean;
}

export function Totals({ totals, className, shippingLabel = 'Shipping', testIdPrefix, grouped }: Props) {
  const rows: [string, number | undefined][] = [
    ['Subtotal', totals.subtotalCents],
    ['Signup discount', totals.signupDiscountCents ? -totals.signupDiscountCents : undefined],
    ['Membership discount', totals.membershipDiscountCents ? -totals.membershipDiscountCents : undefined],
    ['Discounts', totals.discountCents ? -totals.discountCents : undefined],
    [shippingLabel, totals.deliveryCents],
    ['Tax', totals.taxCents],
    ['GST', totals.gstCents],
    ['Total', totals.totalCents],
  ];
  const Row = grouped ? 'div' : Fragment;
  return (
    <dl className={className}>
      {rows.map(([label, cents]) =>
        cents === undefined ? null : (
          <Row key={label}>
            <dt>{label}</dt>
            <dd data-testid={testIdPrefix && `${testIdPrefix}-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {formatMoney(cents)}
            </dd>
          </Row>
        ),
      )}
    </dl>
  );
}
