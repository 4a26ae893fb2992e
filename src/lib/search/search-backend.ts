/**
 * Which search the storefront uses (SEARCH_BACKEND, read when the site is built): 'pagefind', the
 * static index built beside the pages (the default), or 'api', GET /api/search-product, for
 * catalogues past what a static index serves. The build writes the choice on the search form
 * (data-search-backend), where the box and the results page read it in the browser.
 */
export type SearchBackend = 'pagefind' | 'api';

export const SEARCH_BACKEND_ATTR = 'data-search-backend';

/** The backend a SEARCH_BACKEND value names; unset is Pagefind, anything else unknown is an error. */
export function searchBackend(value: string | undefined): SearchBackend {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'pagefind') return 'pagefind';
  if (v === 'api') return 'api';
  throw new Error(`SEARCH_BACKEND must be "pagefind" or "api", not "${value}"`);
}

/** The backend written on the page (the header's search form); Pagefind when the page has none. */
export function pageSearchBackend(root: ParentNode): SearchBackend {
  const form = root.querySelector(`[${SEARCH_BACKEND_ATTR}]`);
  return form?.getAttribute(SEARCH_BACKEND_ATTR) === 'api' ? 'api' : 'pagefind';
}
