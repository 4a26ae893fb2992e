/**
 * The filter island: products for a filter combination that is not pre-rendered (for example a brand
 * within a category), fetched from GET /api/shop, marked noindex, with loading, error and empty states.
 */

import { productCardHtml } from '../lib/catalogue/product-card.ts';
import { escapeHtml } from '../lib/format/escape.ts';
import { pageGstBp } from '../lib/pricing/price-display.ts';
import { filterLabel, type ListingRouteMap } from '../lib/site/listing-route.ts';
import { pager, pagerHtml } from '../lib/site/pagination.ts';
import { filteredProducts } from '../stores/catalogue.ts';

/** The shop's pager for page `page` of `last`: this address with another `page`, the other parameters kept. */
export function filterPagerHtml(params: URLSearchParams, page: number, last: number): string {
  const href = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next}`;
  };
  return pagerHtml(pager({ current: page, last, href }));
}

export async function showFilteredProducts(params: URLSearchParams, map: ListingRouteMap): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-listing]');
  if (!root) return;
  let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!robots) {
    robots = document.createElement('meta');
    robots.name = 'robots';
    document.head.append(robots);
  }
  robots.content = 'noindex, nofollow';
  const label = filterLabel(params, map);
  document.title = `Search Results for ${label}`;
  root.innerHTML = `<h1>Search Results for ${escapeHtml(label)}</h1><p role="status">Loading...</p>`;
  const status = root.querySelector('[role="status"]')!;
  const page = Number(params.get('page') ?? '1') || 1;
  try {
    // Prices as on the static cards: GST from the settings the page was built with.
    const gstBp = pageGstBp(document.documentElement);
    const result = await filteredProducts(
      {
        category: params.get('category') ?? undefined,
        child_category: params.get('child_category') ?? undefined,
        brand: params.get('brand') ?? undefined,
      },
      page,
    );
    if (result.total === 0) {
      status.textContent = 'No Product Found';
      return;
    }
    status.textContent = result.total === 1 ? '1 product' : `${result.total} products`;
    const cards = result.products
      .map(
        (p) =>
          `<li>${productCardHtml(p, { assetBase: import.meta.env.PUBLIC_ASSET_BASE ?? '/storage/', gstBp, headingLevel: 'h2' })}</li>`,
      )
      .join('');
    root.insertAdjacentHTML(
      'beforeend',
      `<ul class="grid">${cards}</ul>${filterPagerHtml(params, page, result.last)}`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    status.textContent = /404|not found/i.test(message)
      ? 'No Product Found'
      : `Error loading products: ${message}`;
  }
}
