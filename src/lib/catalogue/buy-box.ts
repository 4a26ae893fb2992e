/**
 * The product page's buy box, shared by the page (written at build time) and the ADD TO CART island
 * (read when adding): the product's cart data sits on the page's `data-buy` element, outside the
 * island, so the island has no props and its markup is the same on every product page.
 */
import { type CartProduct, decodeCartProduct } from '../checkout/cart.ts';
import { escapeHtml } from '../render/html.ts';
import { STOCK_LABELS } from './stock.ts';

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

/** The `data-buy` attribute (with its leading space) for the element that holds the buy box. */
export function buyAttr(buy: Buy): string {
  return ` data-buy="${escapeHtml(JSON.stringify(buy))}"`;
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

/** An out-of-stock product's buy box: a disabled button and no quantity, nothing to add. */
export const SOLD_OUT_HTML = `<div class="buy"><button type="button" class="btn" disabled>${escapeHtml(
  STOCK_LABELS.out_of_stock,
)}</button></div>`;
