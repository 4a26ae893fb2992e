import { describe, expect, it } from 'vitest';
import { FITMENT_MESSAGES, type GarageVehicle } from './fitment.ts';
import {
  activeOf,
  addToGarage,
  decodeGarage,
  EMPTY_GARAGE,
  type Garage,
  garageStorageValue,
  mergeGarages,
  removeFromGarage,
  setActiveIn,
} from './garage.ts';

const car = (vehicleId: number, year = 2019, model = 'Ranger'): GarageVehicle => ({
  vehicleId,
  year,
  label: `${year} Ford ${model} PX3 ${vehicleId}`,
  model,
});
const garageOf = (ids: number[], active = ids.length - 1): Garage => ({
  vehicles: ids.map((id) => car(id)),
  active,
});

describe('decodeGarage', () => {
  it('reads a stored garage and its active vehicle', () => {
    const stored = garageOf([1, 2], 0);
    expect(decodeGarage(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('falls back to an empty garage for anything that is not one', () => {
    for (const raw of [null, 'x', 3, [], {}, { vehicles: 'no' }, { vehicles: [], active: 0 }])
      expect(decodeGarage(raw)).toEqual(EMPTY_GARAGE);
  });

  it('drops bad entries and duplicates, keeps at most 5, and keeps the active entry active', () => {
    const raw = {
      vehicles: [
        car(1),
        { vehicleId: 'x', year: 2019, label: 'bad', model: 'm' },
        { vehicleId: 2, year: 1800, label: 'too old', model: 'm' },
        car(1),
        car(3),
        car(4),
        car(5),
        car(6),
        car(7),
      ],
      active: 4,
    };
    const garage = decodeGarage(raw);
    expect(garage.vehicles.map((v) => v.vehicleId)).toEqual([1, 3, 4, 5, 6]);
    expect(activeOf(garage)?.vehicleId).toBe(3);
  });

  it('reads back what garageStorageValue writes', () => {
    const text = garageStorageValue([car(1), car(2)], 0);
    expect(decodeGarage(JSON.parse(text))).toEqual(garageOf([1, 2], 0));
  });

  it('makes the first vehicle active when the stored index points nowhere', () => {
    expect(decodeGarage({ vehicles: [car(1), car(2)], active: 9 }).active).toBe(0);
    expect(decodeGarage({ vehicles: [car(1), car(2)], active: -1 }).active).toBe(0);
  });
});

describe('garage actions', () => {
  it('adds a vehicle and makes it the active one', () => {
    const { garage, error } = addToGarage(garageOf([1], 0), car(2, 2015));
    expect(error).toBeNull();
    expect(activeOf(garage)).toEqual(car(2, 2015));
    expect(garage.vehicles).toHaveLength(2);
  });

  it('treats the same vehicle in another year as another entry, and the same one again as a switch', () => {
    let garage = addToGarage(EMPTY_GARAGE, car(1, 2019)).garage;
    garage = addToGarage(garage, car(1, 2020)).garage;
    expect(garage.vehicles).toHaveLength(2);
    garage = addToGarage(garage, car(1, 2019)).garage;
    expect(garage.vehicles).toHaveLength(2);
    expect(activeOf(garage)?.year).toBe(2019);
  });

  it('refuses a sixth vehicle with the garage-full message and changes nothing', () => {
    const full = garageOf([1, 2, 3, 4, 5], 2);
    expect(addToGarage(full, car(6))).toEqual({ garage: full, error: FITMENT_MESSAGES.garageFull });
    expect(FITMENT_MESSAGES.garageFull).toBe('Your garage holds up to 5 vehicles.');
  });

  it('removes a vehicle; removing the active one makes the oldest remaining active', () => {
    const garage = garageOf([1, 2, 3], 2);
    expect(activeOf(removeFromGarage(garage, 1, 2019))?.vehicleId).toBe(3);
    expect(activeOf(removeFromGarage(garage, 3, 2019))?.vehicleId).toBe(1);
    expect(removeFromGarage(garageOf([1], 0), 1, 2019)).toEqual(EMPTY_GARAGE);
    expect(removeFromGarage(garage, 1, 2018)).toBe(garage);
  });

  it('switches the active vehicle, ignoring one not in the garage', () => {
    const garage = garageOf([1, 2], 1);
    expect(activeOf(setActiveIn(garage, 1, 2019))?.vehicleId).toBe(1);
    expect(setActiveIn(garage, 9, 2019)).toBe(garage);
  });
});

describe('mergeGarages at sign-in', () => {
  it('unites the browser and account garages by vehicle and year, keeping the browser active', () => {
    const local = { vehicles: [car(1), car(2)], active: 1 };
    const account = { vehicles: [car(2), car(3, 2010)], active: 1 };
    const merged = mergeGarages(local, account);
    expect(merged.vehicles).toEqual([car(1), car(2), car(3, 2010)]);
    expect(activeOf(merged)).toEqual(car(2));
  });

  it('keeps at most 5, the browser first, and the account active when the browser is empty', () => {
    const merged = mergeGarages(garageOf([1, 2, 3], 0), garageOf([4, 5, 6, 7], 3));
    expect(merged.vehicles.map((v) => v.vehicleId)).toEqual([1, 2, 3, 4, 5]);
    expect(activeOf(merged)?.vehicleId).toBe(1);
    expect(activeOf(mergeGarages(EMPTY_GARAGE, garageOf([4, 5], 1)))?.vehicleId).toBe(5);
    expect(mergeGarages(EMPTY_GARAGE, EMPTY_GARAGE)).toEqual(EMPTY_GARAGE);
  });
});
