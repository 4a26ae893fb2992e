/** Related and newest products, worked out once per build for every product page. */
import type { Product } from '../lib/catalogue/product.ts';
import { loadCatalogue } from './catalogue.ts';

let cache: Promise<{ byChild: Map<number, Product[]>; newest: Product[] }> | undefined;

function indexes() {
  cache ??= loadCatalogue().then(({ products }) => ({
    byChild: Map.groupBy(products, (p) => p.childCategory?.id ?? p.category?.id ?? 0),
    newest: [...products].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).slice(0, 12),
  }));
  return cache;
}

/** Up to `limit` other products of the same child category, nearest by id so neighbours vary. */
export async function relatedProducts(product: Product, limit = 8): Promise<Product[]> {
  const { byChild } = await indexes();
  const siblings = byChild.get(product.childCategory?.id ?? product.category?.id ?? 0) ?? [];
  const at = siblings.indexOf(product);
  const ordered = [...siblings.slice(at + 1), ...siblings.slice(0, Math.max(0, at))];
  return ordered.slice(0, limit);
}

/** The 12 newest products. */
export async function newestProducts(): Promise<Product[]> {
  return (await indexes()).newest;
}
