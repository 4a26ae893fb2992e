/**
 * $garage: My Garage, persisted in localStorage and shared by every island, tab and the badge script
 * (which imports $activeVehicle on every catalogue page, so this module stays tiny: nanostores and
 * lib/garage.ts only). A signed-in member's changes are sent to the account by garage-sync.ts,
 * loaded only when something changes.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { GarageVehicle } from '../lib/fitment/fitment.ts';
import * as rules from '../lib/fitment/garage.ts';
import { GARAGE_STORAGE_KEY } from './garage-key.ts';

export { GARAGE_STORAGE_KEY };

function decodeText(text: string | null | undefined): rules.Garage {
  if (!text) return rules.EMPTY_GARAGE;
  try {
    return rules.decodeGarage(JSON.parse(text));
  } catch {
    return rules.EMPTY_GARAGE;
  }
}

export const $garage = persistentAtom<rules.Garage>(GARAGE_STORAGE_KEY, rules.EMPTY_GARAGE, {
  encode: JSON.stringify,
  decode: decodeText,
});

/** The vehicle the shop is showing fitment for, or null. */
export const $activeVehicle = computed($garage, rules.activeOf);

/** Sends the garage to a signed-in member's account (garage-sync.ts does nothing when signed out). */
function changed(): void {
  import('./garage-sync.ts').then(
    (sync) => sync.pushGarage(),
    () => {},
  );
}

function update(next: rules.Garage): void {
  if (next === $garage.get()) return;
  $garage.set(next);
  changed();
}

/** Adds a vehicle and makes it active; the error text when the garage is full, otherwise null. */
export function addVehicle(vehicle: GarageVehicle): string | null {
  const { garage, error } = rules.addToGarage($garage.get(), vehicle);
  update(garage);
  return error;
}

/** Removes a vehicle; the oldest remaining becomes active when it was the active one. */
export function removeVehicle(vehicleId: number, year: number): void {
  update(rules.removeFromGarage($garage.get(), vehicleId, year));
}

/** Makes a saved vehicle the active one. */
export function setActive(vehicleId: number, year: number): void {
  update(rules.setActiveIn($garage.get(), vehicleId, year));
}
