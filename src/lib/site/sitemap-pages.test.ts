import { describe, expect, it } from 'vitest';
import type { SitemapGroup } from './sitemap-group.ts';
import { sitemapRowsPages, sitemapSummaries } from './sitemap-pages.ts';

const group = (slug: string, name: string, count: number): SitemapGroup => ({
  slug,
  name,
  entries: Array.from({ length: count }, (_, i) => ({
    url: `https://shop.test/${slug}/${i}/`,
    lastModified: `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
  })),
});
const groups = [group('product-sitemap', 'Product', 5), group('brand-sitemap', 'Brand', 2)];

describe('the readable sitemap', () => {
  it('lists each group with its URL count, newest date and page', () => {
    expect(sitemapSummaries(groups)).toEqual([
      {
        name: 'Product',
        href: '/sitemap/product/',
        xml: '/product-sitemap.xml',
        count: 5,
        lastModified: '2026-01-05T00:00:00.000Z',
      },
      {
        name: 'Brand',
        href: '/sitemap/brand/',
        xml: '/brand-sitemap.xml',
        count: 2,
        lastModified: '2026-01-02T00:00:00.000Z',
      },
    ]);
  });

  it("pages a group's URLs, every one listed once, in order", () => {
    const pages = sitemapRowsPages(groups, 2);
    expect(pages.map((p) => [p.path, p.page, p.last, p.rows.length])).toEqual([
      ['/sitemap/product/', 1, 3, 2],
      ['/sitemap/product/page/2/', 2, 3, 2],
      ['/sitemap/product/page/3/', 3, 3, 1],
      ['/sitemap/brand/', 1, 1, 2],
    ]);
    expect(pages.slice(0, 3).flatMap((p) => p.rows)).toEqual(groups[0]!.entries);
  });
});
