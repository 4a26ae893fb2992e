import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../lib/catalogue/product.ts';

const product = (id: number, child: number | null, createdDay: number) =>
  ({
    id,
    childCategory:
      child === null
        ? null
        : { id: child, sku: `C${child}`, title: `Child ${child}`, permalink: `c${child}` },
    category: { id: 1, sku: 'C', title: 'Cat', permalink: 'cat' },
    createdAt: `2026-01-${String(createdDay).padStart(2, '0')}T00:00:00.000Z`,
  }) as Product;

// Pads (child 10): ids 1-12; rotors (child 20): 13-14; 15 has no child category (its category groups it).
const products = [
  ...Array.from({ length: 12 }, (_, i) => product(i + 1, 10, i + 1)),
  product(13, 20, 20),
  product(14, 20, 21),
  product(15, null, 3),
];
vi.mock('./catalogue.ts', () => ({ loadCatalogue: async () => ({ products }) }));
const { newestProducts, relatedProducts } = await import('./relations.ts');

const ids = (list: Product[]) => list.map((p) => p.id);

describe('related products', () => {
  it('are the next products of the same child category, wrapping round, never the product itself', async () => {
    expect(ids(await relatedProducts(products[0]!))).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ids(await relatedProducts(products[9]!))).toEqual([11, 12, 1, 2, 3, 4, 5, 6]);
    expect(ids(await relatedProducts(products[11]!, 3))).toEqual([1, 2, 3]);
  });

  it('are fewer when the group is small, and none for a product alone in its group', async () => {
    expect(ids(await relatedProducts(products[12]!))).toEqual([14]);
    expect(ids(await relatedProducts(products[14]!))).toEqual([]);
  });

  it('the newest are the 12 latest added, the higher id first on the same day', async () => {
    expect(ids(await newestProducts())).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 15]);
  });
});
