/**
 * One order as members and guests see it: number, status, payment, items and totals (GST-inclusive
 * first, each discount on its own line); customer details when sent.
 */
import { type Order, paymentLabel, statusLabel } from '../../lib/orders.ts';
import { ItemsTable } from '../checkout/ItemsTable.tsx';
import { Totals } from '../checkout/Totals.tsx';
import { InvoiceDownload } from './InvoiceDownload.tsx';

export function OrderView({ order }: { order: Order }) {
  return (
    <article className="order-view" aria-label={`Order ${order.invoiceNumber}`}>
      <dl className="facts">
        <dt>Order number</dt>
        <dd>{order.invoiceNumber}</dd>
        <dt>Date</dt>
        <dd>{new Date(order.createdAt).toLocaleDateString('en-AU', { dateStyle: 'long' })}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(order.status)}</dd>
        <dt>Payment</dt>
        <dd>
          {paymentLabel(order.paymentMethod)} ({statusLabel(order.paymentStatus)})
        </dd>
        {order.customer && (
          <>
            <dt>Customer</dt>
            <dd>
              {order.customer.name}, {order.customer.email}, {order.customer.phone}
            </dd>
            <dt>Deliver to</dt>
            <dd>{order.customer.address}</dd>
          </>
        )}
      </dl>
      <ItemsTable caption="Items" rows={order.lines} />
      <Totals className="cart-summary" totals={order.totals} testIdPrefix="order" />
      {/* Customer details are sent only to the signed-in owner, who alone can download the invoice. */}
      {order.paymentStatus === 'completed' && order.customer && (
        <InvoiceDownload invoice={order.invoiceNumber} />
      )}
    </article>
  );
}
