/**
 * What both payment pages show: the total, billing details, the store of a click & collect order, the
 * products and the order summary with the same lines the checkout showed (each discount on its own
 * line), prices GST-inclusive first. A refusal's field errors sit beside the store or the line.
 */
import { useStore } from '@nanostores/react';
import type { CartItem } from '../../lib/checkout/cart.ts';
import type { CheckoutData, PaymentKind } from '../../lib/checkout/checkout-storage.ts';
import { shownTotal } from '../../lib/pricing/order-summary.ts';
import { shownLine, shownPrice } from '../../lib/pricing/pricing.ts';
import { COLLECT_TEXTS, collectAt } from '../../lib/stock/pickup.ts';
import { $payment, keepForChange } from '../../stores/payment.ts';
import { GstPrice } from '../shared/GstPrice.tsx';
import { ItemsTable } from './ItemsTable.tsx';
import { Totals } from './Totals.tsx';

interface Props {
  kind: PaymentKind;
  data: CheckoutData;
  items: CartItem[];
}

export function OrderReview({ kind, data, items }: Props) {
  const { errors } = useStore($payment);
  const rows = items.map((i) => ({
    id: i.id,
    title: i.title,
    quantity: i.quantity,
    unit: shownPrice(i.unitCents, data.gstBp),
    total: shownLine(i, data.gstBp),
    ...(i.vehicle ? { vehicle: i.vehicle.label } : {}),
    ...(errors.lines[i.id] ? { error: errors.lines[i.id] } : {}),
  }));
  return (
    <div className="order-review">
      <p className="pay-total">
        Total:{' '}
        <strong data-testid="pay-total">
          <GstPrice price={shownTotal(data.totals)} />
        </strong>
      </p>
      <section aria-labelledby="billing-heading">
        <h2 id="billing-heading">Billing details</h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>
            {data.f_name} {data.l_name}
          </dd>
          <dt>Email</dt>
          <dd>{data.email}</dd>
          <dt>Phone</dt>
          <dd>{data.phone}</dd>
          <dt>Street address</dt>
          <dd>{data.street_address}</dd>
          <dt>Post code</dt>
          <dd>{data.post_code}</dd>
          <dt>State</dt>
          <dd>{data.state}</dd>
          <dt>City</dt>
          <dd>{data.city}</dd>
        </dl>
        <p>
          <a href="/checkout/" onClick={() => keepForChange(kind)}>
            Change details
          </a>
        </p>
      </section>
      {data.pickup && (
        <section aria-labelledby="collect-heading" className="collect-at">
          <h2 id="collect-heading">Click &amp; collect</h2>
          <p className="collect-line">{collectAt(data.pickup)}</p>
          <ul aria-label={COLLECT_TEXTS.hours}>
            {data.pickup.hours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
          {errors.pickup && (
            <p className="line-error">
              {errors.pickup}{' '}
              <a href="/checkout/" onClick={() => keepForChange(kind)}>
                {COLLECT_TEXTS.change}
              </a>
            </p>
          )}
        </section>
      )}
      <ItemsTable caption="Products" rows={rows} />
      <Totals
        className="cart-summary"
        totals={data.totals}
        testIdPrefix="review"
        freeDelivery={data.pickup ? COLLECT_TEXTS.free : undefined}
      />
    </div>
  );
}
