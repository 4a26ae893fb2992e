/**
 * SPEC's query-string listing URLs (/shop?category=..&child_category=..&brand=..&page=..,
 * /brand?brand=..&page=..) and their canonical pre-rendered paths (DESIGN section 4). One map
 * drives both the `_redirects` rules and the in-page fallback for hosts without rules.
 */
import type { RedirectRule } from './redirects.ts';
import { brandPath, categoryPath, shopPath } from './urls.ts';

export interface ListingRouteMap {
  categories: {
    sku: string;
    permalink: string;
    title: string;
    children: { sku: string; permalink: string; title: string }[];
  }[];
  brands: { permalink: string; title: string }[];
}

export type ListingTarget = { kind: 'redirect'; to: string } | { kind: 'island' } | { kind: 'none' };

const withPage = (path: string, page: string | null) =>
  page && page !== '1' ? `${path}page/${page}/` : path;

/** Where a listing URL's query belongs: a canonical page, the filter island, or nowhere (no filters). */
export function listingTarget(params: URLSearchParams, map: ListingRouteMap): ListingTarget {
  const category = params.get('category') || null;
  const child = params.get('child_category') || null;
  const brand = params.get('brand') || null;
  const page = params.get('page') || null;
  if (page !== null && !/^[1-9]\d*$/.test(page)) return { kind: 'island' };
  if (brand && (category || child)) return { kind: 'island' };
  if (brand)
    return map.brands.some((b) => b.permalink === brand)
      ? { kind: 'redirect', to: withPage(brandPath(brand), page) }
      : { kind: 'island' };
  if (child) {
    for (const cat of map.categories) {
      const found = cat.children.find((c) => c.sku === child);
      if (!found) continue;
      if (category && category !== cat.sku && category !== cat.permalink) return { kind: 'island' };
      return { kind: 'redirect', to: withPage(categoryPath(cat.permalink, found.permalink), page) };
    }
    return { kind: 'island' };
  }
  if (category) {
    const cat = map.categories.find((c) => c.sku === category || c.permalink === category);
    return cat ? { kind: 'redirect', to: withPage(categoryPath(cat.permalink), page) } : { kind: 'island' };
  }
  if (page) return { kind: 'redirect', to: withPage(shopPath(), page) };
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

/** The same mapping as `_redirects` rules, most specific first. */
export function listingRules(map: ListingRouteMap): RedirectRule[] {
  const rules: RedirectRule[] = [
    // Brand with a category filter is not pre-rendered: serve the shop page, whose island shows it.
    rule('/shop', { brand: ':b', category: ':c' }, '/shop/', 200),
    rule('/shop', { brand: ':b', child_category: ':c' }, '/shop/', 200),
  ];
  /** ?..&page=1 to the listing, ?..&page=N to its page N, no page to the listing. */
  const paged = (from: string, query: Record<string, string>, to: string) =>
    rules.push(
      rule(from, { ...query, page: '1' }, to),
      rule(from, { ...query, page: ':page' }, `${to}page/:page/`),
      rule(from, query, to),
    );
  const listings: string[] = ['/shop/'];
  for (const cat of map.categories) {
    for (const child of cat.children) {
      const to = categoryPath(cat.permalink, child.permalink);
      listings.push(to);
      for (const key of [cat.sku, cat.permalink])
        paged('/shop', { category: key, child_category: child.sku }, to);
      paged('/shop', { child_category: child.sku }, to);
    }
  }
  for (const cat of map.categories) {
    const to = categoryPath(cat.permalink);
    listings.push(to);
    for (const key of [cat.sku, cat.permalink]) paged('/shop', { category: key }, to);
  }
  for (const { permalink } of map.brands) {
    const to = brandPath(permalink);
    listings.push(to);
    paged('/shop', { brand: permalink }, to);
    paged('/brand', { brand: permalink }, to);
  }
  // Plain /shop needs no rule: the static server adds the slash and keeps any query for the page.
  rules.push(rule('/shop', { page: '1' }, shopPath()), rule('/shop', { page: ':page' }, '/shop/page/:page/'));
  for (const to of listings) rules.push(rule(`${to}page/1/`, {}, to, 301, false));
  rules.push(rule('/brand', {}, '/brands/', 301, false), rule('/brand/', {}, '/brands/', 301, false));
  return rules;
}
