/**
 * The comments around a built listing page's count, grid and pager: what the browser's filters
 * (src/browser/listing-filters.ts) redraw and the site server's no-JavaScript view
 * (src/host/listing-view.ts) replaces.
 */
export const LISTING_GRID_START = '<!--listing-grid-->';
export const LISTING_GRID_END = '<!--/listing-grid-->';
