/**
 * My Garage on the member's account: read, replace (the browser's garage at sign-in), add,
 * change and remove saved vehicles. Only ever the caller's own; errors carry FITMENT_MESSAGES texts.
 */
import type { ApiClient } from './client.ts';
import type { GarageEntry } from './schemas/fitment.ts';

/** A garage entry as sent: the vehicle type, the model year owned, and whether it is shopped for. */
export interface GarageInput {
  vehicle_id: number;
  year: number;
  active?: boolean;
}

/** GET /user/garage: the saved vehicles, oldest first. */
export async function getGarage(api: ApiClient): Promise<GarageEntry[]> {
  return (await api.get<{ data: GarageEntry[] }>('/user/garage')).data;
}

/** PUT /user/garage: replaces the account's garage (0..5, at most one active); answers it as saved. */
export async function putGarage(api: ApiClient, vehicles: readonly GarageInput[]): Promise<GarageEntry[]> {
  return (await api.put<{ data: GarageEntry[] }>('/user/garage', { vehicles })).data;
}
