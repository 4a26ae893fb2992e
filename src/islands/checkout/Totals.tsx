/**
 * The one totals block: subtotal, each discount that applies, delivery, the GST and the total, prices
 * GST-inclusive first with the ex-GST figure beside, each row adding up in the shopper's view
 * (lib/order-summary; a row of one view only carries that view's class). Shown by the cart panel
 * and page, checkout, the payment pages and order details.
 */
import { Fragment } from 'react';
import { formatMoney } from '../../lib/pricing/money.ts';
import { type ShownTotals, type SummaryRow, summaryRows } from '../../lib/pricing/order-summary.ts';
import { EX_LABEL, VIEW_ONLY_CLASS } from '../../lib/pricing/price-display.ts';
import { GstPrice } from '../shared/GstPrice.tsx';

interface Props {
  totals: ShownTotals;
  /** The list's class: cart-summary, cart-panel-totals, or none inside the checkout summary. */
  className?: string;
  /** Gives each amount a test id `{prefix}-{row}`, e.g. summary-total. */
  testIdPrefix?: string;
  /** Wraps each row in its own element, for lists laid out row by row (the checkout summary). */
  grouped?: boolean;
  /** What free delivery says instead of "Free" ("Free — click & collect" for a collect order). */
  freeDelivery?: string | undefined;
}

function Amount({ row, free }: { row: SummaryRow; free: string }) {
  switch (row.kind) {
    case 'price':
      return <GstPrice price={row.price} />;
    case 'free':
      return <>{free}</>;
    case 'discount':
      return <GstPrice price={row.price} negative />;
    case 'amount':
      return <span className="amount">{formatMoney(row.cents)}</span>;
    case 'adjust':
      // The rounding line of the ex-GST view: signed, so the column adds up as read.
      return (
        <span className="amount">
          {row.cents < 0 ? '−' : '+'}
          {formatMoney(Math.abs(row.cents))}
          <span className="gst-label"> {EX_LABEL}</span>
        </span>
      );
  }
}

export function Totals({ totals, className, testIdPrefix, grouped, freeDelivery = 'Free' }: Props) {
  return (
    <dl className={className}>
      {summaryRows(totals).map((row) => {
        const only = row.view && VIEW_ONLY_CLASS[row.view];
        const cells = (
          <>
            <dt className={only}>{row.label}</dt>
            <dd
              className={only ? `total-${row.key} ${only}` : `total-${row.key}`}
              data-testid={testIdPrefix && `${testIdPrefix}-${row.key}`}
            >
              <Amount row={row} free={freeDelivery} />
            </dd>
          </>
        );
        return grouped ? (
          <div key={row.key} className={only}>
            {cells}
          </div>
        ) : (
          <Fragment key={row.key}>{cells}</Fragment>
        );
      })}
    </dl>
  );
}
