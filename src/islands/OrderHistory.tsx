/** /order-history: the signed-in member's orders, newest first, each linking to its details. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatMoney } from '../lib/money.ts';
import { paymentLabel } from '../lib/orders.ts';
import { $orderHistory, loadOrderHistory } from '../stores/orders.ts';
import { useRequireSession } from './account/guards.ts';

export default function OrderHistory() {
  const allowed = useRequireSession();
  const orders = useStore($orderHistory);

  useEffect(() => {
    if (allowed) loadOrderHistory();
  }, [allowed]);

  if (!allowed || !orders) return <p role="status">Loading...</p>;
  if (orders.length === 0) return <p>No orders found</p>;
  return (
    <table className="cart-table">
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
        {orders.map((o) => (
          <tr key={o.invoiceNumber}>
            <td>
              <a href={`/track-order/?order_id=${encodeURIComponent(o.invoiceNumber)}`}>{o.invoiceNumber}</a>
            </td>
            <td>{new Date(o.createdAt).toLocaleDateString('en-AU')}</td>
            <td>{o.status}</td>
            <td>{paymentLabel(o.paymentMethod)}</td>
            <td>{formatMoney(o.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
