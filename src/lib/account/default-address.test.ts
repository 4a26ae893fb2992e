import { describe, expect, it } from 'vitest';
import type { SavedAddress } from './account.ts';
import { defaultAddress, isBlankAddress } from './default-address.ts';

const saved = (id: number, address_type: string, street_address: string): SavedAddress => ({
  id,
  address_type,
  f_name: 'Jane',
  l_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  street_address,
  city: 'Dubbo',
  state: 'NSW',
  post_code: '2830',
  company: '',
  suburb: '',
});

describe("a member's default address", () => {
  it('is the first saved address, without its id and type', () => {
    expect(defaultAddress([saved(4, 'Work', '1 Ute St'), saved(7, 'Home', '2 Cab Rd')])).toEqual({
      f_name: 'Jane',
      l_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412345678',
      street_address: '1 Ute St',
      city: 'Dubbo',
      state: 'NSW',
      post_code: '2830',
      company: '',
      suburb: '',
    });
  });

  it('is the one saved as Default or Billing when there is one', () => {
    expect(
      defaultAddress([saved(4, 'Work', '1 Ute St'), saved(7, 'billing', '2 Cab Rd')])?.street_address,
    ).toBe('2 Cab Rd');
  });

  it('is none while loading or with nothing saved', () => {
    expect(defaultAddress(null)).toBeNull();
    expect(defaultAddress([])).toBeNull();
  });
});

describe('a blank address', () => {
  it('has nothing typed in any field', () => {
    const { id: _i, address_type: _t, ...address } = saved(1, 'Home', '1 Ute St');
    expect(isBlankAddress(address)).toBe(false);
    expect(
      isBlankAddress({ ...address, ...Object.fromEntries(Object.keys(address).map((k) => [k, ' '])) }),
    ).toBe(true);
  });
});
