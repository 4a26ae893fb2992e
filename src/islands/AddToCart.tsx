/**
 * Product page quantity selector (1 to 100) and ADD TO CART button, with the toast. The field is
 * server-rendered and hydrates on first interaction, so it is left to the browser (uncontrolled): the
 * quantity is read from the field itself when adding, and keys typed before or during hydration count.
 * An out-of-stock product gets a disabled "Out of stock" button and no quantity: nothing to add.
 * A part that does not fit the shopper's active vehicle asks first (scripts/fit-confirm.ts); a
 * vehicle-specific part keeps the vehicle on its cart line.
 */
import { useId, useRef } from 'react';
import type { CartProduct } from '../lib/cart.ts';
import { canBuy, STOCK_LABELS, type StockStatus } from '../lib/stock.ts';
import { cartVehicle, confirmFit } from '../scripts/fit-confirm.ts';
import { addToCart } from '../stores/cart.ts';

const MIN = 1;
const MAX = 100;

interface Props {
  product: CartProduct;
  stockStatus: StockStatus;
  /** Fits every vehicle: never asked about, and no vehicle kept on the line. */
  universal: boolean;
}

/** Keeps a typed quantity within 1 to 100. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN;
  return Math.min(MAX, Math.max(MIN, Math.trunc(value)));
}

export default function AddToCart({ product, stockStatus, universal }: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  if (!canBuy(stockStatus)) {
    return (
      <div className="buy">
        <button type="button" className="btn" disabled>
          {STOCK_LABELS.out_of_stock}
        </button>
      </div>
    );
  }

  /** The field's quantity within bounds, written back so the field shows what is added. */
  const quantity = () => {
    const input = field.current;
    if (!input) return MIN;
    const value = clampQuantity(input.valueAsNumber);
    if (input.value !== String(value)) input.value = String(value);
    return value;
  };

  const add = async () => {
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
          min={MIN}
          max={MAX}
          defaultValue={MIN}
          onBlur={quantity}
        />
      </label>
      <button type="button" className="btn" onClick={add}>
        ADD TO CART
      </button>
    </div>
  );
}
