/**
 * The one totals block: subtotal, each discount that applies, delivery, the GST included and the total,
 * prices GST-inclusive first with the ex-GST figure beside (lib/order-summary). Shown by the cart panel
 * and page, checkout, the payment pages and order details.
 */
import { Fragment } from 'react';
import { formatMoney } from '../../lib/money.ts';
import { type ShownTotals, type SummaryRow, summaryRows } from '../../lib/order-summary.ts';
import { INC_LABEL, PRICE_CLASS } from '../../lib/price-display.ts';
import { GstPrice } from '../shared/GstPrice.tsx';

interface Props {
  totals: ShownTotals;
  /** The list's class: cart-summary, cart-panel-totals, or none inside the checkout summary. */
  className?: string;
  /** Gives each amount a test id `{prefix}-{row}`, e.g. summary-total. */
  testIdPrefix?: string;
  /** Wraps each row in its own element, for lists laid out row by row (the checkout summary). */
  grouped?: boolean;
}

function Amount({ row }: { row: SummaryRow }) {
  switch (row.kind) {
    case 'price':
      return <GstPrice price={row.price} />;
    case 'free':
      return <>Free</>;
    case 'discount':
      // A discount comes off the GST-inclusive figures, so it is one GST-inclusive amount.
      return (
        <span className="amount">
          −{formatMoney(row.cents)}
          <span className={PRICE_CLASS.label}> {INC_LABEL}</span>
        </span>
      );
    case 'amount':
      return <span className="amount">{formatMoney(row.cents)}</span>;
  }
}

export function Totals({ totals, className, testIdPrefix, grouped }: Props) {
  const Row = grouped ? 'div' : Fragment;
  return (
    <dl className={className}>
      {summaryRows(totals).map((row) => (
        <Row key={row.key}>
          <dt>{row.label}</dt>
          <dd className={`total-${row.key}`} data-testid={testIdPrefix && `${testIdPrefix}-${row.key}`}>
            <Amount row={row} />
          </dd>
        </Row>
      ))}
    </dl>
  );
}
