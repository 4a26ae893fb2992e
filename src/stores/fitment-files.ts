/**
 * The fitment files the build writes, in the browser: the selector's tree (TREE_PATH), fetched once
 * per page, and the vehicle files (vehicleFilePath), each fetched once per page and kept in memory,
 * indexed by product id. Shared by the fit badges, the "add anyway?" question and the garage
 * selector, so a click never waits for a file the badges already have. No side effects on import.
 */

import { answerFor } from '../lib/fitment/fit-view.ts';
import {
  type FitAnswer,
  type FitPart,
  indexParts,
  TREE_PATH,
  type VehicleFile,
  type VehicleTree,
  vehicleFilePath,
} from '../lib/fitment/fitment.ts';
import { $activeVehicle } from './garage.ts';

let treeRequest: Promise<VehicleTree> | undefined;

/** The make -> model -> vehicle tree; rejects when it cannot be read (tried again next time). */
export function vehicleTree(): Promise<VehicleTree> {
  treeRequest ??= fetch(TREE_PATH).then((r) => {
    if (!r.ok) throw new Error(`${TREE_PATH} answered ${r.status}`);
    return r.json() as Promise<VehicleTree>;
  });
  treeRequest.catch(() => {
    treeRequest = undefined;
  });
  return treeRequest;
}

const files = new Map<number, Promise<Map<number, FitPart[]>>>();
const loaded = new Map<number, Map<number, FitPart[]>>();

/** The parts that fit a vehicle, by product id; rejects when the file cannot be read (tried again next time). */
export function vehicleParts(vehicleId: number): Promise<Map<number, FitPart[]>> {
  let file = files.get(vehicleId);
  if (!file) {
    file = fetch(vehicleFilePath(vehicleId))
      .then((response) => {
        if (!response.ok) throw new Error(`${vehicleFilePath(vehicleId)} answered ${response.status}`);
        return response.json() as Promise<VehicleFile>;
      })
      .then((data) => {
        const parts = indexParts(data);
        loaded.set(vehicleId, parts);
        return parts;
      });
    file.catch(() => files.delete(vehicleId));
    files.set(vehicleId, file);
  }
  return file;
}

/** The parts of a vehicle whose file has already arrived, else null (no waiting). */
export const loadedParts = (vehicleId: number) => loaded.get(vehicleId) ?? null;

/**
 * Does a product fit the active vehicle? Null without a vehicle, or when its file cannot be read (the
 * shop then says nothing rather than guess).
 */
export async function activeFit(productId: number, universal: boolean): Promise<FitAnswer | null> {
  const vehicle = $activeVehicle.get();
  if (!vehicle) return null;
  if (universal) return answerFor(null, vehicle, productId, true);
  try {
    return answerFor(await vehicleParts(vehicle.vehicleId), vehicle, productId, false);
  } catch (error) {
    console.error('Reading the vehicle file failed', error);
    return null;
  }
}
