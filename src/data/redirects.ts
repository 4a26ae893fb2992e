/** Every redirect the static site needs, written to dist/_redirects and obeyed by the site server. */
import type { ApiClient } from '../lib/api/client.ts';
import type { ApiRedirect } from '../lib/api/schemas/catalogue.ts';
import type { ListingRouteMap } from '../lib/site/listing-route.ts';
import { listingRules } from '../lib/site/listing-route.ts';
import type { RedirectRule } from '../lib/site/redirects.ts';
import { productPath } from '../lib/site/urls.ts';
import { buildApi } from './build-api.ts';
import { loadCatalogue } from './catalogue.ts';
import { allListings, type Listing, listingPageCount } from './listings.ts';

/** Categories, children and brands as the listing URL map, with how many pages each listing has. */
export async function listingRouteMap(): Promise<ListingRouteMap> {
  const { categories, brands } = await loadCatalogue();
  const pages = new Map(
    (await allListings()).map((l) => [`${l.kind}:${l.slug.join('/')}`, listingPageCount(l)]),
  );
  const count = (kind: Listing['kind'], ...slug: string[]) => pages.get(`${kind}:${slug.join('/')}`) ?? 1;
  return {
    pages: count('shop'),
    categories: categories.map((c) => ({
      sku: c.sku,
      permalink: c.permalink,
      title: c.title,
      pages: count('category', c.permalink),
      children: c.child_categories.map((child) => ({
        sku: child.child_sku,
        permalink: child.permalink,
        title: child.child_title,
        pages: count('child_category', c.permalink, child.permalink),
      })),
    })),
    brands: brands.map((b) => ({
      permalink: b.permalink,
      title: b.title,
      pages: count('brand', b.permalink),
    })),
  };
}

const moved = (from: string, to: string): RedirectRule[] => [
  { from, query: {}, to, status: 301, force: false },
  { from: `${from}/`, query: {}, to, status: 301, force: false },
];

/**
 * 301s the back office left when permalinks changed (url_redirects): each old path with and without
 * its trailing slash. Not forced, so a page that lives at the path again wins over its old redirect.
 */
export function movedPermalinkRules(redirects: ApiRedirect[]): RedirectRule[] {
  return redirects.flatMap(({ from, to }) => moved(from.endsWith('/') ? from.slice(0, -1) : from, to));
}

/**
 * SPEC's old addresses and the pages they moved to: /product/{sku} for every product, /forget-password
 * and /Address. The rules send them on with a 301, and each also gets a static page that does the same
 * in the browser on hosts without rules (src/pages/[...moved].astro).
 */
export async function specMoves(): Promise<{ from: string; to: string }[]> {
  const { products } = await loadCatalogue();
  // A sku spelled like a product's permalink is that product's page, never moved away from it.
  const pages = new Set(products.map((p) => productPath(p.permalink)));
  return [
    ...products
      .map((p) => ({ from: `/product/${encodeURIComponent(p.sku)}`, to: productPath(p.permalink) }))
      .filter(({ from }) => !pages.has(`${from}/`)),
    { from: '/forget-password', to: '/forgot-password/' },
    { from: '/Address', to: '/address/' },
  ];
}

export async function redirectRules(api: ApiClient = buildApi()): Promise<RedirectRule[]> {
  const [moves, { data: permalinkMoves }] = await Promise.all([
    specMoves(),
    api.get<{ data: ApiRedirect[] }>('/catalogue/redirects'),
  ]);
  return [
    // First: an exact old path goes to where its page is now, before any pattern below can catch it.
    ...movedPermalinkRules(permalinkMoves),
    ...listingRules(await listingRouteMap()),
    // SPEC's /product/{sku} links, /forget-password and /Address. Forced: their static fallback
    // pages are files at the same paths, and a host that reads rules should answer 301, not the page.
    ...moves.flatMap(({ from, to }) => moved(from, to).map((r) => ({ ...r, force: true }))),
    // One static shell answers every address id; the island reads the id from the address bar.
    { from: '/update-address/*', query: {}, to: '/update-address/', status: 200, force: false },
    // /404 exists as a page, answered with status 404 like any unknown path.
    ...moved('/404', '/404.html').map((r) => ({ ...r, status: 404 })),
  ];
}
