/** Page-number windows for the shop, brand and search pagers (docs/product.md#screens-and-routes, Pagination). */

export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: string };

/** Number of pages for a total, at least 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * First page, a window of `window` pages around the current one, last page, and an ellipsis
 * wherever numbers are skipped. window 3 is "current plus or minus 1"; /shop uses 5.
 */
export function pageWindow(current: number, last: number, window = 3): PageItem[] {
  const half = Math.floor(window / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(last, start + window - 1);
  start = Math.max(1, end - window + 1);
  const pages = new Set<number>([1, last]);
  for (let p = start; p <= end; p++) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev > 1) items.push({ type: 'ellipsis', key: `gap-${prev}-${page}` });
    items.push({ type: 'page', page, current: page === current });
  });
  return items;
}

/** Every page number, for pagers that show all of them (search results with 5 pages or fewer). */
export function allPages(current: number, last: number): PageItem[] {
  return Array.from({ length: last }, (_, i) => ({ type: 'page', page: i + 1, current: i + 1 === current }));
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
