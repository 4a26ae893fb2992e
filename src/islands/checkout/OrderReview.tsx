/** What both payment pages show: the total, billing details, the products and the order summary. */
import { type CartItem, lineCents } from '../../lib/cart.ts';
import type { CheckoutData, PaymentKind } from '../../lib/checkout-storage.ts';
import { formatMoney, parseMoney } from '../../lib/money.ts';
import { keepForChange } from '../../stores/payment.ts';
import { ItemsTable } from './ItemsTable.tsx';
import { Totals } from './Totals.tsx';

const cents = (text: string) => parseMoney(text) ?? 0;

/**
 * A member's discounts, which the stored checkout keeps only inside its total: by SPEC section 9's
 * chain the total is the subtotal less the discounts, plus delivery and GST.
 */
function memberDiscountCents(data: CheckoutData): number {
  const discount =
    cents(data.subTotal) + cents(data.delivery_charges) + cents(data.totalGst) - cents(data.grand_total);
  return Math.max(0, discount);
}

interface Props {
  kind: PaymentKind;
  data: CheckoutData;
  items: CartItem[];
}

export function OrderReview({ kind, data, items }: Props) {
  return (
    <div className="order-review">
      <p className="pay-total">
        Total: <strong data-testid="pay-total">{formatMoney(cents(data.grand_total))}</strong>
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
      <ItemsTable caption="Products" rows={items.map((i) => ({ ...i, totalCents: lineCents(i) }))} />
      <Totals
        className="cart-summary"
        shippingLabel="Shipping cost"
        totals={{
          subtotalCents: cents(data.subTotal),
          discountCents: memberDiscountCents(data),
          deliveryCents: cents(data.delivery_charges),
          gstCents: cents(data.totalGst),
          totalCents: cents(data.grand_total),
        }}
        testIdPrefix="review"
      />
    </div>
  );
}
