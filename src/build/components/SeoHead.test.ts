import { describe, expect, it } from 'vitest';
import { seoHeadHtml } from './SeoHead.tsx';

const site = {
  name: 'Parts & Co',
  keywords: 'parts',
  author: 'Parts & Co',
  absolute: (path: string) => `https://shop.example${path}`,
  defaultImage: { path: '/og-default.jpg', width: 1200, height: 630 },
};
const seo = {
  title: 'Pads "Pro" <front>',
  description: 'Brake pads',
  canonical: '/product/pads/',
  robots: 'index, follow',
};

describe('head template', () => {
  it('escapes the title and meta values and makes the canonical and og:url absolute', () => {
    const html = seoHeadHtml(seo, site);
    expect(html).toContain('<title>Pads &quot;Pro&quot; &lt;front&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="Pads &quot;Pro&quot; &lt;front&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/pads/">');
    expect(html).toContain('<meta property="og:url" content="https://shop.example/product/pads/">');
    expect(html).toContain('<meta property="og:site_name" content="Parts &amp; Co">');
  });

  it("falls back to the shop's keywords, and to the shop's 1200 x 630 share picture without an image", () => {
    const html = seoHeadHtml(seo, site);
    expect(html).toContain('<meta name="keywords" content="parts">');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/og-default.jpg"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
    );
    const own = seoHeadHtml({ ...seo, keywords: 'pads', image: '/storage/p.webp' }, site);
    expect(own).toContain('<meta property="og:image" content="https://shop.example/storage/p.webp">');
    expect(own.match(/og:image"/g)).toHaveLength(1);
    expect(own).not.toContain('og-default');
  });

  it('writes structured data that cannot close its script element', () => {
    const html = seoHeadHtml({ ...seo, jsonLd: [{ name: '</script><script>alert(1)' }] }, site);
    expect(html).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)"}</script>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
