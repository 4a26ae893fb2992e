/**
 * Fit badges, on every page without React: for the active vehicle of the garage, the header
 * says "Shopping for: <label>", and every `[data-fit]` badge (cards, product page) says whether the
 * product fits, from the vehicle's static file (fetched once, then kept). Badges added later (filtered
 * listings, search results) are filled as they appear. Without a vehicle everything stays hidden.
 * When the vehicle's file lists no part for its year, the notice under the header says so.
 * Loaded by fit-boot.ts once there is (or may be) a vehicle. On listings it shows the "fits my
 * vehicle" box and loads its logic (fit-filter.ts) when first ticked.
 */

import { answerFor, badgeView, noPartsListed } from '../lib/fitment/fit-view.ts';
import { type FitPart, fitOf, type GarageVehicle } from '../lib/fitment/fitment.ts';
import { loadedParts, vehicleParts } from '../stores/fitment-files.ts';
import { $activeVehicle } from '../stores/garage.ts';

// For a listing's ranking (listing-rank.ts, in the listing page's own file), which takes the fitment
// code from here when it needs it rather than importing it: the badges load it with a vehicle anyway.
export { $activeVehicle, fitOf, vehicleParts };

/** Fills the badges under `root` for the active vehicle, or hides them (nothing is awaited). */
export function refreshBadges(root: ParentNode = document): void {
  const vehicle = $activeVehicle.get();
  const parts = vehicle ? loadedParts(vehicle.vehicleId) : null;
  paint(root, vehicle, parts);
}

function paint(root: ParentNode, vehicle: GarageVehicle | null, parts: Map<number, FitPart[]> | null) {
  if (root === document)
    for (const notice of document.querySelectorAll<HTMLElement>('[data-no-parts]'))
      notice.hidden = !noPartsListed(parts, vehicle);
  const badges = [...root.querySelectorAll<HTMLElement>('[data-fit]')];
  if (root instanceof HTMLElement && root.matches('[data-fit]')) badges.push(root);
  for (const badge of badges) {
    const answer = answerFor(parts, vehicle, Number(badge.dataset.fit), badge.hasAttribute('data-universal'));
    const view = badgeView(answer, vehicle?.model ?? '');
    badge.textContent = view.text;
    badge.className = view.tone ? `fit-badge ${view.tone}` : 'fit-badge';
    badge.hidden = view.hidden;
  }
}

function showShoppingFor(vehicle: GarageVehicle | null) {
  for (const line of document.querySelectorAll<HTMLElement>('[data-shopping-for]')) {
    const strong = line.querySelector('strong');
    if (strong) strong.textContent = vehicle?.label ?? '';
    line.hidden = !vehicle;
  }
}

// A listing's "Only parts that fit my <model>" box: shown here, its logic loaded on first use.
const filter = document.querySelector<HTMLElement>('[data-fit-filter]');
const filterBox = filter?.querySelector<HTMLInputElement>('input[type="checkbox"]');
let filtering = false;

function showFilter(vehicle: GarageVehicle | null) {
  if (!filter) return;
  filter.hidden = !vehicle;
  for (const model of filter.querySelectorAll('[data-fit-model]')) model.textContent = vehicle?.model ?? '';
}

function startFilter() {
  if (filtering) return;
  filtering = true;
  import('./fit-filter.ts').then(
    (m) => m.startFitFilter(),
    (error: unknown) => {
      filtering = false;
      console.error('Loading the fit filter failed', error);
    },
  );
}

filterBox?.addEventListener('change', startFilter);
// A box the browser restored as ticked (back to the page) is applied at once.
if (filterBox?.checked) startFilter();

$activeVehicle.subscribe((vehicle) => {
  showShoppingFor(vehicle);
  showFilter(vehicle);
  refreshBadges();
  if (!vehicle || loadedParts(vehicle.vehicleId)) return;
  vehicleParts(vehicle.vehicleId).then(
    // Painted as soon as the file arrives, unless the shopper has switched vehicles meanwhile.
    (parts) => {
      if ($activeVehicle.get()?.vehicleId === vehicle.vehicleId) paint(document, $activeVehicle.get(), parts);
    },
    (error: unknown) => console.error('Reading the vehicle file failed', error),
  );
});

// Cards rendered after load (filtered listings, search results) carry empty badges: fill those only.
new MutationObserver((records) => {
  if (!$activeVehicle.get()) return;
  for (const record of records)
    for (const node of record.addedNodes) if (node instanceof HTMLElement) refreshBadges(node);
}).observe(document.body, { childList: true, subtree: true });
