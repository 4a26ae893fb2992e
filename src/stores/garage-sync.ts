/**
 * My Garage and the member's account: at sign-in the browser's garage and the account's are
 * merged (lib/garage.ts mergeGarages) and the result saved to both; while signed in, every change is
 * sent with PUT /user/garage. Signing out leaves the browser's garage as it is. Loaded lazily by
 * stores/garage.ts and the sign-in form, never by catalogue pages up front.
 */

import { getGarage, putGarage } from '../lib/api/garage.ts';
import type { GarageEntry } from '../lib/api/schemas/fitment.ts';
import { EMPTY_GARAGE, type Garage, mergeGarages } from '../lib/fitment/garage.ts';
import { api } from './api.ts';
import { $garage } from './garage.ts';
import { $session } from './session.ts';

/** The account's entries as a browser garage (labels as the server builds them). */
export function garageOfEntries(entries: readonly GarageEntry[]): Garage {
  if (entries.length === 0) return EMPTY_GARAGE;
  const vehicles = entries.map((e) => ({
    vehicleId: e.vehicle_id,
    year: e.year,
    label: e.label,
    model: e.vehicle.model,
  }));
  return {
    vehicles,
    active: Math.max(
      0,
      entries.findIndex((e) => e.active),
    ),
  };
}

/** The PUT body for a browser garage. */
export function entriesOfGarage(garage: Garage) {
  return garage.vehicles.map((v, i) => ({
    vehicle_id: v.vehicleId,
    year: v.year,
    active: i === garage.active,
  }));
}

let sending = false;
let again = false;

/** Sends the garage to the account when signed in; changes made while a save runs are sent after it. */
export async function pushGarage(): Promise<void> {
  if (!$session.get()) return;
  if (sending) {
    again = true;
    return;
  }
  sending = true;
  try {
    do {
      again = false;
      await putGarage(api, entriesOfGarage($garage.get()));
    } while (again && $session.get());
  } catch (error) {
    console.error('Saving the garage to the account failed', error);
  } finally {
    sending = false;
    again = false;
  }
}

/**
 * Right after sign-in: the union of the browser's and the account's garages (the browser's active
 * vehicle stays active) is shown at once, saved to the account, and kept as the account answers.
 * Never throws: a failure leaves the browser's garage and the sign-in alone.
 */
export async function mergeAtSignIn(): Promise<void> {
  try {
    const merged = mergeGarages($garage.get(), garageOfEntries(await getGarage(api)));
    $garage.set(merged);
    $garage.set(garageOfEntries(await putGarage(api, entriesOfGarage(merged))));
  } catch (error) {
    console.error('Merging the garage with the account failed', error);
  }
}
