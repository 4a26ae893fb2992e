import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { fittingHits, productHit, type SearchHit } from './search-hits.ts';

describe('search hits', () => {
  it('shows a product as the pages do: its link, image under the asset base, the price paid both ways', () => {
    const product = {
      id: 7,
      title: 'Bendix Brake Pads',
      sku: 'BEN-DB1170',
      permalink: 'bendix-brake-pads',
      featuredImage: 'uploads/products/db1170.webp',
      finalPriceCents: 10000,
      universal: false,
    } as Product;
    expect(productHit(product, 1000, 'https://cdn.example/storage/')).toEqual({
      url: '/product/bendix-brake-pads/',
      id: 7,
      universal: false,
      title: 'Bendix Brake Pads',
      sku: 'BEN-DB1170',
      price: { incCents: 11000, exCents: 10000 },
      image: 'https://cdn.example/storage/uploads/products/db1170.webp',
    });
  });

  it('"fits my vehicle" keeps fitting parts first, then universal ones, in the order found', () => {
    const hit = (id: number, universal = false) => ({ id, universal }) as SearchHit;
    const found = [hit(1, true), hit(2), hit(3), hit(4, true), hit(5)];
    const fits = new Set([3, 5]);
    expect(fittingHits(found, (id) => fits.has(id)).map((h) => h.id)).toEqual([3, 5, 1, 4]);
  });
});
