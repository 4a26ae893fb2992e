/** /order-history: the signed-in member's orders, newest first, each linking to its details. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatMoney, parseMoney } from '../lib/money.ts';
import { api } from '../stores/api.ts';
import { $session } from '../stores/session.ts';
import { useRequireSession } from './account/guards.ts';
import { type DisplayedOrder, paymentLabel } from './account/OrderView.tsx';

export default function OrderHistory() {
  const allowed = useRequireSession();
  const session = useStore($session);
  const [orders, setOrders] = useState<DisplayedOrder[] | null>(null);

  useEffect(() => {
    if (!allowed || !session) return;
    api.get<{ data: DisplayedOrder[] }>('/user-order', { column: 'user_id', value: session.user.id }).then(
      ({ data }) => setOrders(data),
      () => setOrders([]),
    );
  }, [allowed, session]);

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
          <tr key={o.invoice_number}>
            <td>
              <a href={`/track-order/?order_id=${encodeURIComponent(o.invoice_number)}`}>
                {o.invoice_number}
              </a>
            </td>
            <td>{new Date(o.created_at).toLocaleDateString('en-AU')}</td>
            <td>{o.status}</td>
            <td>{paymentLabel(o.payment_method)}</td>
            <td>{formatMoney(parseMoney(o.total_amount) ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
