import { describe, expect, it } from 'vitest';
import { addressFromComponents } from './address-autocomplete.ts';

describe('Australian address from Places components', () => {
  it('fills street, suburb, city, state and post code', () => {
    expect(
      addressFromComponents([
        { long_name: '12', short_name: '12', types: ['street_number'] },
        { long_name: 'George Street', short_name: 'George St', types: ['route'] },
        { long_name: 'Parramatta', short_name: 'Parramatta', types: ['locality', 'political'] },
        {
          long_name: 'New South Wales',
          short_name: 'NSW',
          types: ['administrative_area_level_1', 'political'],
        },
        { long_name: '2150', short_name: '2150', types: ['postal_code'] },
      ]),
    ).toEqual({
      street_address: '12 George Street',
      suburb: 'Parramatta',
      city: 'Parramatta',
      state: 'NSW',
      post_code: '2150',
    });
  });
});
