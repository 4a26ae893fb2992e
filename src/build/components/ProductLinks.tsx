/** @jsxImportSource ../jsx */
/**
 * Plain links to products as list items (a series page's "More ... for the Ranger PX3" list): a
 * popular series lists hundreds of parts, each crawlable, without the weight of a card.
 */
import type { Product } from '../../lib/catalogue/product.ts';
import { productPath } from '../../lib/site/urls.ts';

export function ProductLinks({ products }: { products: readonly Pick<Product, 'permalink' | 'title'>[] }) {
  return (
    <>
      {products.map((p) => (
        <li>
          <a href={productPath(p.permalink)}>{p.title}</a>
        </li>
      ))}
    </>
  );
}
