import { describe, expect, it } from 'vitest';
import { Pager } from './Pager.tsx';

const pagerHtml = (
  current: number,
  last: number,
  href: (page: number) => string,
  look: { window?: number } = {},
) => Pager({ current, last, href, ...look }).html;

const href = (page: number) => (page === 1 ? '/shop/' : `/shop/page/${page}/`);
const labels = (html: string) => [...html.matchAll(/<li>(?:<a[^>]*>|<span[^>]*>)([^<]*)</g)].map((m) => m[1]);

describe('pager', () => {
  it('shows nothing for a single page', () => {
    expect(pagerHtml(1, 1, href)).toBe('');
  });

  it('links previous, the first, a window around the current page, the last and next, with ellipses between', () => {
    const html = pagerHtml(6, 20, href, { window: 5 });
    expect(labels(html)).toEqual([
      'Previous',
      '1',
      '&#8230;',
      '4',
      '5',
      '6',
      '7',
      '8',
      '&#8230;',
      '20',
      'Next',
    ]);
    expect(html).toContain('<a href="/shop/page/5/" rel="prev">Previous</a>');
    expect(html).toContain('<a href="/shop/page/6/" aria-current="page" aria-label="Page 6">6</a>');
    expect(html).toContain('<a href="/shop/" aria-label="Page 1">1</a>');
    expect(html).toMatch(/^<nav class="pager" aria-label="Pagination"><ol>/);
  });

  it('has no previous link on the first page nor next on the last', () => {
    expect(labels(pagerHtml(1, 3, href))).toEqual(['1', '2', '3', 'Next']);
    expect(labels(pagerHtml(3, 3, href))).toEqual(['Previous', '1', '2', '3']);
  });
});
