/** The listing pages (shop, category, child category, brand) and their products, built once per build. */
import type { ApiMeta } from '../lib/api/schemas/common.ts';
import { isIndexable, metaValue } from '../lib/catalogue/meta.ts';
import type { Product } from '../lib/catalogue/product.ts';
import { listingPageCount as pagesFor } from '../lib/site/pagination.ts';
import { brandPath, categoryPath, shopPath } from '../lib/site/urls.ts';
import { loadCatalogue } from './catalogue.ts';

export interface Listing {
  kind: 'shop' | 'category' | 'child_category' | 'brand';
  /** Path segments under the route, e.g. ['brakes', 'brake-pads']. */
  slug: string[];
  heading: string;
  name: string;
  products: Product[];
  meta: ApiMeta[];
  /** The HTML shown above the products: a brand's own description, else the listing meta's _description. */
  description: string;
  href: (page: number) => string;
  crumbs: { name: string; href: string }[];
  /** When the category or brand itself last changed (the shop has none of its own). */
  updatedAt: string | null;
}

export interface ListingPage {
  listing: Listing;
  page: number;
  last: number;
}

/** Every listing of the catalogue. */
export async function allListings(): Promise<Listing[]> {
  const c = await loadCatalogue();
  const byCategory = Map.groupBy(c.products, (p) => p.category?.id ?? 0);
  const byChild = Map.groupBy(c.products, (p) => p.childCategory?.id ?? 0);
  const byBrand = Map.groupBy(c.products, (p) => p.brand?.id ?? 0);
  const meta = (scope: string, key: string) => c.pageMeta.get(`${scope}:${key}`) ?? [];
  const home = { name: 'Home', href: '/' };
  const shop = { name: 'Shop', href: '/shop/' };

  const listings: Listing[] = [
    {
      kind: 'shop',
      slug: [],
      heading: 'Search Results for All Products',
      name: 'All Products',
      products: c.products,
      meta: meta('shop', ''),
      description: metaValue(meta('shop', ''), '_description'),
      href: shopPath,
      crumbs: [home, shop],
      updatedAt: null,
    },
  ];
  for (const cat of c.categories) {
    const catCrumb = { name: cat.title, href: categoryPath(cat.permalink) };
    listings.push({
      kind: 'category',
      slug: [cat.permalink],
      heading: `Search Results for ${cat.title}`,
      name: cat.title,
      products: byCategory.get(cat.id) ?? [],
      meta: meta('category', cat.sku),
      description: metaValue(meta('category', cat.sku), '_description'),
      href: (page) => categoryPath(cat.permalink, undefined, page),
      crumbs: [home, shop, catCrumb],
      updatedAt: cat.updated_at ?? null,
    });
    for (const child of cat.child_categories) {
      listings.push({
        kind: 'child_category',
        slug: [cat.permalink, child.permalink],
        heading: `Search Results for ${child.child_title}`,
        name: child.child_title,
        products: byChild.get(child.id) ?? [],
        meta: meta('child_category', child.child_sku),
        description: metaValue(meta('child_category', child.child_sku), '_description'),
        href: (page) => categoryPath(cat.permalink, child.permalink, page),
        crumbs: [
          home,
          shop,
          catCrumb,
          { name: child.child_title, href: categoryPath(cat.permalink, child.permalink) },
        ],
        updatedAt: child.updated_at ?? null,
      });
    }
  }
  for (const brand of c.brands) {
    listings.push({
      kind: 'brand',
      slug: [brand.permalink],
      heading: `Brand: ${brand.title}`,
      name: brand.title,
      products: byBrand.get(brand.id) ?? [],
      meta: meta('brand', brand.permalink),
      description: brand.description ?? '',
      href: (page) => brandPath(brand.permalink, page),
      crumbs: [
        home,
        { name: 'Brands', href: '/brands/' },
        { name: brand.title, href: brandPath(brand.permalink) },
      ],
      updatedAt: brand.updated_at ?? null,
    });
  }
  return listings;
}

/**
 * Whether search engines may index a listing: its page meta allows it and it lists something. A brand
 * or category with no products is a page saying 'No Product Found', kept out of indexes and sitemaps.
 */
export function listingIndexable(listing: Listing): boolean {
  return listing.products.length > 0 && isIndexable(metaValue(listing.meta, '_page_index'));
}

/** How many pages a listing has (one, even when empty; 16 products are one page). */
export function listingPageCount(listing: Listing): number {
  return pagesFor(listing.products.length);
}

/** The address of every page of a listing, first page first. */
export function listingPageHrefs(listing: Listing): string[] {
  return Array.from({ length: listingPageCount(listing) }, (_, i) => listing.href(i + 1));
}

/** Every page of every listing (the catalogue generator's listing pages), in listing order. */
export async function allListingPages(): Promise<ListingPage[]> {
  return (await allListings()).flatMap((listing) => {
    const last = listingPageCount(listing);
    return Array.from({ length: last }, (_, i) => ({ listing, page: i + 1, last }));
  });
}
