/**
 * The product spec's query-string listing URLs (/shop?category=..&child_category=..&brand=..&page=..,
 * /brand?brand=..&page=..) and their canonical pre-rendered paths (docs/design.md#urls-on-a-static-host). One map
 * drives both the `_redirects` rules and the in-page fallback for hosts without rules.
 */
import type { RedirectRule } from './redirects.ts';
import { brandPath, categoryPath, shopPath } from './urls.ts';

export interface ListingRouteMap {
  /** Pages of /shop/ (every product). */
  pages: number;
  categories: {
    sku: string;
    permalink: string;
    title: string;
    pages: number;
    children: { sku: string; permalink: string; title: string; pages: number }[];
  }[];
  brands: { permalink: string; title: string; pages: number }[];
}

export type ListingTarget = { kind: 'redirect'; to: string } | { kind: 'island' } | { kind: 'none' };

/**
 * The page of a listing a `page` value asks for: that page when the listing has it, otherwise its
 * first page (a page that is not a number, or past the last, must not end on a 404).
 */
function pageOf(href: (page: number) => string, page: string | null, pages: number): string {
  const n = page && /^[1-9]\d{0,8}$/.test(page) ? Number(page) : 1;
  return href(n <= pages ? n : 1);
}

/** Where a listing URL's query belongs: a canonical page, the filter island, or nowhere (no filters). */
export function listingTarget(params: URLSearchParams, map: ListingRouteMap): ListingTarget {
  const category = params.get('category') || null;
  const child = params.get('child_category') || null;
  const brand = params.get('brand') || null;
  const page = params.get('page') || null;
  if (brand && (category || child)) return { kind: 'island' };
  if (brand) {
    const found = map.brands.find((b) => b.permalink === brand);
    return found
      ? { kind: 'redirect', to: pageOf((n) => brandPath(brand, n), page, found.pages) }
      : { kind: 'island' };
  }
  if (child) {
    for (const cat of map.categories) {
      const found = cat.children.find((c) => c.sku === child);
      if (!found) continue;
      if (category && category !== cat.sku && category !== cat.permalink) return { kind: 'island' };
      const href = (n: number) => categoryPath(cat.permalink, found.permalink, n);
      return { kind: 'redirect', to: pageOf(href, page, found.pages) };
    }
    return { kind: 'island' };
  }
  if (category) {
    const cat = map.categories.find((c) => c.sku === category || c.permalink === category);
    return cat
      ? { kind: 'redirect', to: pageOf((n) => categoryPath(cat.permalink, undefined, n), page, cat.pages) }
      : { kind: 'island' };
  }
  if (page) return { kind: 'redirect', to: pageOf(shopPath, page, map.pages) };
  return { kind: 'none' };
}

const rule = (
  from: string,
  query: Record<string, string>,
  to: string,
  status = 301,
  force = true,
): RedirectRule => ({
  from,
  query,
  to,
  status,
  force,
});

/** Names of the filters in a query, for the island's heading, e.g. "Bosch in Brakes". */
export function filterLabel(params: URLSearchParams, map: ListingRouteMap): string {
  const category = params.get('category');
  const child = params.get('child_category');
  const brand = params.get('brand');
  const cat = map.categories.find((c) => c.sku === category || c.permalink === category);
  const childTitle = map.categories.flatMap((c) => c.children).find((c) => c.sku === child)?.title;
  const brandTitle = map.brands.find((b) => b.permalink === brand)?.title;
  const where = childTitle ?? cat?.title ?? child ?? category;
  const who = brandTitle ?? brand;
  return [who, where].filter(Boolean).join(' in ') || 'All Products';
}

/**
 * The same mapping as `_redirects` rules, most specific first. Each page a listing has gets a rule of
 * its own; any other `page` (not a number, 0, past the last page) falls through to the listing's rule
 * without one, so a the product spec URL never leads to a page that does not exist.
 */
export function listingRules(map: ListingRouteMap): RedirectRule[] {
  const rules: RedirectRule[] = [
    // Brand with a category filter is not pre-rendered: serve the shop page, whose island shows it.
    rule('/shop', { brand: ':b', category: ':c' }, '/shop/', 200),
    rule('/shop', { brand: ':b', child_category: ':c' }, '/shop/', 200),
  ];
  /** ?..&page=N to page N for each page past the first; anything else to the listing. */
  const paged = (
    from: string,
    query: Record<string, string>,
    href: (page: number) => string,
    pages: number,
  ) => {
    for (let page = 2; page <= pages; page++)
      rules.push(rule(from, { ...query, page: String(page) }, href(page)));
    rules.push(rule(from, query, href(1)));
  };
  const listings: string[] = ['/shop/'];
  for (const cat of map.categories) {
    for (const child of cat.children) {
      const href = (page: number) => categoryPath(cat.permalink, child.permalink, page);
      listings.push(href(1));
      for (const key of [cat.sku, cat.permalink])
        paged('/shop', { category: key, child_category: child.sku }, href, child.pages);
      paged('/shop', { child_category: child.sku }, href, child.pages);
    }
  }
  for (const cat of map.categories) {
    const href = (page: number) => categoryPath(cat.permalink, undefined, page);
    listings.push(href(1));
    for (const key of [cat.sku, cat.permalink]) paged('/shop', { category: key }, href, cat.pages);
  }
  for (const { permalink, pages } of map.brands) {
    const href = (page: number) => brandPath(permalink, page);
    listings.push(href(1));
    paged('/shop', { brand: permalink }, href, pages);
    paged('/brand', { brand: permalink }, href, pages);
  }
  // Plain /shop needs no rule: the static server adds the slash and keeps any query for the page.
  for (let page = 2; page <= map.pages; page++)
    rules.push(rule('/shop', { page: String(page) }, shopPath(page)));
  rules.push(rule('/shop', { page: ':page' }, shopPath()));
  for (const to of listings) rules.push(rule(`${to}page/1/`, {}, to, 301, false));
  rules.push(rule('/brand', {}, '/brands/', 301, false), rule('/brand/', {}, '/brands/', 301, false));
  // The same queries on /shop/ and /brand/ (where a static host's slash redirect lands them, and
  // where shoppers type them): forced like the others, so a host that reads rules answers 301 there
  // too, and only a host without rules leaves them to the page's script.
  return rules.flatMap((r) =>
    (r.from === '/shop' || r.from === '/brand') && Object.keys(r.query).length > 0
      ? [r, { ...r, from: `${r.from}/` }]
      : [r],
  );
}
