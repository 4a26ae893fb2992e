/**
 * The cart page: lines with quantity and remove, item count, subtotal and total. An empty cart says
 * so and returns to the home page after 3 seconds.
 */
import { useStore } from '@nanostores/react';
import { assetUrl } from '../lib/assets.ts';
import { lineCents } from '../lib/cart.ts';
import { formatMoney } from '../lib/money.ts';
import { productPath } from '../lib/urls.ts';
import {
  $cart,
  $cartCount,
  $cartTotalCents,
  decreaseQuantity,
  increaseQuantity,
  removeFromCart,
} from '../stores/cart.ts';
import { useEmptyCartRedirect } from './checkout/empty-cart.ts';
import { Totals } from './checkout/Totals.tsx';

const EMPTY_REDIRECT_MS = 3000;

interface Props {
  assetBase: string;
}

export default function CartPage({ assetBase }: Props) {
  const items = useStore($cart);
  const count = useStore($cartCount);
  const total = useStore($cartTotalCents);

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
                  <a href={productPath(item.permalink)}>{item.title}</a>
                </div>
              </td>
              <td data-label="Price">{formatMoney(item.unitCents)}</td>
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
              <td data-label="Total">{formatMoney(lineCents(item))}</td>
              <td className="cart-remove">
                <button type="button" className="link-button" onClick={() => removeFromCart(item.id)}>
                  Remove<span className="visually-hidden"> {item.title}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Totals
        className="cart-summary"
        totals={{ subtotalCents: total, totalCents: total }}
        testIdPrefix="cart"
      />
      <p className="muted">*GST and Shipping may be applied at checkout</p>
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
