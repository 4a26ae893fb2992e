/** The vehicle list as the back office reads it (GET /api/admin/vehicles), and its filter. */
import { type Vehicle, vehicleLabel, yearSpan } from '../../../lib/fitment/fitment.ts';
import { api } from '../../api.ts';
import { unwrap } from '../content/form.tsx';

export type AdminVehicle = Omit<Vehicle, 'displacement_cc' | 'ktype' | 'redbook_code'> & { version: number };

export const loadVehicles = (): Promise<AdminVehicle[]> =>
  api.get('admin/vehicles').then((r) => unwrap<AdminVehicle[]>(r));

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
