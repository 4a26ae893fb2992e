/**
 * The product page's buy box, shared by the page (written at build time) and the ADD TO CART island
 * (read when adding): the product's cart data sits on the page's `data-buy` element, outside the
 * island, so the island has no props and its markup is the same on every product page. The island
 * loads this module: it holds only what the island needs (the sold-out box is the build's, BuyBox.tsx).
 */
import { type CartProduct, decodeCartProduct } from '../checkout/cart.ts';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;

/** Keeps a typed quantity within 1 to 100. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}

export interface Buy {
  product: CartProduct;
  /** Fits every vehicle: never asked about, and no vehicle kept on the line. */
  universal: boolean;
}

/** The `data-buy` attribute's value for the element that holds the buy box (the page escapes it). */
export function buyData(buy: Buy): string {
  return JSON.stringify(buy);
}

/** The buy data of the page `el` is in, read through the cart's schema; null when missing or malformed. */
export function readBuy(el: Element): Buy | null {
  const raw = el.closest<HTMLElement>('[data-buy]')?.dataset.buy;
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as { product?: unknown; universal?: unknown };
    const product = decodeCartProduct(data.product);
    return product ? { product, universal: data.universal === true } : null;
  } catch {
    return null;
  }
}
