/**
 * Starts a listing's filters (listing-filters.ts) while loading almost nothing: at once when the
 * address asks for a filtered view, else on the shopper's first touch of the filter form; before that,
 * when the garage holds a vehicle, the small ranking (listing-rank.ts, in this file, with the fit
 * badges' fitment code) ranks the built page. Without JavaScript the form is a plain GET to the site
 * server's filtered view (docs/design.md#listing-filters). On /shop/ and /brand/ it also loads
 * listing-fallback.ts for an address with a query string (the product spec's query-string URLs), and
 * only then: one script, one file, for every listing page (the 15 KB budget, docs/design.md#budgets).
 */
import { garageStored, whenVehicleMayArrive } from './fit-stored.ts';
import { cardsOf } from './listing-cards.ts';
import {
  builtGrid,
  fitRanks,
  listingFacets,
  showFit,
  startListingRank,
  stopListingRank,
} from './listing-rank.ts';

if (location.search.length > 1 && document.getElementById('listing-map'))
  import('./listing-fallback.ts').catch((error: unknown) =>
    console.error('Loading the listing fallback failed', error),
  );

const root = document.querySelector<HTMLElement>('[data-listing-data]');
let started = false;

function start() {
  if (started) return;
  started = true;
  import('./listing-filters.ts').then(
    // A plain object, not the module: a module's namespace as a value needs the bundler's runtime file.
    (filters) =>
      filters.startListingFilters({ builtGrid, cardsOf, fitRanks, listingFacets, showFit, stopListingRank }),
    (error: unknown) => {
      started = false;
      console.error('Loading the listing filters failed', error);
    },
  );
}

if (root) {
  const form = root.querySelector('[data-listing-filters]');
  // The filters' own query words (lib/catalogue/listing-query.ts readQuery), without importing it here.
  if (/[?&](sort|brands|min|max|pos|fit|stock|pg)=/.test(location.search)) start();
  else {
    // Ranked now, or once a first vehicle may come (the garage is an island), until the filters start.
    if (garageStored()) startListingRank();
    else whenVehicleMayArrive(() => started || startListingRank());
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      form?.addEventListener(type, start, { once: true, passive: true });
  }
}
