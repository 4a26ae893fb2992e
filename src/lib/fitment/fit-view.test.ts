import { describe, expect, it } from 'vitest';
import { answerFor, badgeView, fitShopFilter, lineVehicle, needsConfirm, noPartsListed } from './fit-view.ts';
import { type GarageVehicle, indexParts } from './fitment.ts';

const ranger: GarageVehicle = {
  vehicleId: 12,
  year: 2019,
  label: '2019 Ford Ranger PX3 3.2 TDCi',
  model: 'Ranger',
};
// Pads fit; rotors fit with a note; a 2011-2015 part fits older Rangers only.
const parts = indexParts({
  id: 12,
  parts: [
    [1, 'front'],
    [2, 'front', 'with 332 mm rotor'],
    [3, '', '', 2011, 2015],
  ],
});
const badge = (productId: number, universal = false, vehicle: GarageVehicle | null = ranger) =>
  badgeView(answerFor(parts, vehicle, productId, universal), vehicle?.model ?? '');

describe('fit badge for the active vehicle', () => {
  it('says a listed part fits, in green', () => {
    expect(badge(1)).toEqual({ hidden: false, text: 'Fits your Ranger', tone: 'fit-yes' });
  });

  it('asks to check fitment when the row carries a note', () => {
    expect(badge(2)).toEqual({ hidden: false, text: 'Check fitment: with 332 mm rotor', tone: 'fit-check' });
  });

  it('says a part that is not listed, or listed for other years, does not fit', () => {
    expect(badge(9)).toEqual({ hidden: false, text: 'Does not fit your Ranger', tone: 'fit-no' });
    expect(badge(3)).toMatchObject({ text: 'Does not fit your Ranger', tone: 'fit-no' });
    expect(badge(3, false, { ...ranger, year: 2013 })).toMatchObject({ text: 'Fits your Ranger' });
  });

  it('stays hidden for universal parts, without a vehicle, and before the vehicle file arrives', () => {
    expect(badge(9, true)).toEqual({ hidden: true, text: '', tone: '' });
    expect(badge(1, false, null).hidden).toBe(true);
    expect(badgeView(answerFor(null, ranger, 1, false), 'Ranger').hidden).toBe(true);
  });
});

describe('adding a part for the active vehicle', () => {
  it('asks first only for a part known not to fit', () => {
    expect(needsConfirm(answerFor(parts, ranger, 9, false))).toBe(true);
    expect(needsConfirm(answerFor(parts, ranger, 1, false))).toBe(false);
    expect(needsConfirm(answerFor(parts, ranger, 2, false))).toBe(false);
    expect(needsConfirm(answerFor(parts, ranger, 9, true))).toBe(false);
    expect(needsConfirm(answerFor(parts, null, 9, false))).toBe(false);
  });

  it('keeps the vehicle on the cart line of a vehicle-specific part only', () => {
    expect(lineVehicle(ranger, false)).toEqual({
      id: 12,
      year: 2019,
      label: '2019 Ford Ranger PX3 3.2 TDCi',
    });
    expect(lineVehicle(ranger, true)).toBeUndefined();
    expect(lineVehicle(null, false)).toBeUndefined();
  });
});

describe('"Only parts that fit my Ranger" on a listing', () => {
  it("asks the shop for the listing's own filter with the vehicle and its year", () => {
    expect(fitShopFilter({ category: 'brakes', brand: undefined }, ranger)).toEqual({
      category: 'brakes',
      vehicle: 12,
      year: 2019,
    });
    expect(fitShopFilter({ child_category: 'BRK-01' }, ranger)).toEqual({
      child_category: 'BRK-01',
      vehicle: 12,
      year: 2019,
    });
  });
});

describe('a vehicle with no parts listed', () => {
  it('is said of a vehicle whose file lists nothing, or nothing for its model year', () => {
    expect(noPartsListed(indexParts({ id: 40, parts: [] }), ranger)).toBe(true);
    const older = indexParts({ id: 12, parts: [[3, '', '', 2011, 2015]] });
    expect(noPartsListed(older, ranger)).toBe(true);
    expect(noPartsListed(older, { ...ranger, year: 2013 })).toBe(false);
  });

  it('is not said while the file loads, without a vehicle, or when a part fits', () => {
    expect(noPartsListed(null, ranger)).toBe(false);
    expect(noPartsListed(indexParts({ id: 40, parts: [] }), null)).toBe(false);
    expect(noPartsListed(parts, ranger)).toBe(false);
  });
});
