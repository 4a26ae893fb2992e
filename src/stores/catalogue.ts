/** Catalogue reads in the browser: products for a filter combination the build did not render. */
import { type ShopFilter, shopPage } from '../lib/api/catalogue.ts';
import type { Product } from '../lib/catalogue/product.ts';
import { api } from './api.ts';

/** One page of the products matching a filter, with the total across pages. */
export function filteredProducts(
  filter: ShopFilter,
  page: number,
  perPage: number,
): Promise<{ total: number; products: Product[] }> {
  return shopPage(api, filter, page, perPage);
}
