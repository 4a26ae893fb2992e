import { describe, expect, it } from 'vitest';
import { looksLikePartNumber, queryTerms, wordMatchesTerm } from './search-query.ts';

describe('query words', () => {
  it('reads a query as Pagefind does: punctuation dropped, lower case, no accents', () => {
    expect(queryTerms('  Bosch  BRK-62229 ')).toEqual(['bosch', 'brk62229']);
    expect(queryTerms('Zoë’s (H7) globes')).toEqual(['zoes', 'h7', 'globes']);
    expect(queryTerms(' - ')).toEqual([]);
  });
});

describe('a matched word is one the shopper typed', () => {
  it('accepts words that start with the term, part numbers in pieces, and English endings', () => {
    expect(wordMatchesTerm('Brake', 'brak')).toBe(true);
    expect(wordMatchesTerm('Brake', 'brakes')).toBe(true);
    expect(wordMatchesTerm('Battery', 'batteries')).toBe(true);
    expect(wordMatchesTerm('Batteries', 'battery')).toBe(true);
    expect(wordMatchesTerm('BOS-BRK62229', 'bos')).toBe(true);
    expect(wordMatchesTerm('BOS-BRK62229', '62229')).toBe(true);
    expect(wordMatchesTerm('BRK62229', 'brk62229')).toBe(true);
    expect(wordMatchesTerm('Zoë', 'zoe')).toBe(true);
  });

  it("refuses Pagefind's fallback to a shorter word the term starts with", () => {
    // "zzqxzzqx" matched the "zz" of a battery N70ZZ; "brk62229" matched every "brk".
    expect(wordMatchesTerm('N70ZZ', 'zzqxzzqx')).toBe(false);
    expect(wordMatchesTerm('NUL-BRK13758', 'brk62229')).toBe(false);
    expect(wordMatchesTerm('Brake', 'brakezz')).toBe(false);
    expect(wordMatchesTerm('', 'brake')).toBe(false);
  });
});

describe('part-number queries', () => {
  it('have a digit and only letters, digits and separators', () => {
    expect(looksLikePartNumber('BRK62229')).toBe(true);
    expect(looksLikePartNumber('bos brk 62229')).toBe(true);
    expect(looksLikePartNumber('brake pads')).toBe(false);
    expect(looksLikePartNumber('h7 globe!')).toBe(false);
    expect(looksLikePartNumber('12')).toBe(false);
  });
});
