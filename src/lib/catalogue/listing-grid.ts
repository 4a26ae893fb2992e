/**
 * The count, grid and pager of a listing's filtered or ranked view as HTML, from the build's card
 * HTML: one template for the browser's filters (src/browser/listing-filters.ts) and the site
 * server's no-JavaScript view (src/host/listing-view.ts), so the two show a view alike.
 */
import { listingPageCount, listingSlice, pager, pagerHtml } from '../site/pagination.ts';

export interface GridPage {
  /** The view's product ids, in order. */
  ids: number[];
  /** Products in the whole listing. */
  all: number;
  /** The page wanted (past the last, the last). */
  page: number;
  filtered: boolean;
  /** A page's address. */
  href: (page: number) => string;
  /** Page numbers in the pager's window (5 on /shop/, 3 elsewhere). */
  window: number;
}

/** The page of the view to show and the ids on it. */
export function gridSlice({ ids, page }: Pick<GridPage, 'ids' | 'page'>): {
  page: number;
  last: number;
  ids: number[];
} {
  const last = listingPageCount(ids.length);
  const shown = Math.min(Math.max(1, page), last);
  return { page: shown, last, ids: listingSlice(ids, shown) };
}

/**
 * The HTML between the listing's grid markers; `cards` are those of gridSlice's ids. `clearHref` is
 * escaped for its attribute like the pager's hrefs (a URL path, already percent-encoded).
 */
export function gridHtml(view: GridPage, cards: readonly string[], clearHref: string): string {
  const { page, last } = gridSlice(view);
  const total = view.ids.length;
  if (total === 0)
    return `<div class="listing-empty"><p role="status">No products match these filters.</p><p><a href="${clearHref.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" data-lf-clear>Clear filters</a></p></div>`;
  const of = view.filtered && total !== view.all ? ` of ${view.all}` : '';
  const count = `${total}${of} ${view.all === 1 ? 'product' : 'products'}${last > 1 ? ` · page ${page} of ${last}` : ''}`;
  const items = cards.map((card) => `<li>${card}</li>`).join('');
  return `<p class="listing-count" role="status">${count}</p><ul class="grid">${items}</ul>${pagerHtml(
    pager({ current: page, last, href: view.href, window: view.window }),
  )}`;
}
