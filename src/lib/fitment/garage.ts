/**
 * My Garage rules: up to GARAGE_LIMIT vehicles, each a vehicle type and the model year owned,
 * and one of them active whenever there are any. Pure and dependency-free: the badge script on every
 * catalogue page reads the garage through stores/garage.ts, which uses these.
 */

import { isWhole } from '../site/decode.ts';
import { FITMENT_MESSAGES, GARAGE_LIMIT, type GarageVehicle, YEAR_MAX, YEAR_MIN } from './fitment.ts';

/** The garage as stored: the vehicles, oldest first, and the index of the active one (-1 when empty). */
export interface Garage {
  vehicles: GarageVehicle[];
  active: number;
}

export const EMPTY_GARAGE: Garage = { vehicles: [], active: -1 };

const sameVehicle = (a: Pick<GarageVehicle, 'vehicleId' | 'year'>, vehicleId: number, year: number) =>
  a.vehicleId === vehicleId && a.year === year;

/** One stored entry, or null when it is not a garage vehicle. */
function decodeVehicle(raw: unknown): GarageVehicle | null {
  if (!raw || typeof raw !== 'object') return null;
  const { vehicleId, year, label, model } = raw as Record<string, unknown>;
  if (!isWhole(vehicleId, 1) || !isWhole(year, YEAR_MIN, YEAR_MAX)) return null;
  if (typeof label !== 'string' || !label || typeof model !== 'string') return null;
  return { vehicleId, year, label, model };
}

/**
 * A garage from `vehicles` and the entry meant to be active: duplicates are dropped, at most
 * GARAGE_LIMIT kept, and the first becomes active when the chosen one is missing.
 */
function garageOf(vehicles: readonly GarageVehicle[], activeEntry: GarageVehicle | undefined): Garage {
  const kept: GarageVehicle[] = [];
  for (const v of vehicles)
    if (kept.length < GARAGE_LIMIT && !kept.some((k) => sameVehicle(k, v.vehicleId, v.year))) kept.push(v);
  if (kept.length === 0) return EMPTY_GARAGE;
  const active = activeEntry
    ? kept.findIndex((k) => sameVehicle(k, activeEntry.vehicleId, activeEntry.year))
    : -1;
  return { vehicles: kept, active: Math.max(0, active) };
}

/** Reads stored garage data, dropping anything that is not valid (storage outlives deploys). */
export function decodeGarage(raw: unknown): Garage {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as Garage).vehicles)) return EMPTY_GARAGE;
  const { vehicles, active } = raw as { vehicles: unknown[]; active: unknown };
  const activeEntry = isWhole(active, 0) ? decodeVehicle(vehicles[active]) : null;
  const valid = vehicles.map(decodeVehicle).filter((v): v is GarageVehicle => v !== null);
  return garageOf(valid, activeEntry ?? undefined);
}

/** The stored text of a garage holding `vehicles` with the one at `active` active (tests, the bench). */
export function garageStorageValue(vehicles: readonly GarageVehicle[], active = vehicles.length - 1): string {
  return JSON.stringify(garageOf(vehicles, vehicles[active]));
}

/** The active vehicle, or null when the garage is empty. */
export function activeOf(garage: Garage): GarageVehicle | null {
  return garage.vehicles[garage.active] ?? null;
}

/**
 * Adds a vehicle and makes it active; one already in the garage just becomes active. A vehicle past
 * GARAGE_LIMIT is refused with FITMENT_MESSAGES.garageFull and the garage is unchanged.
 */
export function addToGarage(
  garage: Garage,
  vehicle: GarageVehicle,
): { garage: Garage; error: string | null } {
  const existing = garage.vehicles.findIndex((v) => sameVehicle(v, vehicle.vehicleId, vehicle.year));
  if (existing >= 0) return { garage: setActiveIn(garage, vehicle.vehicleId, vehicle.year), error: null };
  if (garage.vehicles.length >= GARAGE_LIMIT) return { garage, error: FITMENT_MESSAGES.garageFull };
  const vehicles = [...garage.vehicles, vehicle];
  return { garage: { vehicles, active: vehicles.length - 1 }, error: null };
}

/** Removes a vehicle; when it was the active one, the oldest remaining becomes active. */
export function removeFromGarage(garage: Garage, vehicleId: number, year: number): Garage {
  const active = activeOf(garage);
  const vehicles = garage.vehicles.filter((v) => !sameVehicle(v, vehicleId, year));
  if (vehicles.length === garage.vehicles.length) return garage;
  return garageOf(vehicles, active ?? undefined);
}

/** Makes a vehicle in the garage the active one (one not in the garage changes nothing). */
export function setActiveIn(garage: Garage, vehicleId: number, year: number): Garage {
  const index = garage.vehicles.findIndex((v) => sameVehicle(v, vehicleId, year));
  return index < 0 || index === garage.active ? garage : { ...garage, active: index };
}

/**
 * The garage after sign-in: the browser's vehicles, then the account's others, at most GARAGE_LIMIT;
 * the browser's active vehicle stays active (the account's when the browser had none).
 */
export function mergeGarages(local: Garage, account: Garage): Garage {
  const active = activeOf(local) ?? activeOf(account);
  return garageOf([...local.vehicles, ...account.vehicles], active ?? undefined);
}
