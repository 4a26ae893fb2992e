/**
 * One order as members and guests see it: number, status, payment, what was refunded, the store a
 * click & collect order is collected from (address, phone, hours), the parcel's tracking link once
 * shipped, the order's progress oldest first (Ready to collect, Collected by …), items and totals
 * (GST-inclusive first, each discount on its own line, and to its owner each line's review or the
 * link to write one); customer details when sent.
 */

import { businessDays } from '../../lib/freight/estimate-text.ts';
import {
  type Order,
  paymentLabel,
  statusLabel,
  type TimelineEntry,
  type Tracking,
} from '../../lib/orders/orders.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { COLLECT_TEXTS, collectAt } from '../../lib/stock/pickup.ts';
import type { StoreView } from '../../lib/stock/store.ts';
import { ItemsTable } from '../checkout/ItemsTable.tsx';
import { Totals } from '../checkout/Totals.tsx';
import { LineReview } from '../reviews/LineReview.tsx';
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

function Collect({ store, id }: { store: StoreView; id: string }) {
  return (
    <section className="order-collect collect-at" aria-labelledby={id}>
      <h2 id={id}>Click &amp; collect</h2>
      <p className="collect-line" data-testid="order-collect">
        {collectAt(store)}
      </p>
      {store.phone && <p>Phone {store.phone}</p>}
      {store.hours.length > 0 && (
        <ul aria-label={COLLECT_TEXTS.hours}>
          {store.hours.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      )}
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

export function OrderView({ order, pickup = null }: { order: Order; pickup?: StoreView | null }) {
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
        {order.deliveryService && (
          <>
            <dt>Delivery service</dt>
            <dd data-testid="order-delivery-service">
              {order.deliveryService.name}, {businessDays(order.deliveryService.etaDays)}
            </dd>
          </>
        )}
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
            {/* A collect order goes nowhere: its address is the billing address. */}
            <dt>{pickup ? 'Billing address' : 'Deliver to'}</dt>
            <dd>{order.customer.address}</dd>
          </>
        )}
      </dl>
      {pickup && <Collect store={pickup} id={`${ids}-collect`} />}
      {order.tracking && <Shipping tracking={order.tracking} id={`${ids}-delivery`} />}
      {order.timeline.length > 0 && <Timeline entries={order.timeline} id={`${ids}-progress`} />}
      <ItemsTable
        caption="Items"
        rows={order.lines.map((line) => ({
          ...line,
          note: <LineReview invoice={order.invoiceNumber} line={line} />,
        }))}
      />
      <Totals
        className="cart-summary"
        totals={order.totals}
        testIdPrefix="order"
        freeDelivery={pickup ? COLLECT_TEXTS.free : undefined}
      />
      {/* Customer details are sent only to the signed-in owner, who alone can download the invoice. */}
      {order.paymentStatus === 'completed' && order.customer && (
        <InvoiceDownload invoice={order.invoiceNumber} />
      )}
    </article>
  );
}
