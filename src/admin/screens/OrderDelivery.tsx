/**
 * The order's delivery (issue 49): the option it was priced with and each of its shipments (service,
 * items, chargeable weight, price, business days). A shipment whose service has a carrier account
 * gets "Create label" (booked with the carrier: tracking number and label PDF), then its tracking
 * number and "Download label"; any other is tracked by hand, as the ship form takes it.
 */
import { useState } from 'react';
import { can } from '../../lib/account/staff-roles.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { errorText, saveBlob } from '../api/client.ts';
import { orderFile, useBookShipment } from '../api/orders.ts';
import type { OrderDetail, Staff } from '../types.ts';
import { Notice } from '../ui.tsx';

type Delivery = NonNullable<OrderDetail['delivery']>;
type PlannedShipment = Delivery['shipments'][number];

/** 2048 g -> "2.05 kg". */
export const kilograms = (grams: number) =>
  `${(grams / 1000).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kg`;

/** [2, 4] -> "2–4 business days"; [1, 1] -> "1 business day". */
export const businessDays = ([soonest, latest]: readonly [number, number]) =>
  soonest === latest
    ? `${latest} business day${latest === 1 ? '' : 's'}`
    : `${soonest}–${latest} business days`;

/** Labels are made for a paid order before it leaves (the API's rule). */
const bookable = (order: OrderDetail) =>
  order.payment_status === 'completed' && (order.status === 'pending' || order.status === 'processing');

function ShipmentView({
  order,
  shipment,
  total,
  fulfils,
}: {
  order: OrderDetail;
  shipment: PlannedShipment;
  total: number;
  fulfils: boolean;
}) {
  const book = useBookShipment(order.invoice_number);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { booking } = shipment;
  const n = shipment.index + 1;
  const titleId = `shipment-${n}-title`;
  const fileName = `label-${order.invoice_number}-${n}.pdf`;

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      saveBlob(await orderFile(order.invoice_number, `shipments/${shipment.index}/label`), fileName);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="shipment" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {total > 1 && `Shipment ${n} of ${total}: `}
        {shipment.service_name}
      </h3>
      <ul className="shipment-items">
        {shipment.items.map((i) => (
          <li key={i.product_id}>
            {i.quantity} × {i.title} <span className="muted nowrap">{i.sku}</span>
          </li>
        ))}
      </ul>
      <dl className="shipment-facts">
        <div>
          <dt>Chargeable weight</dt>
          <dd>{kilograms(shipment.chargeable_grams)}</dd>
        </div>
        <div>
          <dt>Charged</dt>
          <dd>{shipment.free ? 'Free delivery' : `${formatMoney(shipment.price_ex_gst_cents)} ex GST`}</dd>
        </div>
        <div>
          <dt>Arrives in</dt>
          <dd>{businessDays(shipment.eta_days)}</dd>
        </div>
        {booking?.tracking_number && (
          <div>
            <dt>Tracking number</dt>
            <dd>
              {booking.tracking_url ? (
                <a href={booking.tracking_url} target="_blank" rel="noreferrer">
                  {booking.tracking_number}
                </a>
              ) : (
                booking.tracking_number
              )}
              {booking.test_label && <span className="badge badge-test">Test label</span>}
            </dd>
          </div>
        )}
      </dl>
      {booking?.state === 'booking' && (
        <p className="muted">A label is being made for this shipment. Reload the order in a moment.</p>
      )}
      {booking?.state === 'booked' && (
        <p className="muted">
          Label created with {booking.carrier_name}
          {booking.by && ` by ${booking.by}`}.
        </p>
      )}
      <div className="actions">
        {!booking && shipment.carrier_account && fulfils && bookable(order) && (
          <button
            type="button"
            className="primary"
            disabled={book.isPending}
            aria-describedby={titleId}
            onClick={() => book.mutate(shipment.index)}
          >
            {book.isPending ? 'Creating label…' : 'Create label'}
          </button>
        )}
        {booking?.has_label && fulfils && (
          <button
            type="button"
            disabled={downloading}
            aria-describedby={titleId}
            onClick={() => void download()}
          >
            Download label
          </button>
        )}
      </div>
      {!booking && !shipment.carrier_account && (
        <p className="muted">
          No carrier account for {shipment.carrier_name}: enter its tracking number when you ship.
        </p>
      )}
      <Notice>{book.isSuccess ? book.data : null}</Notice>
      <Notice error>{book.isError ? errorText(book.error) : error}</Notice>
    </li>
  );
}

export function OrderDelivery({ order, staff }: { order: OrderDetail; staff: Staff }) {
  const delivery = order.delivery;
  if (!delivery) return null;
  const fulfils = can(staff.role, 'orders:fulfil');
  const total = delivery.shipments.length;
  return (
    <section className="card" aria-labelledby="delivery-title">
      <h2 id="delivery-title">Delivery</h2>
      <p>
        {delivery.name} ·{' '}
        {delivery.price_ex_gst_cents === 0
          ? 'free delivery'
          : `${formatMoney(delivery.price_ex_gst_cents)} ex GST`}{' '}
        · everything arrives in {businessDays(delivery.eta_days)}
      </p>
      <ol className="shipments">
        {delivery.shipments.map((s) => (
          <ShipmentView key={s.index} order={order} shipment={s} total={total} fulfils={fulfils} />
        ))}
      </ol>
    </section>
  );
}
