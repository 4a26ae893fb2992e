import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { priceHtml, productCardHtml } from './product-card.ts';

const product = {
  id: 1,
  title: 'Pads <"best"> & more',
  permalink: 'pads',
  featuredImage: 'uploads/p.webp',
  priceCents: 10000,
  finalPriceCents: 9000,
  discount: { kind: 'percent', bp: 1000 },
} as Product;

describe('product card template', () => {
  it('escapes text and links to the canonical product path', () => {
    const html = productCardHtml(product, { assetBase: '/storage/' });
    expect(html).toContain('href="/product/pads/"');
    expect(html).toContain('alt="Pads &lt;&quot;best&quot;&gt; &amp; more"');
    expect(html).toContain('src="/storage/uploads/p.webp"');
    expect(html).toContain('/storage/uploads/p.webp?w=320 320w');
  });

  it('shows the struck-through price and the saving only when discounted', () => {
    expect(priceHtml(product)).toContain(
      '<del><span class="visually-hidden">Was </span>$100.00</del><span class="save">Save 10%</span>',
    );
    expect(priceHtml({ priceCents: 500, finalPriceCents: 500, discount: null })).toBe(
      '<p class="price"><span class="now">$5.00</span></p>',
    );
  });
});
