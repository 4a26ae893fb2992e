/**
 * Vehicle types, through the record routes every record shares (api/records.ts: GET/POST
 * /admin/vehicles, GET/PATCH /admin/vehicles/{id}): the list, one vehicle, its create and save. A
 * save's answer replaces the cached vehicle; the list is then stale, and so is every product's
 * fitment, which names its vehicles.
 */
import type { Vehicle } from '../../lib/fitment/fitment.ts';
import { recordResource } from './records.ts';

/** A vehicle as the back office reads it, with its version (and id) for an edit. */
export type AdminVehicle = Omit<Vehicle, 'displacement_cc' | 'ktype' | 'redbook_code'> & {
  version: number;
  updated_at: string;
};

export const vehicles = recordResource<AdminVehicle>('vehicles', { shownIn: ['fitment'] });

export const useVehicles = vehicles.useList;
export const useVehicle = vehicles.useOne;
