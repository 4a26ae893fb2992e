import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import AddToCart from './AddToCart.tsx';

describe('product page Add to cart', () => {
  it('offers the quantity (1 to 100, starting at 1) and ADD TO CART, with no product in its markup', () => {
    const markup = renderToStaticMarkup(createElement(AddToCart));
    expect(markup).toMatch(
      /<input id="[^"]+" type="number" inputMode="numeric" min="1" max="100" value="1"\/>/,
    );
    expect(markup).toMatch(/<button type="button" class="btn">ADD TO CART<\/button>/);
    expect(markup).not.toContain('disabled');
  });
});
