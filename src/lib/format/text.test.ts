import { describe, expect, it } from 'vitest';
import { slugify, stripTags, truncateWords } from './text.ts';

describe('text helpers', () => {
  it('makes URL slugs', () => {
    expect(slugify('Brakes & Rotors')).toBe('brakes-and-rotors');
    expect(slugify("  Meguiar's Ultimate   Wax!! ")).toBe('meguiar-s-ultimate-wax');
    expect(slugify('1/2" Drive 24pc')).toBe('1-2-drive-24pc');
  });

  it('strips markup and decodes the common entities', () => {
    expect(stripTags('<p>Fits <b>Hilux</b> &amp; Ranger</p><script>alert(1)</script>')).toBe(
      'Fits Hilux & Ranger',
    );
  });

  it('cuts at a word boundary within the limit', () => {
    const { text, cut } = truncateWords('The quick brown fox jumps over the lazy dog', 20);
    expect(cut).toBe(true);
    expect(text).toBe('The quick brown fox…');
    expect(text.length).toBeLessThanOrEqual(20);
    expect(truncateWords('short', 20)).toEqual({ text: 'short', cut: false });
  });
});
