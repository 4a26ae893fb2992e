/** The vehicle list's filter (api/vehicles.ts loads the list). */
import { vehicleLabel, yearSpan } from '../../../lib/fitment/fitment.ts';
import type { AdminVehicle } from '../../api/vehicles.ts';

export type { AdminVehicle };

/** Whether every word typed is in the vehicle's label or years ("jazz 2012", "i30 gd"). */
export function matchesVehicle(v: AdminVehicle, query: string): boolean {
  const text = `${vehicleLabel(v)} ${yearSpan(v.year_from, v.year_to)} ${v.body}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word) || yearWithin(v, word));
}

const yearWithin = (v: AdminVehicle, word: string) =>
  /^\d{4}$/.test(word) && Number(word) >= v.year_from && Number(word) <= v.year_to;
