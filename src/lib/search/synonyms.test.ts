/** Tests for the synonym list and the query expansion both search backends share. */
import { describe, expect, it } from 'vitest';
import { expandQuery, SEED_SYNONYMS, SYNONYM_TERMS_MAX, synonymKey } from './synonyms.ts';

describe('expandQuery', () => {
  it('gives each word its synonyms, the typed word first', () => {
    expect(expandQuery(['break', 'pads'], SEED_SYNONYMS)).toEqual([['break', 'brake'], ['pads']]);
  });

  it('matches a phrase of the list before its single words', () => {
    expect(expandQuery(['Sump', 'plug', 'kit'], SEED_SYNONYMS)).toEqual([
      ['sump plug', 'drain plug'],
      ['kit'],
    ]);
    expect(expandQuery(['wiper', 'blade'], SEED_SYNONYMS)).toEqual([['wiper blade', 'wiper']]);
    expect(expandQuery(['wiper'], SEED_SYNONYMS)).toEqual([['wiper', 'wiper blade']]);
  });

  it('compares without case, dots or accents', () => {
    expect(expandQuery(['L.E.D.', 'BOSH'], SEED_SYNONYMS)).toEqual([['led'], ['bosh', 'bosch']]);
    expect(synonymKey("Meguiar's")).toBe('meguiars');
  });

  it('merges every group a term belongs to and splits words typed together', () => {
    const groups = [
      ['globe', 'bulb'],
      ['bulb', 'lamp'],
    ];
    expect(expandQuery(['bulb'], groups)).toEqual([['bulb', 'globe', 'lamp']]);
    expect(expandQuery(['4x4 globe'], SEED_SYNONYMS)).toEqual([
      ['4x4', '4wd', 'four wheel drive'],
      ['globe', 'bulb'],
    ]);
  });

  it(`searches a word by at most ${SYNONYM_TERMS_MAX} alternatives, however many groups hold it`, () => {
    const groups = Array.from({ length: 400 }, (_, g) => ['brake', `w${g}a`, `w${g}b`]);
    const [brake, pads] = expandQuery(['brake', 'pads'], [['brake', 'break'], ...groups]);
    expect(brake).toHaveLength(SYNONYM_TERMS_MAX);
    expect(brake!.slice(0, 3)).toEqual(['brake', 'break', 'w0a']);
    expect(pads).toEqual(['pads']);
  });

  it('leaves a query alone without groups', () => {
    expect(expandQuery(['oil', 'filter'], [])).toEqual([['oil'], ['filter']]);
  });
});
