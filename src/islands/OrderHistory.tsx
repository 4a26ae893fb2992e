/** /order-history: the signed-in member's orders, newest first, each linking to its details (paid orders only). */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { paymentLabel, statusLabel } from '../lib/orders/orders.ts';
import { formatMoney } from '../lib/pricing/money.ts';
import { discountsCents, discountsShown, shownTotal } from '../lib/pricing/order-summary.ts';
import { $orderHistory, loadOrderHistory } from '../stores/orders.ts';
import { FormMessage } from './account/Field.tsx';
import { useRequireSession } from './account/guards.ts';
import { GstPrice } from './shared/GstPrice.tsx';

export default function OrderHistory() {
  const allowed = useRequireSession();
  const history = useStore($orderHistory);

  useEffect(() => {
    if (allowed) loadOrderHistory();
  }, [allowed]);

  if (!allowed || history.kind === 'loading') return <p role="status">Loading...</p>;
  if (history.kind === 'failed') return <FormMessage text={history.message} />;
  if (history.orders.length === 0) return <p>No orders found</p>;
  return (
    <table className="cart-table orders-table">
      <caption className="visually-hidden">Your orders</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col">Payment</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {history.orders.map((o) => (
          <tr key={o.invoiceNumber}>
            <td>
              <a href={`/track-order/?order_id=${encodeURIComponent(o.invoiceNumber)}`}>{o.invoiceNumber}</a>
            </td>
            <td data-label="Date">{new Date(o.createdAt).toLocaleDateString('en-AU')}</td>
            <td data-label="Status">
              {statusLabel(o.status)}
              {o.refundedCents > 0 && (
                <>
                  <br />
                  <small>
                    Refunded <span className="nowrap">{formatMoney(o.refundedCents)}</span>
                  </small>
                </>
              )}
            </td>
            <td data-label="Payment">
              {paymentLabel(o.paymentMethod)} ({statusLabel(o.paymentStatus)})
            </td>
            <td data-label="Total">
              <GstPrice price={shownTotal(o.totals)} />
              {discountsCents(o.totals) > 0 && (
                <>
                  <br />
                  <small>
                    Discounts <GstPrice price={discountsShown(o.totals)} negative />
                  </small>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
