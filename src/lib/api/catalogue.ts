/** Catalogue calls made in the browser: a page of GET /shop for a filter combination the build did not render. */
import { type Product, toProduct } from '../catalogue/product.ts';
import type { ApiClient } from './client.ts';
import type { ApiShopPage } from './types.ts';

export interface ShopFilter {
  category?: string;
  child_category?: string;
  brand?: string;
}

/** One page of products for a filter, with the total across pages. */
export async function shopPage(
  api: ApiClient,
  filter: ShopFilter,
  page: number,
  perPage: number,
): Promise<{ total: number; products: Product[] }> {
  const result = await api.get<ApiShopPage>('/shop', { page, pagination: perPage, ...filter });
  return { total: result.total, products: result.data.slice(0, perPage).map(toProduct) };
}
