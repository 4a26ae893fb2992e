import { describe, expect, it } from 'vitest';
import { containsPattern, prefixPattern } from './like.ts';

describe('LIKE patterns', () => {
  it("take the text's own wildcards and backslash literally", () => {
    expect(containsPattern('50% off_a\\b')).toBe('%50\\% off\\_a\\\\b%');
    expect(prefixPattern('BOS_1%')).toBe('BOS\\_1\\%%');
  });

  it('match the text anywhere, or at the start', () => {
    expect(containsPattern('brake')).toBe('%brake%');
    expect(prefixPattern('brake')).toBe('brake%');
  });
});
