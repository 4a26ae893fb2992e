import { describe, expect, it } from 'vitest';
import { site } from '../../data/site.ts';
import type { Product } from '../../lib/catalogue/product.ts';
import { productCardHtml } from '../../lib/catalogue/product-card.ts';
import { cardHtml, cardItemsHtml } from './ProductCard.tsx';

const product = (id: number, title: string) =>
  ({
    id,
    title,
    permalink: `p-${id}`,
    featuredImage: 'uploads/p.webp',
    priceCents: 10000,
    finalPriceCents: 10000,
    discount: null,
    imageAlts: {},
    stockStatus: 'in_stock',
    universal: false,
  }) as unknown as Product;

describe('build-time product cards', () => {
  it('renders the shared card template with the build GST, once per product and look', () => {
    const pads = product(1, 'Pads');
    const html = cardHtml(pads, 1000);
    expect(html).toBe(productCardHtml(pads, { assetBase: site.assetBase, gstBp: 1000 }));
    expect(html).toContain('$110.00');
    // A later edit to the same object is not seen: the cache lives as long as the loaded catalogue.
    pads.title = 'Edited';
    expect(cardHtml(pads, 1000)).toBe(html);
    expect(cardHtml(pads, 1000, { headingLevel: 'h2' })).toContain('<h2>Edited</h2>');
    // A new load brings new objects: their cards are rendered afresh.
    expect(cardHtml(product(1, 'Reloaded'), 1000)).toContain('<h3>Reloaded</h3>');
  });

  it('lists cards as items in order', () => {
    const list = [product(2, 'Rotor'), product(3, 'Caliper')];
    const html = cardItemsHtml(list, 1000);
    expect(html.startsWith('<li><article class="card">')).toBe(true);
    expect(html.indexOf('Rotor')).toBeLessThan(html.indexOf('Caliper'));
    expect(html.match(/<li>/g)).toHaveLength(2);
  });
});
