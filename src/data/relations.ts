/** Related and newest products, worked out once per build for every product page. */
import type { Product } from '../lib/catalogue/product.ts';
import { loadCatalogue } from './catalogue.ts';
import { productMemo } from './product-memo.ts';

interface Indexes {
  byChild: Map<number, Product[]>;
  /** Each product's place in its group, so a page finds its neighbours without a search. */
  place: Map<Product, number>;
  newest: Product[];
}

const groupOf = (p: Product) => p.childCategory?.id ?? p.category?.id ?? 0;

const indexes = productMemo(
  (): Promise<Indexes> =>
    loadCatalogue().then(({ products }) => {
      const byChild = Map.groupBy(products, groupOf);
      const place = new Map<Product, number>();
      for (const group of byChild.values()) for (const [i, p] of group.entries()) place.set(p, i);
      return {
        byChild,
        place,
        newest: [...products]
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
          .slice(0, 12),
      };
    }),
);

/**
 * Up to `limit` other products of the same child category, nearest by id so neighbours vary: the ones
 * after it, wrapping round to the start. Work per page is `limit`, not the group's size (a group of
 * a 100,000-part catalogue has thousands).
 */
export async function relatedProducts(product: Product, limit = 8): Promise<Product[]> {
  const { byChild, place } = await indexes();
  const siblings = byChild.get(groupOf(product)) ?? [];
  const at = place.get(product) ?? -1;
  const related: Product[] = [];
  for (let step = 1; step <= siblings.length && related.length < limit; step++) {
    const other = siblings[(at + step) % siblings.length]!;
    if (other !== product) related.push(other);
  }
  return related;
}

/** The 12 newest products. */
export async function newestProducts(): Promise<Product[]> {
  return (await indexes()).newest;
}
