/**
 * One order as members and guests see it: number, status, payment, what was refunded, the parcel's
 * tracking link once shipped, the order's progress oldest first, items and totals (GST-inclusive
 * first, each discount on its own line); customer details when sent.
 */

import {
  type Order,
  paymentLabel,
  statusLabel,
  type TimelineEntry,
  type Tracking,
} from '../../lib/orders/orders.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { ItemsTable } from '../checkout/ItemsTable.tsx';
import { Totals } from '../checkout/Totals.tsx';
import { InvoiceDownload } from './InvoiceDownload.tsx';

const when = (at: string) =>
  new Date(at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** The carrier's tracking page for the parcel, opened in a new tab. */
function TrackParcel({ url }: { url: string }) {
  return (
    <a className="btn track-parcel" href={url} target="_blank" rel="noopener">
      Track your parcel<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function Shipping({ tracking, id }: { tracking: Tracking; id: string }) {
  return (
    <section className="order-tracking" aria-labelledby={id}>
      <h2 id={id}>Delivery</h2>
      <dl className="facts">
        {tracking.carrier !== 'other' && (
          <>
            <dt>Carrier</dt>
            <dd>{tracking.carrierName}</dd>
          </>
        )}
        <dt>Tracking number</dt>
        <dd className="tracking-number">{tracking.number}</dd>
      </dl>
      {tracking.url && <TrackParcel url={tracking.url} />}
    </section>
  );
}

function Timeline({ entries, id }: { entries: TimelineEntry[]; id: string }) {
  return (
    <section className="order-timeline" aria-labelledby={id}>
      <h2 id={id}>Order progress</h2>
      <ol>
        {entries.map((e, i) => (
          <li
            key={`${e.at} ${e.kind} ${e.label}`}
            className={e.kind === 'refund' ? 'is-refund' : undefined}
            aria-current={i === entries.length - 1 ? 'step' : undefined}
          >
            <span className="timeline-label">{e.label}</span> <time dateTime={e.at}>{when(e.at)}</time>
            {e.trackingNumber && <span className="timeline-detail">Tracking number {e.trackingNumber}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OrderView({ order }: { order: Order }) {
  const ids = `order-${order.invoiceNumber}`;
  return (
    <article className="order-view" aria-label={`Order ${order.invoiceNumber}`}>
      <dl className="facts">
        <dt>Order number</dt>
        <dd>{order.invoiceNumber}</dd>
        <dt>Date</dt>
        <dd>{new Date(order.createdAt).toLocaleDateString('en-AU', { dateStyle: 'long' })}</dd>
        <dt>Status</dt>
        <dd data-testid="order-status">{statusLabel(order.status)}</dd>
        <dt>Payment</dt>
        <dd>
          {paymentLabel(order.paymentMethod)} ({statusLabel(order.paymentStatus)})
        </dd>
        {order.refundedCents > 0 && (
          <>
            <dt>Refunded</dt>
            <dd data-testid="order-refunded">
              {formatMoney(order.refundedCents)}
              {order.refundedCents < order.totals.totalCents && ` of ${formatMoney(order.totals.totalCents)}`}
            </dd>
          </>
        )}
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
      {order.tracking && <Shipping tracking={order.tracking} id={`${ids}-delivery`} />}
      {order.timeline.length > 0 && <Timeline entries={order.timeline} id={`${ids}-progress`} />}
      <ItemsTable caption="Items" rows={order.lines} />
      <Totals className="cart-summary" totals={order.totals} testIdPrefix="order" />
      {/* Customer details are sent only to the signed-in owner, who alone can download the invoice. */}
      {order.paymentStatus === 'completed' && order.customer && (
        <InvoiceDownload invoice={order.invoiceNumber} />
      )}
    </article>
  );
}
