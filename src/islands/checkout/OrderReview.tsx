/** What both payment pages show: the total, billing details, the products and the order summary. */
import type { CartItem } from '../../lib/cart.ts';
import { unitPriceCents } from '../../lib/catalogue/product.ts';
import type { CheckoutData } from '../../lib/checkout-storage.ts';
import { formatMoney, parseMoney } from '../../lib/money.ts';
import { ItemsTable } from './ItemsTable.tsx';

export function OrderReview({ data, items }: { data: CheckoutData; items: CartItem[] }) {
  const money = (text: string) => formatMoney(parseMoney(text) ?? 0);
  return (
    <div className="order-review">
      <p className="pay-total">
        Total: <strong data-testid="pay-total">{money(data.grand_total)}</strong>
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
      </section>
      <ItemsTable
        caption="Products"
        rows={items.map((i) => ({
          key: i.id,
          title: i.title,
          unitCents: unitPriceCents(i),
          quantity: i.quantity,
          totalCents: unitPriceCents(i) * i.quantity,
        }))}
      />
      <dl className="cart-summary">
        <dt>Subtotal</dt>
        <dd>{money(data.subTotal)}</dd>
        <dt>Shipping cost</dt>
        <dd>{money(data.delivery_charges)}</dd>
        <dt>GST</dt>
        <dd>{money(data.totalGst)}</dd>
        <dt>Total</dt>
        <dd>{money(data.grand_total)}</dd>
      </dl>
    </div>
  );
}
