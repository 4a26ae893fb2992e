import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.ts';

const warehouse = { id: 1, ships: true, pickup: false };
const penrith = { id: 2, ships: true, pickup: true };
const parramatta = { id: 3, ships: false, pickup: true };
const places = [warehouse, penrith, parramatta];

describe('allocate', () => {
  it('sends a delivery from the one location that can fill every line', () => {
    const levels = [
      { productId: 10, locationId: 1, available: 1 },
      { productId: 10, locationId: 2, available: 5 },
      { productId: 11, locationId: 2, available: 2 },
    ];
    expect(
      allocate(
        [
          { productId: 10, quantity: 2 },
          { productId: 11, quantity: 2 },
        ],
        levels,
        places,
        null,
      ),
    ).toEqual([
      { takes: [{ locationId: 2, quantity: 2 }], shortfall: 0 },
      { takes: [{ locationId: 2, quantity: 2 }], shortfall: 0 },
    ]);
  });

  it('splits a line no location can fill alone, and names what nobody has', () => {
    const levels = [
      { productId: 10, locationId: 1, available: 4 },
      { productId: 10, locationId: 2, available: 3 },
      // A store that does not ship never sends a parcel.
      { productId: 10, locationId: 3, available: 9 },
    ];
    expect(allocate([{ productId: 10, quantity: 9 }], levels, places, null)).toEqual([
      {
        takes: [
          { locationId: 1, quantity: 4 },
          { locationId: 2, quantity: 3 },
        ],
        shortfall: 2,
      },
    ]);
  });

  it('takes a collect order from the store first, and the rest from locations that ship', () => {
    const levels = [
      { productId: 10, locationId: 3, available: 2 },
      { productId: 10, locationId: 1, available: 5 },
      { productId: 11, locationId: 3, available: 0 },
      { productId: 11, locationId: 2, available: 1 },
    ];
    expect(
      allocate(
        [
          { productId: 10, quantity: 3 },
          { productId: 11, quantity: 1 },
        ],
        levels,
        places,
        3,
      ),
    ).toEqual([
      {
        takes: [
          { locationId: 3, quantity: 2 },
          { locationId: 1, quantity: 1 },
        ],
        shortfall: 0,
      },
      { takes: [{ locationId: 2, quantity: 1 }], shortfall: 0 },
    ]);
  });

  it('never counts below zero what an earlier line of the same product took', () => {
    const levels = [{ productId: 10, locationId: 1, available: 3 }];
    const lines = [
      { productId: 10, quantity: 2 },
      { productId: 10, quantity: 2 },
    ];
    expect(allocate(lines, levels, places, null).map((l) => l.shortfall)).toEqual([0, 1]);
  });
});
