/** @jsxImportSource ../jsx */
/**
 * A listing page's content: its SEO, and the main element around the vehicle selector island (count,
 * grid, pager, the listing's intro), made from the components in src/build/components.
 * ListingPage.astro renders it in the shared layout, and the build writes the other pages of each
 * listing route into that page's shell with the same strings, so the two can never differ. Above the
 * grid sits the listing's filter and sort form (ListingFilters.tsx); src/browser/listing-boot.ts loads
 * the filters' script on first touch of it, or at once for a filtered address or a vehicle in the
 * garage (ranked by fit), which then redraws what sits between the grid markers
 * (LISTING_GRID_START/END, also where the site server puts its no-JavaScript view).
 */
import { loadCatalogue } from '../../data/catalogue.ts';
import { loadFitment } from '../../data/fitment.ts';
import { type Listing, type ListingPage as ListingPageProps, listingIndexable } from '../../data/listings.ts';
import { listingRouteMap } from '../../data/redirects.ts';
import { absolute, image, site } from '../../data/site.ts';
import { type ListingData, listingData, listingDataPath } from '../../lib/catalogue/listing-data.ts';
import { LISTING_GRID_END, LISTING_GRID_START } from '../../lib/catalogue/listing-markers.ts';
import { metaValue } from '../../lib/catalogue/meta.ts';
import { scriptJson } from '../../lib/format/escape.ts';
import { LISTING_PER_PAGE, listingSlice } from '../../lib/site/pagination.ts';
import { parsedOr } from '../../lib/site/schema-markup.ts';
import { metaDescription, type PageSeo, robotsFor } from '../../lib/site/seo.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ListingFilters } from '../components/ListingFilters.tsx';
import { ListingIntro } from '../components/ListingIntro.tsx';
import { Pager } from '../components/Pager.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { raw } from '../jsx/jsx-runtime.ts';
import { IslandSlot, splitAtSlot } from '../jsx/slot.ts';

export interface ListingPageContent {
  path: string;
  seo: PageSeo;
  /** The main element's content before and after the vehicle selector island. */
  main: [before: string, after: string];
  /** The products the page's grid shows: a change to one re-renders it. */
  productIds: number[];
}

/**
 * Which shell a listing page is made in: its route's (each has its own scripts), page 1 of /shop/
 * alone, being the one that answers /shop?... URLs.
 */
export function listingPageKind({ listing, page }: ListingPageProps): string {
  return listing.kind === 'shop' && page === 1 ? 'listing:shop:first' : `listing:${listing.kind}`;
}

/** GET /api/shop's filter for this listing: category by permalink, child category by SKU, brand by permalink. */
async function filterOf(listing: Listing): Promise<Record<string, string>> {
  const [first = '', second = ''] = listing.slug;
  if (listing.kind === 'category') return { 'data-filter-category': first };
  if (listing.kind === 'brand') return { 'data-filter-brand': first };
  if (listing.kind !== 'child_category') return {};
  const category = (await loadCatalogue()).categories.find((c) => c.permalink === first);
  const child = category?.child_categories.find((c) => c.permalink === second);
  return child ? { 'data-filter-child-category': child.child_sku } : {};
}

/** Each listing's facet data, made once per loaded listing (its pages share it). */
const facets = new WeakMap<Listing, ListingData>();

async function facetsOf(listing: Listing, gstBp: number): Promise<ListingData> {
  let data = facets.get(listing);
  if (!data) {
    const fitment = await loadFitment();
    const positionsOf = (id: number) => (fitment.fitsByProduct.get(id) ?? []).map((fit) => fit.position);
    data = listingData(listing.products, positionsOf, gstBp);
    facets.set(listing, data);
  }
  return data;
}

export async function listingPage({ listing, page, last }: ListingPageProps): Promise<ListingPageContent> {
  const { settings } = await loadCatalogue();
  // Page 1 of /shop/ also answers the old shop's /shop?... URLs on hosts without redirect rules
  // (src/browser/listing-fallback.ts).
  const routeMap = listing.kind === 'shop' && page === 1 ? await listingRouteMap() : undefined;
  // The pager's window: 5 page numbers on /shop/, 3 elsewhere.
  const window = listing.kind === 'shop' ? 5 : 3;
  const total = listing.products.length;
  const shown = listingSlice(listing.products, page);
  const meta = listing.meta;
  const path = listing.href(page);
  const title = metaValue(meta, '_seo_title') || listing.name;
  const editorImage = metaValue(meta, '_editor_image');
  /** Brand descriptions are cut at 7000 characters, shop descriptions at 300. */
  const cutAt = listing.kind === 'brand' ? 7000 : 300;

  const seo: PageSeo = {
    title: page > 1 ? `${title} - Page ${page}` : title,
    description: metaDescription(metaValue(meta, '_seo_description') || `${listing.name} at ${site.name}`),
    keywords: metaValue(meta, '_seo_tags'),
    canonical: path,
    robots: robotsFor(listingIndexable(listing)),
    jsonLd: [
      // The editor's schema markup when it parses, else a default WebPage schema.
      parsedOr(metaValue(meta, '_schema_markup'), () => ({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: title,
        url: absolute(path),
        publisher: { '@type': 'Organization', name: site.name },
      })),
    ],
  };

  const count = `${total === 1 ? '1 product' : `${total} products`}${last > 1 ? ` · page ${page} of ${last}` : ''}`;
  const html = (
    <>
      <Breadcrumbs items={listing.crumbs} />
      <div
        data-listing
        {...(await filterOf(listing))}
        data-listing-first={listing.href(1)}
        data-listing-page={page}
        data-listing-from={total > shown.length ? (page - 1) * LISTING_PER_PAGE : 0}
        data-listing-data={total > 0 ? listingDataPath(listing.href(1)) : undefined}
      >
        <h1>{listing.heading}</h1>
        <div class="fit-tools">
          <IslandSlot />
        </div>
        {total > 0 && (
          <ListingFilters action={listing.href(1)} data={await facetsOf(listing, settings.gstBp)} />
        )}
        <div data-listing-static>
          {total === 0 ? (
            // An empty listing (a brand or category with nothing yet) says so plainly and offers the whole shop.
            <div class="listing-empty">
              <p>No Product Found</p>
              <p>
                <a href="/shop/">Browse all products</a>
              </p>
            </div>
          ) : (
            <>
              {raw(LISTING_GRID_START)}
              <p class="listing-count">{count}</p>
              <ProductGrid products={shown} gstBp={settings.gstBp} />
              {last > 1 && <Pager current={page} last={last} href={listing.href} window={window} />}
              {raw(LISTING_GRID_END)}
            </>
          )}
        </div>
        <ListingIntro
          name={listing.name}
          description={listing.description}
          cutAt={cutAt}
          image={editorImage ? image(editorImage) : null}
        />
      </div>
      {routeMap && (
        <script type="application/json" id="listing-map">
          {raw(scriptJson(routeMap))}
        </script>
      )}
    </>
  ).html;

  return { path, seo, main: splitAtSlot(html), productIds: shown.map((p) => p.id) };
}
