/**
 * A listing page's content as strings: its SEO, and the main element around the vehicle selector island
 * (count, grid, pager, the listing's intro). ListingPage.astro renders them in the shared layout, and the
 * build stamps later pages of each listing route from the first ones' shell with the same strings
 * (src/lib/build/page-stamp.ts), so the two can never differ. With a vehicle in the garage, "Only parts
 * that fit my <model>" swaps the static grid for the API's fitting parts (src/browser/fit-filter.ts,
 * started by the badge script); the listing's own filter rides on data-filter-* for that call.
 */
import { metaValue } from '../lib/catalogue/meta.ts';
import type { Product } from '../lib/catalogue/product.ts';
import { breadcrumbsHtml } from '../lib/render/breadcrumbs.ts';
import { escapeHtml as e, scriptJson } from '../lib/render/html.ts';
import { pagerHtml } from '../lib/render/pager.ts';
import { readMoreHtml } from '../lib/render/read-more.ts';
import { listingSlice } from '../lib/site/pagination.ts';
import { parsedOr } from '../lib/site/schema-markup.ts';
import { metaDescription, type PageSeo, robotsFor } from '../lib/site/seo.ts';
import { cardHtml } from './cards.ts';
import { loadCatalogue } from './catalogue.ts';
import {
  type Listing,
  type ListingPage as ListingPageProps,
  listingIndexable,
  PRICE_FILTER,
} from './listings.ts';
import { listingRouteMap } from './redirects.ts';
import { absolute, image, site } from './site.ts';

export interface ListingPageContent {
  path: string;
  seo: PageSeo;
  /** The main element's content before and after the vehicle selector island. */
  main: [before: string, after: string];
  /** The products the page's grid shows: a change to one re-renders it. */
  productIds: number[];
}

/**
 * Which shell a listing page is stamped from (src/lib/build/page-stamp.ts): its route's (each has its
 * own scripts), page 1 of /shop/ alone, being the one that answers /shop?... URLs.
 */
export function listingPageKind({ listing, page }: ListingPageProps): string {
  return listing.kind === 'shop' && page === 1 ? 'listing:shop:first' : `listing:${listing.kind}`;
}

/** GET /api/shop's filter for this listing: category by permalink, child category by SKU, brand by permalink. */
async function filterAttrs(listing: Listing): Promise<string> {
  const [first = '', second = ''] = listing.slug;
  if (listing.kind === 'category') return ` data-filter-category="${e(first)}"`;
  if (listing.kind === 'brand') return ` data-filter-brand="${e(first)}"`;
  if (listing.kind !== 'child_category') return '';
  const category = (await loadCatalogue()).categories.find((c) => c.permalink === first);
  const child = category?.child_categories.find((c) => c.permalink === second);
  return child ? ` data-filter-child-category="${e(child.child_sku)}"` : '';
}

function gridHtml(products: readonly Product[], gstBp: number): string {
  return `<ul class="grid">${products.map((p) => `<li>${cardHtml(p, gstBp, { headingLevel: 'h2' })}</li>`).join('')}</ul>`;
}

export async function listingPage({ listing, page, last }: ListingPageProps): Promise<ListingPageContent> {
  const { settings } = await loadCatalogue();
  // Page 1 of /shop/ also answers SPEC's /shop?... URLs on hosts without redirect rules (src/browser/listing-fallback.ts).
  const routeMap = listing.kind === 'shop' && page === 1 ? await listingRouteMap() : undefined;
  // The pager's window: 5 page numbers on /shop/, 3 elsewhere (SPEC section 2).
  const window = listing.kind === 'shop' ? 5 : 3;
  const total = listing.products.length;
  const shown = listingSlice(listing.products, page);
  const meta = listing.meta;
  const path = listing.href(page);
  const title = metaValue(meta, '_seo_title') || listing.name;
  const description = listing.description;
  const editorImage = metaValue(meta, '_editor_image');
  /** SPEC section 9: brand descriptions are cut at 7000 characters, shop descriptions at 300. */
  const cutAt = listing.kind === 'brand' ? 7000 : 300;

  const seo: PageSeo = {
    title: page > 1 ? `${title} - Page ${page}` : title,
    description: metaDescription(metaValue(meta, '_seo_description') || `${listing.name} at ${site.name}`),
    keywords: metaValue(meta, '_seo_tags'),
    canonical: path,
    robots: robotsFor(listingIndexable(listing)),
    jsonLd: [
      // The editor's schema markup when it parses, else a default WebPage schema (SPEC section 2).
      parsedOr(metaValue(meta, '_schema_markup'), () => ({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: title,
        url: absolute(path),
        publisher: { '@type': 'Organization', name: site.name },
      })),
    ],
  };

  const before = `${breadcrumbsHtml(listing.crumbs)}<div data-listing${await filterAttrs(listing)}><h1>${e(
    listing.heading,
  )}</h1><div class="fit-tools">`;
  const count = `${total === 1 ? '1 product' : `${total} products`}${last > 1 ? ` · page ${page} of ${last}` : ''}`;
  // SPEC's price filter slider, hidden as in SPEC: present for a later filter, not offered yet.
  const priceFilter = `<div class="price-filter" hidden><label for="price-filter">Price up to</label><input id="price-filter" type="range" name="price" min="${PRICE_FILTER.min}" max="${PRICE_FILTER.max}" value="${PRICE_FILTER.max}" step="1"></div>`;
  const intro =
    description || editorImage
      ? `<section class="listing-intro" aria-label="${e(`About ${listing.name}`)}">${
          description ? readMoreHtml(description, cutAt) : ''
        }${
          editorImage
            ? `<img src="${e(image(editorImage))}" alt="" width="1200" height="500" loading="lazy">`
            : ''
        }</section>`
      : '';
  // An empty listing (a brand or category with nothing yet) says so plainly and offers the whole shop.
  const products =
    total === 0
      ? `${priceFilter}<div class="listing-empty"><p>No Product Found</p><p><a href="/shop/">Browse all products</a></p></div>`
      : `<p>${e(count)}</p>${priceFilter}${gridHtml(shown, settings.gstBp)}`;
  const after = `<label class="fit-filter" data-fit-filter hidden><input type="checkbox"><span>Only parts that fit my <span data-fit-model></span></span></label></div><div data-fit-results hidden></div><div data-listing-static>${products}${
    last > 1 ? pagerHtml(page, last, listing.href, { window }) : ''
  }</div>${intro}</div>${
    routeMap ? `<script type="application/json" id="listing-map">${scriptJson(routeMap)}</script>` : ''
  }`;

  return { path, seo, main: [before, after], productIds: shown.map((p) => p.id) };
}
