import { describe, expect, it } from 'vitest';
import type { VehicleTree } from './fitment.ts';
import { enginesOf, garageVehicleOf, makesOf, modelsOf, yearsOf } from './vehicle-picker.ts';

/** A hand-made tree in the build's shape (TREE_PATH). */
const TREE: VehicleTree = {
  makes: [
    [
      'Toyota',
      [
        ['Hilux', [[20, 'AN120', 2015, 2024, '2.8 D-4D', 'diesel', 'dual cab', '4WD', 'automatic']]],
        ['Corolla', [[21, 'E210', 2018, 2025, '2.0', 'petrol', 'hatch', 'FWD', 'CVT']]],
      ],
    ],
    [
      'Ford',
      [
        [
          'Ranger',
          [
            [10, 'PX3', 2018, 2022, '3.2 TDCi', 'diesel', 'dual cab', '4WD', 'automatic'],
            [11, 'PX3', 2018, 2022, '2.0 Bi-Turbo', 'diesel', 'dual cab', '4WD', 'automatic'],
            [12, 'PX2', 2015, 2018, '3.2 TDCi', 'diesel', 'dual cab', '4WD', 'manual'],
          ],
        ],
      ],
    ],
  ],
};

describe('vehicle picker choices', () => {
  it('lists makes and models A to Z, and a model’s years newest first', () => {
    expect(makesOf(TREE)).toEqual(['Ford', 'Toyota']);
    expect(modelsOf(TREE, 'Toyota')).toEqual(['Corolla', 'Hilux']);
    expect(modelsOf(TREE, 'Nope')).toEqual([]);
    const years = yearsOf(TREE, 'Ford', 'Ranger');
    expect(years[0]).toBe(2022);
    expect(years.at(-1)).toBe(2015);
    expect(years).toHaveLength(8);
  });

  it('offers the engines built in the chosen year, described for a shopper', () => {
    expect(enginesOf(TREE, 'Ford', 'Ranger', 2019).map((e) => e.text)).toEqual([
      'PX3 2.0 Bi-Turbo — diesel, 4WD, automatic, dual cab',
      'PX3 3.2 TDCi — diesel, 4WD, automatic, dual cab',
    ]);
    expect(enginesOf(TREE, 'Ford', 'Ranger', 2018).map((e) => e.id)).toEqual([12, 11, 10]);
    expect(enginesOf(TREE, 'Ford', 'Ranger', 2016).map((e) => e.id)).toEqual([12]);
  });

  it('makes the garage entry with the header’s label and the badge’s model', () => {
    const [engine] = enginesOf(TREE, 'Ford', 'Ranger', 2019).filter((e) => e.id === 10);
    expect(garageVehicleOf('Ford', 'Ranger', engine!.vehicle, 2019)).toEqual({
      vehicleId: 10,
      year: 2019,
      label: '2019 Ford Ranger PX3 3.2 TDCi',
      model: 'Ranger',
    });
  });
});
