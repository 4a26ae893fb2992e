import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/client.ts';
import { DEFAULT_FREIGHT } from '../../../lib/freight/config.ts';
import { checkFreight, formErrors, sameDocument, withFormFields } from './freight-check.ts';
import { keepMine, partFields, partsOf } from './freight-conflict.ts';
import { centsOf, dollarsOf, type FreightForm, formOf } from './freight-form.ts';

const parcelAt = (f: FreightForm) => f.services.findIndex((s) => s.id === 'parcel');

describe('dollars and cents', () => {
  it('reads dollars as typed into whole cents, without float drift', () => {
    expect(centsOf('16.95')).toBe(1695);
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf('1.005')).toBeNaN();
    expect(centsOf('$4,500.10')).toBe(450_010);
    expect(centsOf(' 12 ')).toBe(1200);
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('99999.99')).toBe(9_999_999);
    expect(centsOf('')).toBeNull();
    for (const bad of ['-1', 'abc', '1.2.3', '100000', '1e3', '.5']) expect(centsOf(bad)).toBeNaN();
  });

  it('shows cents as dollars, and null as an empty box', () => {
    expect(dollarsOf(1695)).toBe('16.95');
    expect(dollarsOf(5)).toBe('0.05');
    expect(dollarsOf(0)).toBe('0.00');
    expect(dollarsOf(null)).toBe('');
    for (const cents of [1, 29, 1005, 3295, 9_999_999]) expect(centsOf(dollarsOf(cents))).toBe(cents);
  });
});

describe('the freight form', () => {
  it('turns the default document into boxes and back unchanged', () => {
    const checked = checkFreight(formOf(DEFAULT_FREIGHT));
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.config).toEqual(DEFAULT_FREIGHT);
  });

  it('sends a changed rate and cutoff as cents and text', () => {
    const form = formOf(DEFAULT_FREIGHT);
    const p = parcelAt(form);
    form.services[p]!.rates.NT!.bandCents[5] = '106.45';
    form.cutoff = '17:30';
    const checked = checkFreight(form);
    expect(checked.ok && checked.config.services[p]!.rates.NT!.bandCents[5]).toBe(10_645);
    expect(checked.ok && checked.config.cutoff).toBe('17:30');
    expect(sameDocument(form, formOf(DEFAULT_FREIGHT))).toBe(false);
  });

  it("puts what cannot be read, and the schema's rules, beside the box at fault", () => {
    const form = formOf(DEFAULT_FREIGHT);
    const p = parcelAt(form);
    form.services[p]!.rates.NT!.bandCents[0] = '12,5';
    form.services[p]!.rates.NT!.perKgCents = '';
    form.services[p]!.transitDays.metro = ['5', '2'];
    form.handlingDays = ['one', '1'];
    form.cutoff = 'noon';
    form.zones[0]!.name = '  ';
    const checked = checkFreight(form);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      [`services.${p}.rates.NT.bandCents.0`]: 'Enter dollars and cents, such as 16.95 (at most 99,999.99).',
      [`services.${p}.rates.NT.perKgCents`]: 'Enter a price in dollars, 0 for none.',
      [`services.${p}.transitDays.metro`]: 'The fewest days must not be more than the most',
      'handlingDays.0': 'Enter a whole number.',
      cutoff: 'The cutoff is a time such as 18:00',
      'zones.0.name': 'A name is required',
    });
    expect(checked.errors.form).toBeUndefined();
  });

  it('says which postcode lines are wrong, by their number', () => {
    const form = formOf(DEFAULT_FREIGHT);
    form.postcodes += '\n9990,9999,XX,NT,0\n0800,0801,NT,NT,0';
    const lines = form.postcodes.split('\n').length;
    const checked = checkFreight(form);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.postcodes?.split('\n')).toEqual([
      `Line ${lines - 1}: "XX" is not a state: use one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA.`,
      expect.stringMatching(new RegExp(`^Line ${lines}: Overlaps line \\d+ \\(0800–0899\\)\\.$`)),
    ]);
  });

  it("maps a 422's config paths to the fields, and a range's index to its line", () => {
    expect(
      formErrors(
        {
          'config.cutoff': 'Too late',
          'config.postcodes.3.zone': 'No such zone',
          'config.services.1.rates.NT.perKgCents': 'Too dear',
          config: 'Broken',
        },
        [2, 3, 5, 9],
      ),
    ).toEqual({
      cutoff: 'Too late',
      postcodes: 'Line 9: No such zone',
      'services.1.rates.NT.perKgCents': 'Too dear',
      form: 'Broken',
    });
    const refused = new ApiError(422, 'Too late', {
      message: 'Too late',
      errors: { 'config.cutoff': 'Too late' },
    });
    const mapped = withFormFields(refused, []) as ApiError;
    expect(mapped.status).toBe(422);
    expect((mapped.body as { errors: unknown }).errors).toEqual({ cutoff: 'Too late' });
    const stale = new ApiError(409, 'Stale', { message: 'Stale', current: {} });
    expect(withFormFields(stale, [])).toBe(stale);
  });
});

describe('a save someone else saved before', () => {
  it('lists the parts that differ and keeps only the parts this editor changed', () => {
    const loaded = formOf(DEFAULT_FREIGHT);
    const theirs = formOf({ ...DEFAULT_FREIGHT, cubicFactor: 333 });
    theirs.services[0]!.name = 'Their parcel';
    const mine = formOf(DEFAULT_FREIGHT);
    mine.cutoff = '17:00';
    mine.services[1]!.active = false;

    const fields = partFields(mine, theirs);
    const differ = fields.filter(
      (f) => JSON.stringify(partsOf(mine)[f.key]) !== JSON.stringify(partsOf(theirs)[f.key]),
    );
    expect(differ.map((f) => f.label)).toEqual([
      'Cubic factor',
      'Cutoff',
      'Their parcel',
      'Australia Post Express Post',
    ]);

    const kept = keepMine(mine, loaded, theirs);
    expect(kept.cubicFactor).toBe('333');
    expect(kept.cutoff).toBe('17:00');
    expect(kept.services[0]!.name).toBe('Their parcel');
    expect(kept.services[1]!.active).toBe(false);
  });
});
