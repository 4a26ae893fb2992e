/**
 * The shop's one pager (docs/product.md#screens-and-routes, Pagination): which page numbers, ellipses,
 * previous and next links a product grid's pager shows (`pager`), and its markup (`pagerHtml`), the same
 * for every grid however it was made: the built listings and sitemap pages (src/build/components/Pager.tsx),
 * the shop filter and the fit filter (src/browser/shop-filter.ts, fit-filter-results.ts) and the search
 * results island (src/islands/shared/Pager.tsx). Also how listings are paged.
 */

/** Number of pages for a total, at least 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export interface PagerOptions {
  current: number;
  last: number;
  /** A page's address: the build's /shop/page/2/, the shop filter's ?...&page=2, ... */
  href: (page: number) => string;
  /**
   * Page numbers in the window around the current page: 3 (the current one plus or minus 1) unless
   * told; 5 on /shop/; search results with 5 pages or fewer show them all with 5.
   */
  window?: number;
}

/** What a pager shows, in order: a page link, an ellipsis, or Previous or Next (rel prev and next). */
export type PagerItem =
  | { type: 'page'; page: number; href: string; current: boolean }
  | { type: 'prev'; href: string }
  | { type: 'next'; href: string }
  | { type: 'ellipsis' };

/**
 * The pager of page `current` of `last`, null (no pager) for a single page: Previous but on the first
 * page, the first page, a window of `window` pages around the current one, the last page, an ellipsis
 * wherever numbers are skipped, and Next but on the last page.
 */
export function pager({ current, last, href, window = 3 }: PagerOptions): PagerItem[] | null {
  if (last <= 1) return null;
  const start = Math.max(1, Math.min(current - Math.floor(window / 2), last - window + 1));
  const end = Math.min(last, start + window - 1);
  // From a page past the last (an old link's ?page=), Previous goes to the last.
  const items: PagerItem[] = current > 1 ? [{ type: 'prev', href: href(Math.min(current - 1, last)) }] : [];
  for (let page = 1; page <= last; ) {
    items.push({ type: 'page', page, href: href(page), current: page === current });
    // From the first page on to the window, from the window's end on to the last page.
    const next = page < start - 1 ? start : page >= end && page < last - 1 ? last : page + 1;
    if (next > page + 1) items.push({ type: 'ellipsis' });
    page = next;
  }
  if (current < last) items.push({ type: 'next', href: href(current + 1) });
  return items;
}

/**
 * The pager's list: Previous and Next with rel prev and next, each page a link named "Page N", the
 * current one with aria-current="page", ellipses hidden from screen readers. An href is escaped for its
 * double-quoted attribute only: hrefs are URLs, every other character already percent-encoded ASCII
 * (lib/site/urls.ts, URLSearchParams, encodeURIComponent), which keeps the pager in ASCII as all the
 * build writes (lib/format/escape.ts), without that module's weight in the browser scripts.
 */
export function pagerListHtml(items: PagerItem[]): string {
  let html = '<ol>';
  for (const item of items)
    html +=
      item.type === 'ellipsis'
        ? '<li><span aria-hidden="true">&#8230;</span></li>'
        : `<li><a href="${item.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"${
            item.type === 'page'
              ? `${item.current ? ' aria-current="page"' : ''} aria-label="Page ${item.page}">${item.page}`
              : ` rel="${item.type}">${item.type === 'prev' ? 'Previous' : 'Next'}`
          }</a></li>`;
  return `${html}</ol>`;
}

/**
 * The pager's markup: `<nav class="pager" aria-label="Pagination">` around `pagerListHtml`, nothing
 * for no pager. The React island renders the same nav around the same list (islands/shared/Pager.tsx).
 */
export function pagerHtml(items: PagerItem[] | null): string {
  return items ? `<nav class="pager" aria-label="Pagination">${pagerListHtml(items)}</nav>` : '';
}

/** The slice of items shown on a page. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Products a listing page shows: shop, category, child category and brand (docs/product.md#numbers-and-limits). */
export const LISTING_PER_PAGE = 15;

/**
 * Pages of a listing of `total` products: 15 a page, except that a 16th product joins the first page.
 * The product spec shows the pager only above 16 products, so a second page of one would be linked from nowhere.
 */
export function listingPageCount(total: number): number {
  return total <= LISTING_PER_PAGE + 1 ? 1 : pageCount(total, LISTING_PER_PAGE);
}

/** The products on page `page` of a listing (all of them when it has one page). */
export function listingSlice<T>(items: readonly T[], page: number): T[] {
  return listingPageCount(items.length) === 1 ? [...items] : pageSlice(items, page, LISTING_PER_PAGE);
}

/**
 * What to ask GET /shop for to show page `page` of a listing: the first page asks for one product
 * more, for a listing of 16 shows them all; later pages start where 15 a page puts them.
 */
export function listingRequest(page: number): { page: number; perPage: number } {
  return page === 1 ? { page, perPage: LISTING_PER_PAGE + 1 } : { page, perPage: LISTING_PER_PAGE };
}

/** The products of a `listingRequest` answer to show, given the listing's total. */
export function listingShown<T>(items: readonly T[], total: number): T[] {
  return listingPageCount(total) === 1 ? [...items] : items.slice(0, LISTING_PER_PAGE);
}
