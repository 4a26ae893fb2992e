import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FITMENT_MESSAGES, type GarageVehicle } from '../lib/fitment/fitment.ts';
import {
  $activeVehicle,
  $garage,
  addVehicle,
  GARAGE_STORAGE_KEY,
  removeVehicle,
  setActive,
} from './garage.ts';

const { pushGarage } = vi.hoisted(() => ({ pushGarage: vi.fn(async () => {}) }));
vi.mock('./garage-sync.ts', () => ({ pushGarage }));

const ranger: GarageVehicle = {
  vehicleId: 10,
  year: 2019,
  label: '2019 Ford Ranger PX3 3.2 TDCi',
  model: 'Ranger',
};
const hilux: GarageVehicle = {
  vehicleId: 20,
  year: 2017,
  label: '2017 Toyota Hilux AN120 2.8 D-4D',
  model: 'Hilux',
};
const stored = () => JSON.parse(getTestStorage()[GARAGE_STORAGE_KEY] ?? 'null');

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  cleanStores($garage, $activeVehicle);
  pushGarage.mockClear();
});

describe('$garage store', () => {
  it('starts empty, with no active vehicle', () => {
    expect($garage.get()).toEqual({ vehicles: [], active: -1 });
    expect($activeVehicle.get()).toBeNull();
  });

  it('adds a vehicle, makes it active and persists it under storefront:garage', () => {
    expect(addVehicle(ranger)).toBeNull();
    expect(addVehicle(hilux)).toBeNull();
    expect($activeVehicle.get()).toEqual(hilux);
    expect(stored()).toEqual({ vehicles: [ranger, hilux], active: 1 });
  });

  it('switches and removes; removing the active vehicle makes the oldest active', () => {
    addVehicle(ranger);
    addVehicle(hilux);
    setActive(10, 2019);
    expect($activeVehicle.get()?.label).toBe('2019 Ford Ranger PX3 3.2 TDCi');
    removeVehicle(10, 2019);
    expect($activeVehicle.get()).toEqual(hilux);
    removeVehicle(20, 2017);
    expect($activeVehicle.get()).toBeNull();
  });

  it('refuses a sixth vehicle with the garage-full message', () => {
    for (let id = 1; id <= 5; id++) expect(addVehicle({ ...ranger, vehicleId: id })).toBeNull();
    expect(addVehicle({ ...ranger, vehicleId: 6 })).toBe(FITMENT_MESSAGES.garageFull);
    expect($garage.get().vehicles).toHaveLength(5);
    expect($activeVehicle.get()?.vehicleId).toBe(5);
  });

  it('reads a stored garage defensively: bad data gives an empty garage, bad entries are dropped', () => {
    setTestStorageKey(GARAGE_STORAGE_KEY, '{not json');
    expect($garage.get()).toEqual({ vehicles: [], active: -1 });
    cleanStores($garage, $activeVehicle);
    setTestStorageKey(
      GARAGE_STORAGE_KEY,
      JSON.stringify({ vehicles: [{ vehicleId: 'x' }, hilux], active: 0 }),
    );
    expect($activeVehicle.get()).toEqual(hilux);
  });

  it('asks the account sync to save each change, and not for one that changes nothing', async () => {
    addVehicle(ranger);
    setActive(10, 2019);
    removeVehicle(99, 2019);
    await vi.waitFor(() => expect(pushGarage).toHaveBeenCalledTimes(1));
    removeVehicle(10, 2019);
    await vi.waitFor(() => expect(pushGarage).toHaveBeenCalledTimes(2));
  });
});
