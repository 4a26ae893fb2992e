/**
 * Whether this browser's garage holds a vehicle, read straight from storage: no store, no decoding.
 * The cheap test on every page that decides whether the fitment scripts load at all, so a shopper
 * without a vehicle downloads none of them before interacting (the 15 KB budget of JavaScript
 * before interaction, docs/design.md#budgets); and when a vehicle may arrive later, for the scripts
 * that start then.
 */
import { GARAGE_STORAGE_KEY } from '../stores/garage-key.ts';

export function garageStored(): boolean {
  try {
    return (localStorage.getItem(GARAGE_STORAGE_KEY) ?? '').includes('"vehicleId"');
  } catch {
    return false;
  }
}

/**
 * Calls `start` (perhaps more than once) when a vehicle may arrive in a garage that held none: another
 * tab saves one, or the shopper touches an island (the garage selector and sign-in are islands,
 * hydrated on interaction).
 */
export function whenVehicleMayArrive(start: () => void): void {
  addEventListener('storage', (event) => {
    if (event.key === GARAGE_STORAGE_KEY) start();
  });
  const onIsland = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('astro-island')) start();
  };
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    document.addEventListener(type, onIsland, { capture: true, passive: true });
}
