/**
 * A listing ranked for the garage's vehicle before any interaction (docs/design.md#listing-filters):
 * the parts that fit first, universal parts next, parts that do not fit last (their badges say so),
 * the listing's own order within each; the built page's count and pager stay, as page N of the
 * ranked listing is still at the built page N's address. Started by listing-boot.ts when the garage
 * holds a vehicle, or may soon (a first one chosen in the garage), and used by the filters
 * (listing-filters.ts), which take over on first touch of the form. The same order as listingView's
 * relevance with a vehicle. Kept in the listing page's own file for the 15 KB budget (no file of its own): the fitment code (the garage, the vehicle's file,
 * fitOf) comes from the fit badges' file (fit-badges.ts), which a page with a vehicle loads anyway;
 * importing it here would put it in this page's file, and the badges' file would load that on every page.
 */
import type { ListingData } from '../lib/catalogue/listing-data.ts';
import type { FitAnswer, GarageVehicle } from '../lib/fitment/fitment.ts';
import { cardsOf } from './listing-cards.ts';

/** The fitment code, from the fit badges' file. */
const fitment = () => import('./fit-badges.ts');

let data: Promise<ListingData> | undefined;

/** The listing's facet file (fetched once per page; tried again after a failure). */
export function listingFacets(path: string): Promise<ListingData> {
  data ??= fetch(path).then((response) => {
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<ListingData>;
  });
  data.catch(() => {
    data = undefined;
  });
  return data;
}

const RANKS: Record<FitAnswer['kind'], 0 | 1 | 2> = { fits: 0, check: 0, universal: 1, no: 2 };

/** How each product stands with the active vehicle (0 fits, 1 universal, 2 not), once its file has arrived. */
export async function fitRanks(): Promise<((id: number, universal: boolean) => 0 | 1 | 2) | undefined> {
  const { $activeVehicle, fitOf, vehicleParts } = await fitment();
  const vehicle = $activeVehicle.get();
  const parts = vehicle && (await vehicleParts(vehicle.vehicleId).catch(() => null));
  return vehicle && parts
    ? (id, universal) => RANKS[fitOf(parts, id, universal, vehicle.year).kind]
    : undefined;
}

/** The built grid's HTML, before any ranking. */
let built: string | null = null;
export const builtGrid = (grid: HTMLElement): string => (built ??= grid.innerHTML);

/** The form's "Only parts that fit my <model>", there to tick once there is a vehicle, before the filters load. */
export function showFit(vehicle: GarageVehicle | null): void {
  for (const label of document.querySelectorAll<HTMLElement>('[data-lf-fit]')) {
    label.hidden = !vehicle;
    for (const model of label.querySelectorAll('[data-lf-model]')) model.textContent = vehicle?.model ?? '';
  }
}

let stop: (() => void) | null = null;
/** Whether the grid shows a ranked listing, not the built one. */
let ranked = false;

async function rank(root: HTMLElement, grid: HTMLElement, vehicle: GarageVehicle | null) {
  const html = builtGrid(grid);
  showFit(vehicle);
  const [facets, ranks] = await Promise.all([listingFacets(root.dataset.listingData!), fitRanks()]);
  if (!ranks) {
    if (stop && ranked) grid.innerHTML = html;
    ranked = false;
    return;
  }
  const ids = facets.rows
    .map(([id, , , , , , , universal], at) => [ranks(id, universal === 1), at, id] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([, , id]) => id);
  // This page's share of the ranked listing: as many as it was built with, from where it starts.
  const list = grid.querySelector('ul.grid');
  const from = Number(root.dataset.listingFrom) || 0;
  const cards = await cardsOf(ids.slice(from, from + (list?.children.length ?? 0)));
  if (stop && list && (await fitment()).$activeVehicle.get() === vehicle) {
    list.innerHTML = cards.map((c) => `<li>${c}</li>`).join('');
    ranked = true;
  }
}

/** Ranks the page's listing now and whenever the active vehicle changes, until stopListingRank. */
export function startListingRank(): void {
  const root = document.querySelector<HTMLElement>('[data-listing-data]');
  const grid = root?.querySelector<HTMLElement>('[data-listing-static]');
  if (stop || !root || !grid) return;
  stop = () => {};
  fitment().then(
    ({ $activeVehicle }) => {
      if (stop)
        stop = $activeVehicle.subscribe(
          (vehicle) => void rank(root, grid, vehicle).catch((e: unknown) => console.error(e)),
        );
    },
    (error: unknown) => {
      stop = null;
      console.error('Loading the fitment code failed', error);
    },
  );
}

/** Hands the page to the filters (listing-filters.ts), which rank as they filter. */
export function stopListingRank(): void {
  stop?.();
  stop = null;
}

/** What the filters take from here (handed over by listing-boot.ts). */
export interface ListingRank {
  builtGrid: typeof builtGrid;
  cardsOf: typeof cardsOf;
  fitRanks: typeof fitRanks;
  listingFacets: typeof listingFacets;
  showFit: typeof showFit;
  stopListingRank: typeof stopListingRank;
}
