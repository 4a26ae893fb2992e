import { describe, expect, it } from 'vitest';
import { DEFAULT_FREIGHT } from './config.ts';
import { destinationOf, isPoBoxAddress, stateOf } from './zones.ts';

const check = (postcode: string, state: string | null, line = '1 Test St') =>
  destinationOf({ postcode, state, line }, DEFAULT_FREIGHT.postcodes, DEFAULT_FREIGHT.zones);
const zoneOf = (postcode: string, state: string) => {
  const c = check(postcode, state);
  return c.ok ? c.destination.zone.id : c.message;
};

describe('postcodes to zones', () => {
  it.each([
    ['2150', 'NSW', 'NSW_METRO'], // Parramatta
    ['2750', 'NSW', 'NSW_METRO'], // Penrith
    ['2300', 'NSW', 'NSW_REGIONAL'], // Newcastle
    ['2880', 'NSW', 'NSW_REMOTE'], // Broken Hill
    ['2600', 'ACT', 'ACT'],
    ['2913', 'ACT', 'ACT'], // Gungahlin
    ['3000', 'VIC', 'VIC_METRO'],
    ['3220', 'VIC', 'VIC_REGIONAL'], // Geelong
    ['4000', 'QLD', 'QLD_METRO'],
    ['4870', 'QLD', 'QLD_REGIONAL'], // Cairns
    ['4825', 'QLD', 'QLD_REMOTE'], // Mount Isa
    ['5000', 'SA', 'SA_METRO'],
    ['5723', 'SA', 'SA_REMOTE'], // Coober Pedy
    ['6000', 'WA', 'WA_METRO'],
    ['6330', 'WA', 'WA_REGIONAL'], // Albany
    ['6725', 'WA', 'WA_REMOTE'], // Broome
    ['7000', 'TAS', 'TAS'],
    ['0800', 'NT', 'NT'], // Darwin
    ['0870', 'NT', 'NT'], // Alice Springs
  ])('%s %s is %s', (postcode, state, zone) => expect(zoneOf(postcode, state)).toBe(zone));

  it('covers each postcode at most once, in order', () => {
    const ranges = DEFAULT_FREIGHT.postcodes;
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.from).toBeGreaterThan(ranges[i - 1]!.to);
    for (const r of ranges) expect(DEFAULT_FREIGHT.zones.map((z) => z.id)).toContain(r.zone);
  });

  it('refuses a postcode that does not exist, and one in another state, saying which', () => {
    expect(check('0500', 'NT')).toEqual({
      ok: false,
      field: 'post_code',
      message: 'There is no Australian postcode 0500. Please check the post code.',
    });
    expect(check('215', 'NSW')).toMatchObject({ ok: false, field: 'post_code' });
    expect(check('21500', 'NSW')).toMatchObject({ ok: false, field: 'post_code' });
    expect(check('2150', 'VIC')).toEqual({
      ok: false,
      field: 'post_code',
      message: 'Postcode 2150 is in NSW, not VIC. Please check the post code and state.',
    });
    expect(check('2150', 'Suburbia')).toEqual({
      ok: false,
      field: 'state',
      message: 'Please enter an Australian state or territory, such as NSW.',
    });
  });

  it("reads a state's abbreviation or name in any case, and takes the postcode's own without one", () => {
    expect(stateOf('new south wales')).toBe('NSW');
    expect(stateOf(' N.S.W. ')).toBe('NSW');
    expect(stateOf('Western Australia')).toBe('WA');
    expect(stateOf('Vic')).toBe('VIC');
    expect(stateOf('Queens land')).toBeNull();
    expect(check('6725', null)).toMatchObject({
      ok: true,
      destination: { state: 'WA', zone: { id: 'WA_REMOTE' } },
    });
  });

  it('knows a PO box by its postcode or its address line', () => {
    expect(check('1230', 'NSW')).toMatchObject({ ok: true, destination: { poBox: true } });
    expect(check('2150', 'NSW')).toMatchObject({ ok: true, destination: { poBox: false } });
    for (const line of [
      'PO Box 12',
      'P.O. Box 12',
      'po box 3',
      'GPO Box 1',
      'Locked Bag 2000',
      'Private Bag 5',
      'Parcel Locker 1024 5 King St',
      'Parcel Collect, 12 High St',
    ])
      expect(isPoBoxAddress(line), line).toBe(true);
    for (const line of ['12 Boxhill Rd', 'Unit 4, 9 Post Office Lane', 'Lockerbie St'])
      expect(isPoBoxAddress(line), line).toBe(false);
  });
});
