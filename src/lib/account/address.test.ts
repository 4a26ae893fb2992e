import { describe, expect, it } from 'vitest';
import { addressLines, addressSummary, localityLine } from './address';

const ute = { name: 'Jo Smith', street_address: '1 Ute St', city: 'Dubbo', state: 'NSW', post_code: '2830' };

describe('addresses as written everywhere', () => {
  it("never prints SPEC's placeholder suburb and keeps the city", () => {
    expect(localityLine({ ...ute, suburb: 'Suburbia' })).toBe('Dubbo NSW 2830');
    expect(addressLines({ ...ute, suburb: 'Suburbia' })).toEqual(['Jo Smith', '1 Ute St', 'Dubbo NSW 2830']);
  });

  it('writes a given suburb before the city, and the company after the name', () => {
    const a = { ...ute, company: 'Acme Pty Ltd', suburb: 'Parramatta', city: 'Sydney', post_code: '2150' };
    expect(addressLines(a)).toEqual(['Jo Smith', 'Acme Pty Ltd', '1 Ute St', 'Parramatta, Sydney NSW 2150']);
    expect(addressSummary(a)).toBe('Acme Pty Ltd, 1 Ute St, Parramatta, Sydney NSW 2150');
  });

  it('writes a suburb that is the city once', () => {
    expect(localityLine({ ...ute, suburb: 'Dubbo' })).toBe('Dubbo NSW 2830');
  });
});
