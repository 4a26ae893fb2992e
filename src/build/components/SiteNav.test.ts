import { describe, expect, it } from 'vitest';
import { siteNavHtml } from './SiteNav.tsx';

const nav = siteNavHtml({
  categories: [
    {
      title: 'Brakes & Rotors',
      permalink: 'brakes',
      child_categories: [
        { id: 1, child_sku: 'B1', child_title: 'Brake Pads', permalink: 'brake-pads', updated_at: '' },
        { id: 2, child_sku: 'B2', child_title: '"Big" <Rotors>', permalink: 'rotors', updated_at: '' },
      ],
    },
  ],
  brands: [
    { title: 'Bosch', permalink: 'bosch' },
    { title: "Pedders' Own", permalink: 'pedders' },
  ],
  policies: [{ slug: 'return-policy', title: 'Return Policy' }],
});

/** The inner markup of the element with this id. */
const inside = (id: string) => new RegExp(`id="${id}"[^>]*>(.*?)</(div|ul)></li>`).exec(nav)?.[1] ?? '';
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]]);

describe('the header navigation', () => {
  it('links every category, child category, brand and policy page, escaped', () => {
    expect(links(inside('mega-menu'))).toEqual([
      ['/shop/category/brakes/', 'Brakes &amp; Rotors'],
      ['/shop/category/brakes/brake-pads/', 'Brake Pads'],
      ['/shop/category/brakes/rotors/', '&quot;Big&quot; &lt;Rotors&gt;'],
    ]);
    expect(links(inside('brands-menu'))).toEqual([
      ['/brand/bosch/', 'Bosch'],
      ['/brand/pedders/', 'Pedders&#39; Own'],
    ]);
    expect(links(inside('policy-menu'))).toEqual([['/return-policy/', 'Return Policy']]);
  });

  it('keeps every top item a plain link, the dropdowns closed and SPEC hidden /track-order link', () => {
    const top = [...nav.matchAll(/<li[^>]*><a href="([^"]*)"/g)].map((m) => m[1]);
    for (const href of [
      '/shop/',
      '/brands/',
      '/vehicles/',
      '/contact-us/',
      '/return-order/',
      '/guest-track-order/',
      '/faqs/',
      '/blogs/',
    ])
      expect(top).toContain(href);
    expect(nav).toContain('<li hidden><a href="/track-order/">Track Order</a></li>');
    for (const id of ['mega-menu', 'brands-menu', 'policy-menu']) {
      expect(nav).toMatch(new RegExp(`id="${id}"[^>]* hidden>`));
      expect(nav).toContain(`aria-expanded="false" aria-controls="${id}"`);
    }
    expect(nav).toMatch(/^<nav class="site-nav" id="site-nav" aria-label="Main">.*<\/nav>$/);
  });
});
