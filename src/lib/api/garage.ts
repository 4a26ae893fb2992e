/**
 * My Garage on the member's account: read, replace (the browser's garage at sign-in), add,
 * change and remove saved vehicles. Only ever the caller's own; errors carry FITMENT_MESSAGES texts.
 */
import type { ApiClient } from './client.ts';
import type { GarageEntry } from './types.ts';

export type { GarageEntry } from './types.ts';

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

/** POST /user/garage: saves one vehicle (or answers the entry already saved for it and the year). */
export async function addGarageVehicle(api: ApiClient, vehicle: GarageInput): Promise<GarageEntry> {
  return (await api.post<{ data: GarageEntry }>('/user/garage', vehicle)).data;
}

/** PATCH /user/garage/{id}: makes it the active vehicle and/or changes the year owned. */
export async function patchGarageVehicle(
  api: ApiClient,
  id: number,
  change: { active?: true; year?: number },
): Promise<GarageEntry> {
  return (await api.patch<{ data: GarageEntry }>(`/user/garage/${id}`, change)).data;
}

/** DELETE /user/garage/{id}: removes it; the oldest left becomes active. */
export async function deleteGarageVehicle(api: ApiClient, id: number): Promise<void> {
  await api.delete(`/user/garage/${id}`);
}
