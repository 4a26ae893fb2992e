/** Product page quantity selector (1 to 100) and ADD TO CART button, with the 3-second toast. */
import { useId, useState } from 'react';
import type { CartProduct } from '../lib/cart.ts';
import { addToCart } from '../stores/cart.ts';

const MIN = 1;
const MAX = 100;

interface Props {
  product: CartProduct;
}

/** Keeps a typed quantity within 1 to 100. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN;
  return Math.min(MAX, Math.max(MIN, Math.trunc(value)));
}

export default function AddToCart({ product }: Props) {
  const id = useId();
  const [quantity, setQuantity] = useState(1);

  return (
    <div className="buy">
      <label htmlFor={id}>
        Quantity
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN}
          max={MAX}
          value={quantity}
          onChange={(e) => setQuantity(clampQuantity(e.currentTarget.valueAsNumber))}
        />
      </label>
      <button type="button" className="btn" onClick={() => addToCart(product, quantity)}>
        ADD TO CART
      </button>
    </div>
  );
}
