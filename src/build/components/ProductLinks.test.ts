import { describe, expect, it } from 'vitest';
import { ProductLinks } from './ProductLinks.tsx';

const productLinksHtml = (products: { permalink: string; title: string }[]) =>
  ProductLinks({ products }).html;

describe('product links', () => {
  it('links each product by its page, its title escaped', () => {
    expect(
      productLinksHtml([
        { permalink: 'bosch-pads', title: 'Bosch Pads <Front> & "Rear"' },
        { permalink: 'dba-rotor', title: 'DBA Rotor – 4000 Series' },
      ]),
    ).toBe(
      '<li><a href="/product/bosch-pads/">Bosch Pads &lt;Front&gt; &amp; &quot;Rear&quot;</a></li>' +
        '<li><a href="/product/dba-rotor/">DBA Rotor &#8211; 4000 Series</a></li>',
    );
    expect(productLinksHtml([])).toBe('');
  });
});
