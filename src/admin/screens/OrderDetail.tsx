/**
 * One order: items (and where their stock is held), its delivery and shipping labels, addresses or
 * the store it is collected from, totals, payment, timeline, and what the role may do with it.
 */
import { useState } from 'react';
import { addressLines } from '../../lib/account/address.ts';
import { can } from '../../lib/account/staff-roles.ts';
import { CARRIERS, type Carrier } from '../../lib/orders/fulfilment.ts';
import { paymentLabel, statusLabel } from '../../lib/orders/orders.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { useOrder } from '../api/orders.ts';
import { href } from '../router.ts';
import { type Column, Table } from '../table.tsx';
import type { Address, OrderDetail as Order, OrderItem, Staff, TimelineEvent } from '../types.ts';
import { Heading, Notice, QueryState, Status, When } from '../ui.tsx';
import { NoteForm, OrderActions } from './OrderActions.tsx';
import { OrderDelivery } from './OrderDelivery.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import { heldText } from './order-stock.ts';
import { PickupStore } from './PickupStore.tsx';
import { RefundForm } from './RefundForm.tsx';

export function AddressBlock({ address }: { address: Partial<Address> }) {
  const lines = [...addressLines(address), address.email, address.phone].filter(Boolean);
  return (
    <address>
      {lines.map((line) => (
        <span key={line} className="line">
          {line}
        </span>
      ))}
    </address>
  );
}

function eventText(e: TimelineEvent): string {
  const title = e.kind === 'status' && e.status ? statusLabel(e.status) : statusLabel(e.kind);
  const carrier = e.carrier ? (CARRIERS[e.carrier as Carrier] ?? e.carrier) : '';
  const parts = [title];
  if (carrier || e.tracking_number) parts.push(`${carrier} ${e.tracking_number ?? ''}`.trim());
  else if (e.amount_cents != null) parts.push(formatMoney(e.amount_cents));
  if (e.message && e.message !== title) parts.push(e.message);
  return parts.join(' · ');
}

function Totals({ order }: { order: Order }) {
  const t = order.totals;
  const rows: [string, number][] = [
    ['Subtotal (inc GST)', t.subtotal_inc_gst_cents],
    ['Sign-up discount', -t.signup_discount_cents],
    ['Membership discount', -t.membership_discount_cents],
    ['Newsletter discount', -t.newsletter_discount_cents],
    ['Delivery (inc GST)', t.delivery_inc_gst_cents],
  ];
  return (
    <dl className="totals">
      {rows
        .filter(([, cents], i) => i === 0 || i === 4 || cents !== 0)
        .map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatMoney(cents)}</dd>
          </div>
        ))}
      <div>
        <dt>GST included</dt>
        <dd>{formatMoney(t.gst_cents)}</dd>
      </div>
      <div className="grand">
        <dt>Total</dt>
        <dd>{formatMoney(t.total_cents)}</dd>
      </div>
      {t.refunded_cents > 0 && (
        <div>
          <dt>Refunded</dt>
          <dd data-testid="refunded">{formatMoney(t.refunded_cents)}</dd>
        </div>
      )}
    </dl>
  );
}

const ITEM_COLUMNS: Column<OrderItem>[] = [
  {
    header: 'Item',
    cell: (i) => (
      <>
        {i.title}
        {i.vehicle &&
          (i.fits_vehicle === false ? (
            <div className="fit-warning">Does not fit {i.vehicle.label}</div>
          ) : (
            <div className="muted">For: {i.vehicle.label}</div>
          ))}
        {i.stock.length > 0 && (
          <ul className="held">
            {i.stock.map((held, n) => (
              // Oldest first; a line's parts may repeat a state and place.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever redrawn whole
              <li key={n}>{heldText(held)}</li>
            ))}
          </ul>
        )}
      </>
    ),
  },
  { header: 'SKU', cell: (i) => <span className="nowrap">{i.sku ?? '—'}</span> },
  {
    header: 'Qty',
    num: true,
    cell: (i) => (
      <>
        {i.quantity}
        {i.refunded_quantity > 0 && <span className="muted"> ({i.refunded_quantity} refunded)</span>}
      </>
    ),
  },
  { header: 'Unit', num: true, cell: (i) => formatMoney(i.unit_inc_gst_cents) },
  { header: 'Total', num: true, cell: (i) => formatMoney(i.total_inc_gst_cents) },
];

