/**
 * The cart page: lines with quantity and remove, item count, subtotal and total. An empty cart says
 * so and returns to the home page after 3 seconds.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { assetUrl } from '../lib/assets.ts';
import { unitPriceCents } from '../lib/catalogue/product.ts';
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

const EMPTY_REDIRECT_MS = 3000;

interface Props {
  assetBase: string;
}

export default function CartPage({ assetBase }: Props) {
  const items = useStore($cart);
  const count = useStore($cartCount);
  const total = useStore($cartTotalCents);

  useEffect(() => {
    if (items.length > 0) return;
    const timer = setTimeout(() => window.location.assign('/'), EMPTY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [items.length]);

  if (items.length === 0) return <p role="status">There are no products in the cart.</p>;

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
          {items.map((item) => {
            const unit = unitPriceCents(item);
            return (
              <tr key={item.id}>
                <td>
                  <img src={assetUrl(assetBase, item.featured_image)} alt="" width="64" height="64" />
                  <a href={productPath(item.permalink)}>{item.title}</a>
                </td>
                <td>{formatMoney(unit)}</td>
                <td>
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
                <td>{formatMoney(unit * item.quantity)}</td>
                <td>
                  <button type="button" className="link-button" onClick={() => removeFromCart(item.id)}>
                    Remove<span className="visually-hidden"> {item.title}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="cart-summary">
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatMoney(total)}</dd>
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatMoney(total)}</dd>
      </dl>
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
