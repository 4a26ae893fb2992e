import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StockStatus } from '../lib/stock.ts';
import AddToCart from './AddToCart.tsx';

const product = { id: 7, title: 'Pads', permalink: 'pads', image: 'uploads/p.webp', unitCents: 9000 };
const html = (stockStatus: StockStatus, universal = false) =>
  renderToStaticMarkup(createElement(AddToCart, { product, stockStatus, universal }));

describe('product page Add to cart', () => {
  it('offers the quantity and ADD TO CART for products in stock or on backorder', () => {
    for (const status of ['in_stock', 'backorder'] as const) {
      const markup = html(status);
      expect(markup).toContain('type="number"');
      expect(markup).toMatch(/<button type="button" class="btn">ADD TO CART<\/button>/);
      expect(markup).not.toContain('disabled');
    }
  });

  it('offers the same button for universal and vehicle-specific parts (the fit question comes on click)', () => {
    expect(html('in_stock', true)).toBe(html('in_stock', false));
  });

  it('shows a disabled "Out of stock" button and no quantity for an out-of-stock product', () => {
    const markup = html('out_of_stock');
    expect(markup).toBe(
      '<div class="buy"><button type="button" class="btn" disabled="">Out of stock</button></div>',
    );
  });
});
