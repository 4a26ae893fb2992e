/** One order as members and guests see it: number, status, payment, items and totals; customer details when sent. */
import { formatMoney, parseMoney } from '../../lib/money.ts';
import { ItemsTable } from '../checkout/ItemsTable.tsx';

export interface DisplayedOrder {
  invoice_number: string;
  status: string;
  created_at: string;
  payment_method: string;
  payment_status: string;
  subTotal: string;
  delivery_charges: string;
  totalGst: string;
  total_amount: string;
  f_name?: string;
  l_name?: string;
  email?: string;
  phone?: string;
  address?: string;
  order_meta: { id: number; product_title: string; quantity: number; price: string; qp_subtotal: string }[];
}

const money = (text: string) => formatMoney(parseMoney(text) ?? 0);
/** SPEC section 3: the card provider's name is shown as 'Card'. */
export const paymentLabel = (method: string) => (method === 'Stripe' ? 'Card' : method);

export function OrderView({ order }: { order: DisplayedOrder }) {
  return (
    <article className="order-view" aria-label={`Order ${order.invoice_number}`}>
      <dl className="facts">
        <dt>Order number</dt>
        <dd>{order.invoice_number}</dd>
        <dt>Date</dt>
        <dd>{new Date(order.created_at).toLocaleDateString('en-AU', { dateStyle: 'long' })}</dd>
        <dt>Status</dt>
        <dd>{order.status}</dd>
        <dt>Payment</dt>
        <dd>
          {paymentLabel(order.payment_method)} ({order.payment_status})
        </dd>
        {order.email && (
          <>
            <dt>Customer</dt>
            <dd>
              {order.f_name} {order.l_name}, {order.email}, {order.phone}
            </dd>
            <dt>Deliver to</dt>
            <dd>{order.address}</dd>
          </>
        )}
      </dl>
      <ItemsTable
        caption="Items"
        rows={order.order_meta.map((i) => ({
          key: i.id,
          title: i.product_title,
          unitCents: parseMoney(i.price) ?? 0,
          quantity: i.quantity,
          totalCents: parseMoney(i.qp_subtotal) ?? 0,
        }))}
      />
      <dl className="cart-summary">
        <dt>Subtotal</dt>
        <dd>{money(order.subTotal)}</dd>
        <dt>Shipping</dt>
        <dd>{money(order.delivery_charges)}</dd>
        <dt>GST</dt>
        <dd>{money(order.totalGst)}</dd>
        <dt>Total</dt>
        <dd>{money(order.total_amount)}</dd>
      </dl>
    </article>
  );
}
