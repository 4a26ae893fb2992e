/** @jsxImportSource ../jsx */
/**
 * The price block: the price paid with GST and ex GST, and when discounted the struck-through original
 * shown the same way and 'Save N%' / 'Save $N'. Its markup is the product card's
 * (src/lib/catalogue/product-card.ts), which browser scripts render too, so the two cannot differ.
 */
import type { Product } from '../../lib/catalogue/product.ts';
import { priceHtml } from '../../lib/catalogue/product-card.ts';
import { raw } from '../jsx/jsx-runtime.ts';

export function Price({
  product,
  gstBp,
}: {
  product: Pick<Product, 'priceCents' | 'finalPriceCents' | 'discount'>;
  /** GST in basis points, from the general settings. */
  gstBp: number;
}) {
  return raw(priceHtml(product, gstBp));
}
