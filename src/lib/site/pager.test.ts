/**
 * One pager for every product grid: the built listings (src/build/components/Pager.tsx), the shop
 * filter and the fit filter (src/browser/shop-filter.ts, fit-filter-results.ts) and the search results
 * island (src/islands/SearchResults.tsx) write the same markup for the same page of the same total.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fitPagerHtml } from '../../browser/fit-filter-results.ts';
import { filterPagerHtml } from '../../browser/shop-filter.ts';
import { Pager as BuildPager } from '../../build/components/Pager.tsx';
import { ResultsPager } from '../../islands/SearchResults.tsx';
import { Pager as IslandPager } from '../../islands/shared/Pager.tsx';
import { type PagerOptions, pager, pagerHtml } from './pagination.ts';

const build = (options: PagerOptions) => BuildPager(options).html;
const island = (options: PagerOptions) => renderToStaticMarkup(createElement(IslandPager, options));

/** [current, last]: one page, first, middle and last pages, a short listing and a long one with ellipses. */
const cases: [number, number][] = [
  [1, 1],
  [1, 2],
  [2, 2],
  [1, 3],
  [3, 5],
  [1, 12],
  [6, 12],
  [12, 12],
  [4, 40],
];

describe('the one pager', () => {
  it.each(cases)(
    'page %i of %i is the same from the build, the shop filter and the React island',
    (current, last) => {
      const params = new URLSearchParams('category=BRK&brand=bendix&page=1');
      const href = (n: number) => `?category=BRK&brand=bendix&page=${n}`;
      const expected = pagerHtml(pager({ current, last, href }));
      expect(filterPagerHtml(params, current, last)).toBe(expected);
      expect(build({ current, last, href })).toBe(expected);
      expect(island({ current, last, href })).toBe(expected);
    },
  );

  it.each(cases)(
    'page %i of %i is the same from the fit filter, the build and the React island',
    (current, last) => {
      const href = (n: number) => `#fit-page-${n}`;
      const expected = fitPagerHtml(current, last);
      expect(build({ current, last, href })).toBe(expected);
      expect(island({ current, last, href })).toBe(expected);
    },
  );

  it.each(cases)(
    'page %i of %i of search results is the same as the built pager with their window',
    (current, last) => {
      const href = (n: number) => `?query=brake%20pads&page=${n}`;
      const results = renderToStaticMarkup(createElement(ResultsPager, { current, last, href }));
      expect(results).toBe(build({ current, last, href, window: last <= 5 ? 5 : 3 }));
    },
  );

  it("keeps each path's addresses: the build's /page/N/, the filters' ?page=, search's ?query=&page=", () => {
    const shop = (n: number) => (n === 1 ? '/shop/' : `/shop/page/${n}/`);
    const built = build({ current: 2, last: 7, href: shop, window: 5 });
    expect(built).toContain('<a href="/shop/" rel="prev">Previous</a>');
    expect(built).toContain('<a href="/shop/page/2/" aria-current="page" aria-label="Page 2">2</a>');
    expect(built).toContain('<a href="/shop/page/3/" rel="next">Next</a>');

    const filtered = filterPagerHtml(new URLSearchParams('category=BRK&brand=bendix'), 1, 3);
    expect(filtered).toContain('<a href="?category=BRK&amp;brand=bendix&amp;page=2" rel="next">Next</a>');
    expect(filtered).toContain('<a href="?category=BRK&amp;brand=bendix&amp;page=1" aria-current="page"');

    expect(fitPagerHtml(2, 3)).toContain('<a href="#fit-page-1" rel="prev">Previous</a>');

    const search = renderToStaticMarkup(
      createElement(ResultsPager, { current: 1, last: 5, href: (n) => `?query=bosch&page=${n}` }),
    );
    // Five pages or fewer: every number, no ellipsis.
    expect([...search.matchAll(/aria-label="Page (\d+)"/g)].map((m) => m[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(search).not.toContain('&#8230;');
    expect(search).toContain('<a href="?query=bosch&amp;page=2" rel="next">Next</a>');
  });

  it('shows nothing for a single page on every path', () => {
    expect(filterPagerHtml(new URLSearchParams(), 1, 1)).toBe('');
    expect(fitPagerHtml(1, 1)).toBe('');
    expect(build({ current: 1, last: 1, href: String })).toBe('');
    expect(island({ current: 1, last: 1, href: String })).toBe('');
  });
});
