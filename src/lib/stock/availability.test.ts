import { describe, expect, it } from 'vitest';
import type { ProductAvailability } from './availability.ts';
import {
  availabilityLine,
  availabilityPath,
  bucketOf,
  bucketsOf,
  collectSummary,
  heldAt,
} from './availability.ts';
import { readyIn, storeAddress } from './store.ts';

const penrith = { id: 2, name: 'Penrith', lead_minutes: 30, transfer_days: 2 };
const file: Record<number, ProductAvailability> = {
  101: { s: 'in_stock', at: { 1: 40, 2: 3 } },
  102: { s: 'low_stock', at: { 1: 2 } },
  103: { s: 'out_of_stock', at: {} },
  104: { s: 'backorder', at: {}, b: '2027-01-20' },
};

describe('availability for a chosen store', () => {
  it('finds a product in its file of 100', () => {
    expect(bucketOf(99)).toBe(0);
    expect(bucketOf(101)).toBe(1);
    expect(availabilityPath(bucketOf(12_345))).toBe('/api/stock/123.json');
    expect(bucketsOf([101, 150, 99, 12_345])).toEqual([1, 0, 123]);
  });

  it('knows what the store holds, and nothing without a store or a file', () => {
    expect(heldAt(file[101], penrith)).toBe(3);
    expect(heldAt(file[102], penrith)).toBe(0);
    expect(heldAt(file[101], null)).toBe(0);
    expect(heldAt(undefined, penrith)).toBe(0);
  });

  it('says what the product page and the card say', () => {
    expect(availabilityLine(file[101], penrith)).toBe('3 at Penrith · ready in 30 min');
    expect(availabilityLine(file[102], penrith)).toBe('In stock online · Penrith in 2 days');
    expect(availabilityLine(file[102], null)).toBe('Low stock');
    expect(availabilityLine(file[101], null)).toBe('In stock online');
    expect(availabilityLine(file[103], penrith)).toBe('Out of stock');
    expect(availabilityLine(file[104], null)).toBe('Available on backorder · expected 20 Jan');
    expect(availabilityLine(undefined, penrith)).toBeNull();
  });

  it('says how soon the whole cart is ready at the store', () => {
    const at = (id: number) => file[id];
    expect(collectSummary([{ id: 101, quantity: 3 }], at, penrith)).toBe('All 3 items ready in 30 minutes');
    expect(collectSummary([{ id: 101, quantity: 1 }], at, penrith)).toBe('Your item ready in 30 minutes');
    expect(
      collectSummary(
        [
          { id: 101, quantity: 2 },
          { id: 102, quantity: 1 },
        ],
        at,
        penrith,
      ),
    ).toBe('2 of 3 at Penrith, the rest in 2 days');
    expect(collectSummary([{ id: 102, quantity: 2 }], at, penrith)).toBe('All 2 items at Penrith in 2 days');
    expect(collectSummary([{ id: 999, quantity: 1 }], at, penrith)).toBeNull();
  });

  it('writes a store the way shoppers read it', () => {
    expect(
      storeAddress({ streetAddress: '58 Mulgoa Road', suburb: 'Penrith', state: 'NSW', postCode: '2750' }),
    ).toBe('58 Mulgoa Road, Penrith NSW 2750');
    expect(readyIn(60)).toBe('ready in 1 hour');
    expect(readyIn(120)).toBe('ready in 2 hours');
    expect(readyIn(0)).toBe('ready now');
  });
});
