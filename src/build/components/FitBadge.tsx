/** @jsxImportSource ../jsx */
/**
 * The fit badge placeholder: empty and hidden until src/browser/fit-badges.ts fills it for the
 * shopper's active vehicle. The product card's (src/lib/catalogue/product-card.ts), shared with the browser.
 */
import type { Product } from '../../lib/catalogue/product.ts';
import { fitBadgeHtml } from '../../lib/catalogue/product-card.ts';
import { raw } from '../jsx/jsx-runtime.ts';

export function FitBadge({ product }: { product: Pick<Product, 'id' | 'universal'> }) {
  return raw(fitBadgeHtml(product));
}
