import { describe, expect, it } from 'vitest';
import { ABN_MESSAGE, abnDigits, formatAbn, isValidAbn } from './abn.ts';

describe('ABN check digits (ATO algorithm)', () => {
  it("accepts the ATO's published example 51 824 753 556, typed with or without spaces", () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn(' 51 824 753 556 ')).toBe(true);
  });

  it('refuses a wrong check digit, 10 or 12 digits, letters, a leading zero and empty text', () => {
    for (const abn of [
      '51 824 753 557',
      '5182475355',
      '518247535560',
      '51 824 753 55A',
      'abcdefghijk',
      '01 824 753 556',
      '00000000000',
      '',
      '   ',
    ])
      expect(isValidAbn(abn), abn).toBe(false);
  });

  it('refuses anything that is not text', () => {
    for (const value of [51824753556, null, undefined, ['51824753556'], {}])
      expect(isValidAbn(value)).toBe(false);
  });

  it('keeps the 11 digits and prints them grouped', () => {
    expect(abnDigits('51 824 753 556')).toBe('51824753556');
    expect(abnDigits('51-824-753-556')).toBe('51824753556');
    expect(abnDigits('51 824 753')).toBeNull();
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });

  it("says so in the shop's words", () => {
    expect(ABN_MESSAGE).toBe('Please enter a valid ABN.');
  });
});
