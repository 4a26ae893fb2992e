/**
 * The listing's "Only parts that fit my <model>" checkbox, loaded by fit-badges.ts when the
 * shopper first ticks it (the badge script shows the box once the garage has an active vehicle).
 * Checked, the static grid gives way to the API's parts that fit that vehicle in its model year
 * (fit-filter-results.ts); unchecked, or without a vehicle, the static page is back.
 */
import type { GarageVehicle } from '../lib/fitment/fitment.ts';
import { $activeVehicle } from '../stores/garage.ts';

const root = document.querySelector<HTMLElement>('[data-listing]');
const box = root?.querySelector<HTMLInputElement>('[data-fit-filter] input[type="checkbox"]');
const results = root?.querySelector<HTMLElement>('[data-fit-results]');
const page = root?.querySelector<HTMLElement>('[data-listing-static]');

/** Back to the static listing. */
function showStatic() {
  if (results) {
    results.hidden = true;
    results.replaceChildren();
  }
  if (page) page.hidden = false;
}

async function showFitting(vehicle: GarageVehicle) {
  if (!root || !results || !page) return;
  page.hidden = true;
  results.hidden = false;
  const { showFitResults } = await import('./fit-filter-results.ts');
  // The shopper may have unticked the box or switched vehicles while the module loaded.
  if (box?.checked && $activeVehicle.get() === vehicle) await showFitResults(root, results, vehicle, 1);
}

function apply() {
  const vehicle = $activeVehicle.get();
  if (vehicle && box?.checked) void showFitting(vehicle);
  else {
    if (box) box.checked = false;
    showStatic();
  }
}

let started = false;

/** Follows the box and the active vehicle from now on, starting with their state now. */
export function startFitFilter(): void {
  if (started || !box) return;
  started = true;
  $activeVehicle.subscribe(apply);
  box.addEventListener('change', apply);
}
