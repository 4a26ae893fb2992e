import { describe, expect, it } from 'vitest';
import { heldText } from './order-stock.ts';

describe("an order line's stock, in words", () => {
  it('names the location that holds the units', () => {
    expect(heldText({ location: 'Wetherill Park warehouse', quantity: 2, state: 'reserved' })).toBe(
      '2 reserved at Wetherill Park warehouse',
    );
    expect(heldText({ location: 'Penrith', quantity: 1, state: 'deducted' })).toBe(
      '1 taken from the shelf at Penrith',
    );
    expect(heldText({ location: 'Penrith', quantity: 3, state: 'returned' })).toBe('3 returned to Penrith');
  });

  it('says a backorder is owed, with no location', () => {
    expect(heldText({ location: null, quantity: 1, state: 'backordered' })).toBe('1 backordered');
  });
});
