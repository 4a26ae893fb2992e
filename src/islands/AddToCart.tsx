/**
 * Product page quantity selector (1 to 100) and ADD TO CART button, with the toast. The field is
 * server-rendered and hydrates on first interaction, so it is left to the browser (uncontrolled): the
 * quantity is read from the field itself when adding, and keys typed before or during hydration count.
 * The island has no props: the product is read, when adding, from the page's `data-buy` element
 * (lib/buy-box.ts), so its markup is the same on every product page and renders once per build.
 * Out-of-stock products get no island, only a disabled "Out of stock" button (lib/buy-box.ts).
 * A part that does not fit the shopper's active vehicle asks first (scripts/fit-confirm.ts); a
 * vehicle-specific part keeps the vehicle on its cart line.
 */
import { useId, useRef } from 'react';
import { cartVehicle, confirmFit } from '../browser/fit-confirm.ts';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY, readBuy } from '../lib/catalogue/buy-box.ts';
import { addToCart } from '../stores/cart.ts';

export default function AddToCart() {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  /** The field's quantity within bounds, written back so the field shows what is added. */
  const quantity = () => {
    const input = field.current;
    if (!input) return MIN_QUANTITY;
    const value = clampQuantity(input.valueAsNumber);
    if (input.value !== String(value)) input.value = String(value);
    return value;
  };

  const add = async () => {
    const buy = field.current && readBuy(field.current);
    if (!buy) return;
    const { product, universal } = buy;
    const qty = quantity();
    if (await confirmFit({ productId: product.id, universal, title: product.title }))
      addToCart(product, qty, cartVehicle(universal));
  };

  return (
    <div className="buy">
      <label htmlFor={id}>
        Quantity
        <input
          ref={field}
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          defaultValue={MIN_QUANTITY}
          onBlur={quantity}
        />
      </label>
      <button type="button" className="btn" onClick={add}>
        ADD TO CART
      </button>
    </div>
  );
}
