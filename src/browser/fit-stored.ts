/**
 * Whether this browser's garage holds a vehicle, read straight from storage: no store, no decoding.
 * The cheap test on every page that decides whether the fitment scripts load at all, so a shopper
 * without a vehicle downloads none of them before interacting (the 15 KB budget of JavaScript before interaction, docs/design.md#budgets).
 */
import { GARAGE_STORAGE_KEY } from '../stores/garage-key.ts';

export function garageStored(): boolean {
  try {
    return (localStorage.getItem(GARAGE_STORAGE_KEY) ?? '').includes('"vehicleId"');
  } catch {
    return false;
  }
}
