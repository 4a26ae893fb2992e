/** @jsxImportSource ../jsx */
/** A listing's grid of product cards, each titled as a second-level heading. */
import type { Product } from '../../lib/catalogue/product.ts';
import { ProductCard } from './ProductCard.tsx';

export function ProductGrid({ products, gstBp }: { products: readonly Product[]; gstBp: number }) {
  return (
    <ul class="grid">
      {products.map((p) => (
        <li>
          <ProductCard product={p} gstBp={gstBp} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}
