/**
 * The cart page: lines (with the vehicle each is for) with quantity and remove (prices GST-inclusive first, ex GST beside), item
 * count, how soon the cart can be collected from the shopper's store, delivery to a postcode
 * (cart/DeliveryEstimate.tsx), subtotal, delivery estimate, GST included and total. An empty cart
 * says so and returns to the home page after 3 seconds.
 */
import { useStore } from '@nanostores/react';
import { assetUrl } from '../lib/catalogue/assets.ts';
import { type PricingSettings, shownLine, shownPrice } from '../lib/pricing/pricing.ts';
import { productPath } from '../lib/site/urls.ts';
import { $cart, $cartCount, decreaseQuantity, increaseQuantity, removeFromCart } from '../stores/cart.ts';
import { DeliveryEstimate } from './cart/DeliveryEstimate.tsx';
import { CartTotals } from './checkout/CartTotals.tsx';
import { CollectSummary } from './checkout/CollectSummary.tsx';
import { useEmptyCartRedirect } from './checkout/empty-cart.ts';
import { GstPrice } from './shared/GstPrice.tsx';

const EMPTY_REDIRECT_MS = 3000;

interface Props {
  assetBase: string;
  settings: PricingSettings;
  /** The shop takes PayPal: Pay in 4's payments of the total are said under it. */
  payLater?: boolean;
}

export default function CartPage({ assetBase, settings, payLater = false }: Props) {
  const items = useStore($cart);
  const count = useStore($cartCount);

  const hasItems = useEmptyCartRedirect(EMPTY_REDIRECT_MS);

  if (!hasItems) return <p role="status">There are no products in the cart.</p>;

  return (
    <div className="cart-page">
      <p>
        {count} {count === 1 ? 'item' : 'items'} in your cart
      </p>
      <table className="cart-table">
        <caption className="visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="cart-product">
                <div>
                  <img src={assetUrl(assetBase, item.image)} alt="" width="64" height="64" />
                  {item.vehicle ? (
                    <div>
                      <a href={productPath(item.permalink)}>{item.title}</a>
                      <div className="line-vehicle">For: {item.vehicle.label}</div>
                    </div>
                  ) : (
                    <a href={productPath(item.permalink)}>{item.title}</a>
                  )}
                </div>
              </td>
              <td data-label="Price">
                <GstPrice price={shownPrice(item.unitCents, settings.gstBp)} />
              </td>
              <td data-label="Quantity">
                <fieldset className="qty">
                  <legend className="visually-hidden">Quantity of {item.title}</legend>
                  <button
                    type="button"
                    aria-label={`Decrease quantity of ${item.title}`}
                    disabled={item.quantity <= 1}
                    onClick={() => decreaseQuantity(item.id)}
                  >
                    −
                  </button>
                  <output aria-live="polite">{item.quantity}</output>
                  <button
                    type="button"
                    aria-label={`Increase quantity of ${item.title}`}
                    onClick={() => increaseQuantity(item.id)}
                  >
                    +
                  </button>
                </fieldset>
              </td>
              <td data-label="Total">
                <GstPrice price={shownLine(item, settings.gstBp)} />
              </td>
              <td className="cart-remove">
                <button type="button" className="link-button" onClick={() => removeFromCart(item.id)}>
                  Remove<span className="visually-hidden"> {item.title}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CollectSummary place="cart" />
      <DeliveryEstimate items={items} />
      <CartTotals settings={settings} className="cart-summary" testIdPrefix="cart" payLater={payLater} />
      <div className="cart-actions">
        <a className="btn" href="/checkout/">
          Checkout
        </a>
        <a className="btn btn-secondary" href="/">
          Continue shopping
        </a>
      </div>
    </div>
  );
}
