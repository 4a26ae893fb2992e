import { describe, expect, it } from 'vitest';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';

const breadcrumbsHtml = (items: Crumb[]) => Breadcrumbs({ items }).html;

describe('breadcrumbs', () => {
  it('links every crumb but the last, which is the current page', () => {
    const html = breadcrumbsHtml([
      { name: 'Home', href: '/' },
      { name: 'Brakes & Pads', href: '/shop/category/brakes/' },
      { name: 'Pads <"GT">', href: '/product/pads/' },
    ]);
    expect(html).toBe(
      '<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/shop/category/brakes/">Brakes &amp; Pads</a></li><li><span aria-current="page">Pads &lt;&quot;GT&quot;&gt;</span></li></ol></nav>',
    );
  });
});
