/**
 * The fitting parts of a listing for the "fits my vehicle" filter: one page of GET /api/shop with the
 * listing's filter (data-filter-* on [data-listing]) and the vehicle and year, as product cards (their
 * badges are filled by fit-badges.ts as they appear), with the count, a pager and an error state.
 */

import { productCardHtml } from '../lib/catalogue/product-card.ts';
import { fitShopFilter, type ListingFilter } from '../lib/fitment/fit-view.ts';
import type { GarageVehicle } from '../lib/fitment/fitment.ts';
import { pageGstBp } from '../lib/pricing/price-display.ts';
import { pager, pagerHtml } from '../lib/site/pagination.ts';
import { filteredProducts } from '../stores/catalogue.ts';

let latest = 0;

function listingFilter(root: HTMLElement): ListingFilter {
  const { filterCategory, filterChildCategory, filterBrand } = root.dataset;
  return { category: filterCategory, child_category: filterChildCategory, brand: filterBrand };
}

/** What the fit pager's links point at: pages of these results, shown in place (no address has them). */
const FIT_PAGE = '#fit-page-';

/** The shop's pager for page `page` of `last` of the fitting parts. */
export function fitPagerHtml(page: number, last: number): string {
  return pagerHtml(pager({ current: page, last, href: (n) => FIT_PAGE + n }));
}

/** Shows page `page` of the listing's parts that fit `vehicle` in `results`. */
export async function showFitResults(
  root: HTMLElement,
  results: HTMLElement,
  vehicle: GarageVehicle,
  page: number,
): Promise<void> {
  const ticket = ++latest;
  results.innerHTML = '<p role="status" tabindex="-1">Loading...</p>';
  const status = results.querySelector<HTMLElement>('[role="status"]')!;
  const gstBp = pageGstBp(document.documentElement);
  try {
    const found = await filteredProducts(fitShopFilter(listingFilter(root), vehicle), page);
    // A newer page, another vehicle or the unticked box has taken over meanwhile.
    if (ticket !== latest || results.hidden) return;
    if (found.total === 0) {
      status.textContent = `No parts in this list fit your ${vehicle.model}.`;
      return;
    }
    const { last } = found;
    status.textContent = `${found.total === 1 ? '1 product fits' : `${found.total} products fit`} your ${vehicle.label}${last > 1 ? ` · page ${page} of ${last}` : ''}`;
    const cards = found.products
      .map(
        (p) =>
          `<li>${productCardHtml(p, { assetBase: import.meta.env.PUBLIC_ASSET_BASE ?? '/storage/', gstBp, headingLevel: 'h2' })}</li>`,
      )
      .join('');
    results.insertAdjacentHTML('beforeend', `<ul class="grid">${cards}</ul>${fitPagerHtml(page, last)}`);
    for (const link of results.querySelectorAll<HTMLAnchorElement>('.pager a'))
      link.addEventListener('click', (event) => {
        event.preventDefault();
        const next = Number(link.hash.slice(FIT_PAGE.length));
        void showFitResults(root, results, vehicle, next).then(() => {
          results.querySelector<HTMLElement>('[role="status"]')?.focus();
        });
      });
  } catch (error) {
    if (ticket !== latest) return;
    console.error('Loading the fitting parts failed', error);
    status.setAttribute('role', 'alert');
    // filteredProducts rejects with the shopper's text (the server's 4xx message, else the product spec's).
    status.textContent = error instanceof Error ? error.message : String(error);
  }
}
