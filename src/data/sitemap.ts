/**
 * The six sitemap groups (SPEC section 2) and the vehicles group (issue 18) with canonical,
 * indexable URLs and last-modified times.
 * Listings are there with every page (/shop/page/2/, /brand/bosch/page/2/...): each page is its own
 * canonical, indexable page, so crawlers should find them all.
 */

import { isIndexable } from '../lib/catalogue/meta.ts';
import { groupLastModified, latest, type SitemapGroup } from '../lib/site/sitemap-group.ts';
import { blogPath, fixedPages, infoPagePath, productPath, shopPath } from '../lib/site/urls.ts';
import { loadCatalogue } from './catalogue.ts';
import { allListings, type Listing, listingIndexable, listingPageHrefs } from './listings.ts';
import { absolute } from './site.ts';
import { loadVehiclePages, type VehiclePages } from './vehicle-pages.ts';

export type { SitemapGroup };

const entry = (path: string, lastModified: string) => ({ url: absolute(path), lastModified });

/**
 * A page whose custom canonical names another URL asks crawlers to index that one instead, so only a
 * page that is its own canonical (none set, or set to its own path) belongs in a sitemap.
 */
export const isOwnCanonical = (canonical: string, path: string) =>
  !canonical.trim() || absolute(canonical.trim()) === absolute(path);

/** Every page of the listings of a kind that may be indexed (none for a listing without products), dated by the listing (else its newest product). */
function listingEntries(listings: Listing[], kind: Listing['kind'], fallback: string) {
  return listings
    .filter((l) => l.kind === kind && listingIndexable(l))
    .flatMap((l) => {
      const lastModified =
        l.updatedAt ?? (l.products.length ? latest(l.products.map((p) => p.updatedAt)) : fallback);
      return listingPageHrefs(l).map((href) => entry(href, lastModified));
    });
}

/**
 * The shop-by-vehicle pages that list parts (a series with none is noindex), dated by their newest
 * part; /vehicles/ first.
 */
function vehicleEntries({ makes }: VehiclePages, fallback: string) {
  const newest = (products: { updatedAt: string }[]) =>
    products.length ? latest(products.map((p) => p.updatedAt)) : fallback;
  const series = makes.flatMap((make) => make.models.flatMap((model) => model.series));
  if (!series.some((s) => s.products.length)) return [];
  // A make or model is as new as its newest listed part; series without parts do not date it.
  const within = (list: typeof series) => newest(list.flatMap((s) => s.products));
  return [
    entry('/vehicles/', within(series)),
    ...makes
      .filter((make) => make.parts > 0)
      .flatMap((make) => [
        entry(make.path, within(make.models.flatMap((m) => m.series))),
        ...make.models
          .filter((model) => model.parts > 0)
          .flatMap((model) => [
            entry(model.path, within(model.series)),
            ...model.series.filter((s) => s.products.length).map((s) => entry(s.path, newest(s.products))),
          ]),
      ]),
  ];
}

/** The sitemaps protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * A group longer than the protocol allows in one file becomes several: product-sitemap.xml,
 * product-sitemap2.xml, ... (named "Product", "Product 2", ...), each listed in the index.
 */
export function splitLargeGroups(groups: SitemapGroup[], limit = SITEMAP_URL_LIMIT): SitemapGroup[] {
  return groups.flatMap((group) => {
    if (group.entries.length <= limit) return [group];
    const parts: SitemapGroup[] = [];
    for (let i = 0; i * limit < group.entries.length; i++) {
      parts.push({
        slug: i === 0 ? group.slug : `${group.slug}${i + 1}`,
        name: i === 0 ? group.name : `${group.name} ${i + 1}`,
        entries: group.entries.slice(i * limit, (i + 1) * limit),
      });
    }
    return parts;
  });
}

export async function sitemapGroups(): Promise<SitemapGroup[]> {
  const c = await loadCatalogue();
  const [listings, vehicles] = await Promise.all([allListings(), loadVehiclePages()]);
  const newestProduct = latest(c.products.map((p) => p.updatedAt));
  const shopPages = listingEntries(listings, 'shop', newestProduct);
  const vehicleUrls = vehicleEntries(vehicles, newestProduct);
  return splitLargeGroups([
    {
      slug: 'product-sitemap',
      name: 'Product',
      entries: c.products
        .filter((p) => p.seo.indexable && isOwnCanonical(p.seo.canonical, productPath(p.permalink)))
        .map((p) => entry(productPath(p.permalink), p.updatedAt)),
    },
    {
      slug: 'category-sitemap',
      name: 'Category',
      entries: listingEntries(listings, 'category', newestProduct),
    },
    {
      slug: 'child-category-sitemap',
      name: 'Child Category',
      entries: listingEntries(listings, 'child_category', newestProduct),
    },
    { slug: 'brand-sitemap', name: 'Brand', entries: listingEntries(listings, 'brand', newestProduct) },
    {
      slug: 'blogs-sitemap',
      name: 'Blogs',
      entries: c.blogs
        .filter((b) => isIndexable(b._page_index) && isOwnCanonical(b._canonical_url, blogPath(b.permalink)))
        .map((b) => entry(blogPath(b.permalink), b.updated_at)),
    },
    {
      slug: 'other-sitemap',
      name: 'Other Pages',
      entries: [
        // The shop's pages stand where /shop/ stands among the fixed pages.
        ...fixedPages.flatMap((path) => (path === shopPath() ? shopPages : [entry(path, newestProduct)])),
        ...c.infoPages
          .filter((p) => isIndexable(p._page_index))
          .map((p) => entry(infoPagePath(p.slug), p.updated_at)),
      ],
    },
    // Only once some vehicle lists parts: an empty sitemap would have no date.
    ...(vehicleUrls.length ? [{ slug: 'vehicles-sitemap', name: 'Vehicles', entries: vehicleUrls }] : []),
  ]);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** XML of the sitemap index: plain XML for crawlers (people read /sitemap/, DESIGN section 4). */
export function sitemapIndexXml(groups: SitemapGroup[]): string {
  const items = groups
    .map(
      (g) =>
        `<sitemap><loc>${esc(absolute(`/${g.slug}.xml`))}</loc><lastmod>${groupLastModified(g)}</lastmod></sitemap>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

/** XML of one group's sitemap. */
export function urlsetXml(group: SitemapGroup): string {
  const items = group.entries
    .map((e) => `<url><loc>${esc(e.url)}</loc><lastmod>${e.lastModified}</lastmod></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</urlset>\n`;
}
