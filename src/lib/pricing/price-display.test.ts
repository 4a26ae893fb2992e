import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GstPrice } from '../../islands/shared/GstPrice.tsx';
import { GST_BP_ATTR, pageGstBp, priceHtml, priceText } from './price-display.ts';
import { shownPrice } from './pricing.ts';

const price = shownPrice(15499, 1000);

describe('price display', () => {
  it('puts the GST-inclusive figure first and labels both; screen readers hear them apart', () => {
    const html = priceHtml(price);
    expect(html.replace(/<[^>]+>/g, '')).toBe('$170.49 inc GST, $154.99 ex GST');
    expect(html.indexOf('class="inc"')).toBeLessThan(html.indexOf('class="ex"'));
    expect(priceText(price)).toBe('$170.49 inc GST ($154.99 ex GST)');
  });

  it('marks both figures of a discount line as negative', () => {
    expect(priceHtml(price, { negative: true }).replace(/<[^>]+>/g, '')).toBe(
      '−$170.49 inc GST, −$154.99 ex GST',
    );
  });

  it('gives islands the same markup as static pages', () => {
    expect(renderToStaticMarkup(createElement(GstPrice, { price }))).toBe(priceHtml(price));
    expect(renderToStaticMarkup(createElement(GstPrice, { price, negative: true }))).toBe(
      priceHtml(price, { negative: true }),
    );
  });

  it("reads the build's GST rate from the page, and refuses a page without one", () => {
    const root = { getAttribute: (name: string) => (name === GST_BP_ATTR ? '1000' : null) } as Element;
    expect(pageGstBp(root)).toBe(1000);
    expect(() => pageGstBp({ getAttribute: () => null } as unknown as Element)).toThrow(/GST rate/);
    expect(() => pageGstBp({ getAttribute: () => '' } as unknown as Element)).toThrow(/GST rate/);
  });
});
