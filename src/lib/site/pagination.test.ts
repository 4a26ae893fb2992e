import { describe, expect, it } from 'vitest';
import {
  listingPageCount,
  listingRequest,
  listingShown,
  listingSlice,
  pageCount,
  pager,
  pagerHtml,
  pageSlice,
} from './pagination.ts';

/**
 * The pager as a shopper reads it: Previous's address after '<', the numbers (the current one in
 * brackets), '…' for an ellipsis, Next's address before '>'.
 */
const read = (current: number, last: number, window?: number, href: (page: number) => string = String) =>
  pager({ current, last, href, window })
    ?.map((i) => {
      if (i.type === 'page') return i.current ? `[${i.page}]` : String(i.page);
      if (i.type === 'ellipsis') return '…';
      return i.type === 'prev' ? `< ${i.href} |` : `| ${i.href} >`;
    })
    .join(' ') ?? null;

/** Only the numbers and ellipses. */
const show = (current: number, last: number, window?: number) =>
  (read(current, last, window) ?? '').replace(/^< \S+ \| | \| \S+ >$/g, '');

describe('pagination', () => {
  it('shows first, current plus or minus one, ellipses and last', () => {
    expect(show(6, 12)).toBe('1 … 5 [6] 7 … 12');
    expect(show(1, 12)).toBe('[1] 2 3 … 12');
    expect(show(12, 12)).toBe('1 … 10 11 [12]');
    expect(show(3, 12)).toBe('1 2 [3] 4 … 12');
    expect(show(10, 12)).toBe('1 … 9 [10] 11 12');
  });

  it('uses a window of five page numbers on the shop', () => {
    expect(show(6, 20, 5)).toBe('1 … 4 5 [6] 7 8 … 20');
    expect(show(1, 20, 5)).toBe('[1] 2 3 4 5 … 20');
    expect(show(20, 20, 5)).toBe('1 … 16 17 18 19 [20]');
  });

  it('has no ellipsis when every page fits', () => {
    expect(show(2, 3)).toBe('1 [2] 3');
    expect(show(1, 2)).toBe('[1] 2');
    // Search results with 5 pages or fewer show every number: a window of 5.
    expect(show(2, 4, 5)).toBe('1 [2] 3 4');
    expect(show(1, 5, 5)).toBe('[1] 2 3 4 5');
    expect(show(5, 5, 5)).toBe('1 2 3 4 [5]');
  });

  it('puts an ellipsis wherever numbers are skipped, even a single one', () => {
    expect(show(4, 12)).toBe('1 … 3 [4] 5 … 12');
    expect(show(3, 5)).toBe('1 2 [3] 4 5');
  });

  it('counts and slices pages', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(31, 15)).toBe(3);
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });

  it('pages listings 15 at a time, with a 16th product on the first page rather than alone on a second', () => {
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect([0, 1, 15, 16, 17, 30, 31, 46].map(listingPageCount)).toEqual([1, 1, 1, 1, 2, 2, 3, 4]);
    expect(listingSlice(upTo(16), 1)).toEqual(upTo(16));
    expect(listingSlice(upTo(17), 1)).toEqual(upTo(15));
    expect(listingSlice(upTo(17), 2)).toEqual([16, 17]);
  });

  it('asks the API for the products a listing page shows', () => {
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(listingRequest(1)).toEqual({ page: 1, perPage: 16 });
    expect(listingRequest(3)).toEqual({ page: 3, perPage: 15 });
    // Page 1's answer holds 16 at most: all of them for a listing of 16, 15 for a longer one.
    expect(listingShown(upTo(16), 16)).toEqual(upTo(16));
    expect(listingShown(upTo(16), 17)).toEqual(upTo(15));
    expect(listingShown([16, 17], 17)).toEqual([16, 17]);
  });

  describe('the pager', () => {
    const href = (page: number) => (page === 1 ? '/shop/' : `/shop/page/${page}/`);

    it('is not shown for a single page', () => {
      expect(pager({ current: 1, last: 1, href })).toBeNull();
      expect(pager({ current: 1, last: 0, href })).toBeNull();
      expect(pagerHtml(null)).toBe('');
    });

    it('has no Previous on the first page and no Next on the last', () => {
      expect(read(1, 2, 3, href)).toBe('[1] 2 | /shop/page/2/ >');
      expect(read(2, 2, 3, href)).toBe('< /shop/ | 1 [2]');
      expect(read(1, 12, 3, href)).toBe('[1] 2 3 … 12 | /shop/page/2/ >');
      expect(read(12, 12, 3, href)).toBe('< /shop/page/11/ | 1 … 10 11 [12]');
    });

    it('shows ellipses either side of the window of a long listing, with both Previous and Next', () => {
      expect(read(6, 20, 5, href)).toBe('< /shop/page/5/ | 1 … 4 5 [6] 7 8 … 20 | /shop/page/7/ >');
      expect(read(10, 20, 3, href)).toBe('< /shop/page/9/ | 1 … 9 [10] 11 … 20 | /shop/page/11/ >');
    });

    it('links each page at the address it is given, the current one among them', () => {
      expect(pager({ current: 2, last: 3, href })).toEqual([
        { type: 'prev', href: '/shop/' },
        { type: 'page', page: 1, current: false, href: '/shop/' },
        { type: 'page', page: 2, current: true, href: '/shop/page/2/' },
        { type: 'page', page: 3, current: false, href: '/shop/page/3/' },
        { type: 'next', href: '/shop/page/3/' },
      ]);
    });

    it('goes back to the last page from a page past it, and offers no Next there', () => {
      expect(read(9, 3, 3, href)).toBe('< /shop/page/3/ | 1 2 3');
    });

    it('is a nav named Pagination, with aria-current and rel prev and next, escaped and in ASCII', () => {
      const html = pagerHtml(pager({ current: 5, last: 9, href: (n) => `?brand=a&b"c&page=${n}` }));
      expect(html).toBe(
        '<nav class="pager" aria-label="Pagination"><ol>' +
          '<li><a href="?brand=a&amp;b&quot;c&amp;page=4" rel="prev">Previous</a></li>' +
          '<li><a href="?brand=a&amp;b&quot;c&amp;page=1" aria-label="Page 1">1</a></li>' +
          '<li><span aria-hidden="true">&#8230;</span></li>' +
          '<li><a href="?brand=a&amp;b&quot;c&amp;page=4" aria-label="Page 4">4</a></li>' +
          '<li><a href="?brand=a&amp;b&quot;c&amp;page=5" aria-current="page" aria-label="Page 5">5</a></li>' +
          '<li><a href="?brand=a&amp;b&quot;c&amp;page=6" aria-label="Page 6">6</a></li>' +
          '<li><span aria-hidden="true">&#8230;</span></li>' +
          '<li><a href="?brand=a&amp;b&quot;c&amp;page=9" aria-label="Page 9">9</a></li>' +
          '<li><a href="?brand=a&amp;b&quot;c&amp;page=6" rel="next">Next</a></li>' +
          '</ol></nav>',
      );
      expect(/[\u0080-\uffff]/.test(html)).toBe(false);
    });
  });
});
