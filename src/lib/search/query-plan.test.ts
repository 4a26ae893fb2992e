import { describe, expect, it } from 'vitest';
import { isKnown, lexiconOf, planQuery } from './query-plan.ts';
import { SEED_SYNONYMS } from './synonyms.ts';

const lexicon = lexiconOf(
  new Map([
    ['brake', 6],
    ['pads', 5],
    ['pad', 4],
    ['batteries', 2],
    ['battery', 3],
    ['trolley', 1],
    ['oil', 4],
    ['filter', 4],
    ['pump', 2],
  ]),
);

describe('planQuery', () => {
  it('corrects a word the catalogue has nothing for, and says the query it searched', () => {
    expect(planQuery('brkae pads', lexicon, [])).toEqual({ corrected: 'brake pads', texts: ['brake pads'] });
    expect(planQuery('Oil Filtr', lexicon, []).corrected).toBe('oil filter');
  });

  it('leaves the words as typed with `exact`', () => {
    expect(planQuery('brkae pads', lexicon, [], true)).toEqual({ corrected: null, texts: ['brkae pads'] });
  });

  it('widens words to their synonyms, the words as typed first', () => {
    expect(planQuery('break pads', lexicon, SEED_SYNONYMS)).toEqual({
      corrected: null,
      texts: ['break pads', 'brake pads'],
    });
    // A corrected word is widened too.
    expect(planQuery('brkae', lexicon, SEED_SYNONYMS).texts).toEqual(['brake', 'break']);
  });

  it('does not correct a synonym phrase word by word ("sump" is not "pump")', () => {
    const plan = planQuery('sump plug', lexicon, SEED_SYNONYMS);
    expect(plan.corrected).toBeNull();
    expect(plan.texts).toEqual(['sump plug', 'drain plug']);
  });

  it('keeps a part number, a short word and a word being typed as they are', () => {
    expect(planQuery('BOS-BRK58537', lexicon, SEED_SYNONYMS)).toEqual({
      corrected: null,
      texts: ['BOS-BRK58537'],
    });
    expect(planQuery('brak', lexicon, []).corrected).toBeNull();
    expect(planQuery('zzq', lexicon, []).corrected).toBeNull();
  });

  it('finds nothing near a word far from every catalogue word', () => {
    expect(planQuery('zzqxzzqx', lexicon, SEED_SYNONYMS)).toEqual({ corrected: null, texts: ['zzqxzzqx'] });
  });
});

describe('isKnown', () => {
  it('knows the beginning of a word and a word with another English ending, not a misspelling', () => {
    expect(isKnown('bra', lexicon)).toBe(true);
    expect(isKnown('battery', lexicon)).toBe(true);
    expect(isKnown('batterys', lexicon)).toBe(true);
    expect(isKnown('trolly', lexicon)).toBe(false);
  });
});
