import { describe, expect, it } from 'vitest';
import { correctionText, editDistance, maxEdits, nearestWord, originalText } from './correct.ts';

const words = new Map([
  ['brake', 40],
  ['bosch', 30],
  ['pads', 20],
  ['filter', 25],
  ['filters', 5],
  ['alternator', 8],
  ['bake', 3],
  ['brace', 3],
  ['ngk', 6],
]);

describe('maxEdits', () => {
  it('forgives nothing up to 3 letters, one edit for 4-7 and two for 8 or more', () => {
    expect(['ngk', 'abc', 'a'].map(maxEdits)).toEqual([0, 0, 0]);
    expect(['bosh', 'filtr', 'brakes1'].map(maxEdits)).toEqual([1, 1, 1]);
    expect(['alternatr', 'radiater'].map(maxEdits)).toEqual([2, 2]);
  });
});

describe('editDistance', () => {
  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('brkae', 'brake')).toBe(1);
    expect(editDistance('bosh', 'bosch')).toBe(1);
    expect(editDistance('break', 'brake')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops past the limit', () => {
    expect(editDistance('zzqxzzqx', 'alternator', 2)).toBe(3);
  });
});

describe('nearestWord', () => {
  it('takes a catalogue word as it is', () => {
    expect(nearestWord('brake', words)).toBe('brake');
  });

  it('corrects a word within the edits its length allows', () => {
    expect(nearestWord('brkae', words)).toBe('brake');
    expect(nearestWord('bosh', words)).toBe('bosch');
    expect(nearestWord('filtr', words)).toBe('filter');
    expect(nearestWord('altenrator', words)).toBe('alternator');
    expect(nearestWord('alternatr', words)).toBe('alternator');
  });

  it('does not correct a short word, nor one too far from any', () => {
    expect(nearestWord('ngx', words)).toBeNull();
    expect(nearestWord('zzqxzzqx', words)).toBeNull();
    // Two edits from "brake": too many for a word of 5 letters.
    expect(nearestWord('break', words)).toBeNull();
  });

  it('breaks ties by frequency, then alphabetically', () => {
    // "brame" is one edit from "brake" (40) and "brace" (3): the more frequent wins.
    expect(nearestWord('brame', words)).toBe('brake');
    const even = new Map([
      ['cart', 2],
      ['card', 2],
    ]);
    expect(nearestWord('carx', even)).toBe('card');
  });
});

describe('wording', () => {
  it('says what was searched and offers the query as typed', () => {
    expect(correctionText('brake pads')).toBe('Showing results for "brake pads"');
    expect(originalText('brkae pads')).toBe('Search instead for "brkae pads"');
  });
});
