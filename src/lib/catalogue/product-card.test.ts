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
  imageAlts: {},
  stockStatus: 'in_stock',
} as Product;

/** The text a screen reader gets from markup: tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('product card template', () => {
  it('escapes text and links to the canonical product path', () => {
    const html = productCardHtml(product, { assetBase: '/storage/', gstBp: 1000 });
    expect(html).toContain('href="/product/pads/"');
    expect(html).toContain('alt="Pads &lt;&quot;best&quot;&gt; &amp; more"');
    expect(html).toContain('src="/storage/uploads/p.webp"');
    expect(html).toContain('/storage/uploads/p.webp?w=320 320w');
  });

  it('offers Add to cart for products in stock or on backorder', () => {
    for (const stockStatus of ['in_stock', 'backorder'] as const) {
      const html = productCardHtml({ ...product, stockStatus }, { assetBase: '/storage/', gstBp: 1000 });
      expect(html).toContain('aria-label="Add to cart: Pads &lt;&quot;best&quot;&gt; &amp; more"');
      expect(html).toContain('data-add="');
      expect(html).not.toContain('Out of stock');
    }
  });

  it('says Out of stock instead of an add button when the product is out of stock', () => {
    const html = productCardHtml(
      { ...product, stockStatus: 'out_of_stock' },
      { assetBase: '/storage/', gstBp: 1000 },
    );
    expect(html).toContain('<p class="card-stock">Out of stock</p>');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('data-add');
  });

  it("describes the picture with the editor's alt text, else the title", () => {
    const described = productCardHtml(
      { ...product, imageAlts: { 'uploads/p.webp': 'Two "ceramic" pads' } },
      { assetBase: '/storage/', gstBp: 1000 },
    );
    expect(described).toContain('alt="Two &quot;ceramic&quot; pads"');
    const other = productCardHtml(
      { ...product, imageAlts: { 'uploads/other.webp': 'Not this one' } },
      { assetBase: '/storage/', gstBp: 1000 },
    );
    expect(other).toContain('alt="Pads &lt;&quot;best&quot;&gt; &amp; more"');
  });

  it('shows the price paid with GST first and the ex-GST price beside it, each labelled', () => {
    const html = priceHtml({ priceCents: 15499, finalPriceCents: 15499, discount: null }, 1000);
    expect(html).toContain('<span class="inc">$170.49<span class="gst-label"> inc GST</span></span>');
    expect(html).toContain('<span class="ex">$154.99<span class="gst-label"> ex GST</span></span>');
    expect(html.indexOf('class="inc"')).toBeLessThan(html.indexOf('class="ex"'));
    expect(text(html)).toBe('$170.49 inc GST, $154.99 ex GST');
  });

  it('shows the struck-through price both ways and the saving only when discounted', () => {
    expect(text(priceHtml(product, 1000))).toBe(
      '$99.00 inc GST, $90.00 ex GSTWas $110.00 inc GST, $100.00 ex GSTSave 10%',
    );
    expect(priceHtml(product, 1000)).toMatch(
      /<del><span class="visually-hidden">Was <\/span><span class="gst-price">/,
    );
    expect(text(priceHtml({ priceCents: 500, finalPriceCents: 500, discount: null }, 1000))).toBe(
      '$5.50 inc GST, $5.00 ex GST',
    );
  });

  it('labels a fixed saving in the figures of each view: with GST included, and ex GST in the ex-GST view', () => {
    const fixed = {
      priceCents: 10000,
      finalPriceCents: 9000,
      discount: { kind: 'fixed', cents: 1000 },
    } as const;
    expect(priceHtml(fixed, 1000)).toContain(
      '<span class="save"><span class="gst-only-inc">Save $11</span><span class="gst-only-ex">Save $10</span></span>',
    );
    // A percent saving reads the same in both views: one text.
    expect(priceHtml({ ...fixed, discount: { kind: 'percent', bp: 1000 } }, 1000)).toContain(
      '<span class="save">Save 10%</span>',
    );
  });

  it('carries an empty, hidden fit badge and stock line right after the price block, the badge marked when universal', () => {
    const html = productCardHtml(product, { assetBase: '/storage/', gstBp: 1000 });
    const badge =
      '<div class="card-tags"><p class="fit-badge" data-fit="1" hidden></p><p class="stock-line" data-stock-line="1" hidden></p></div>';
    expect(html).toContain(`${priceHtml(product, 1000)}${badge}<button`);
    const universal = productCardHtml(
      { ...product, universal: true },
      { assetBase: '/storage/', gstBp: 1000 },
    );
    expect(universal).toContain('<p class="fit-badge" data-fit="1" data-universal hidden></p>');
    const out = productCardHtml(
      { ...product, stockStatus: 'out_of_stock' },
      { assetBase: '/storage/', gstBp: 1000 },
    );
    expect(out).toContain(`${badge}<p class="card-stock">`);
  });
});