function OrderView({ order, staff }: { order: Order; staff: Staff }) {
  const [message, setMessage] = useState<string | null>(null);
  const paid = order.payment_status === 'completed';
  return (
    <>
      <Notice>{message}</Notice>
      <div className="summary-line">
        <Status value={order.status} />{' '}
        {order.fulfilment === 'collect' && <span className="badge badge-collect">Click &amp; collect</span>}
        <span>
          Placed <When at={order.created_at} />
        </span>
        <span>
          {paymentLabel(order.payment_method, order.payment_method_type)}: {statusLabel(order.payment_status)}
          {order.payment_ref && (
            <>
              {' '}
              · ref <code>{order.payment_ref}</code>
            </>
          )}
        </span>
      </div>
      {order.tracking_number && (
        <p>
          {/* Labels made for every shipment set the tracking before staff mark the order shipped. */}
          {order.status === 'pending' || order.status === 'processing' ? 'To ship with' : 'Shipped with'}{' '}
          {order.carrier_name ?? order.carrier}, tracking{' '}
          {order.tracking_url ? (
            <a href={order.tracking_url} target="_blank" rel="noreferrer">
              {order.tracking_number}
            </a>
          ) : (
            order.tracking_number
          )}
        </p>
      )}
      <div className="columns">
        <div className="col-main">
          <section className="card" aria-labelledby="items-title">
            <h2 id="items-title">Items</h2>
            <Table rows={order.items} columns={ITEM_COLUMNS} rowKey={(i) => i.id} empty="No items." />
            <Totals order={order} />
          </section>
          <OrderDelivery order={order} staff={staff} />
          {can(staff.role, 'orders:fulfil') && <OrderActions order={order} onDone={setMessage} />}
          {can(staff.role, 'orders:refund') && paid && order.totals.refundable_cents > 0 && (
            <RefundForm order={order} onDone={setMessage} />
          )}
          {order.refunds.length > 0 && (
            <section className="card" aria-labelledby="refunds-title">
              <h2 id="refunds-title">Refunds</h2>
              <ul className="plain">
                {order.refunds.map((r) => (
                  <li key={r.id}>
                    <When at={r.at} />: {formatMoney(r.amount_cents)} {statusLabel(r.status)} · {r.reason}
                    {r.by && <span className="muted"> by {r.by}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <div className="col-side">
          <OrderDocuments order={order} staff={staff} />
          <section className="card" aria-labelledby="customer-title">
            <h2 id="customer-title">Customer</h2>
            <h3>Billing</h3>
            <AddressBlock address={order.billing} />
            {order.buyer_business_name && (
              <p>
                {order.buyer_business_name}
                {order.buyer_abn && ` · ABN ${order.buyer_abn}`}
              </p>
            )}
            {order.fulfilment === 'collect' ? (
              <PickupStore order={order} />
            ) : (
              <>
                <h3>Shipping</h3>
                {order.shipping ? <AddressBlock address={order.shipping} /> : <p>Same as billing.</p>}
              </>
            )}
            {order.comment && (
              <>
                <h3>Comment</h3>
                <p className="prewrap">{order.comment}</p>
              </>
            )}
            {order.user_id && (
              <p>
                <a href={href('customers', order.user_id)}>Customer account</a>
              </p>
            )}
          </section>
          <section className="card" aria-labelledby="timeline-title">
            <h2 id="timeline-title">Timeline</h2>
            <ol className="timeline">
              {order.timeline.map((e) => (
                <li key={e.id}>
                  <When at={e.at} />
                  <span>{eventText(e)}</span>
                  <span className="muted">
                    {e.public ? 'Customer sees this' : 'Staff only'}
                    {e.by ? ` · ${e.by}` : ''}
                  </span>
                </li>
              ))}
            </ol>
            {can(staff.role, 'orders:fulfil') && <NoteForm invoice={order.invoice_number} />}
          </section>
        </div>
      </div>
    </>
  );
}

export function OrderDetail({ invoice, staff }: { invoice: string; staff: Staff }) {
  const order = useOrder(invoice);
  return (
    <>
      <p className="crumbs">
        <a href={href('orders')}>Orders</a>
      </p>
      <Heading>Order {invoice.toUpperCase()}</Heading>
      <QueryState query={order}>{(o) => <OrderView order={o} staff={staff} />}</QueryState>
    </>
  );
}
