/** The synonym editor's text: one group a line, terms by commas, problems named by line. */
import { describe, expect, it } from 'vitest';
import { groupsOf, linesOf, linesProblem, withNewGroup } from './synonym-lines.ts';

describe('the synonym editor text', () => {
  it('round-trips a list, leaving out blank lines and empty terms', () => {
    const groups = [
      ['brake', 'break'],
      ['sump plug', 'drain plug'],
    ];
    expect(linesOf(groups)).toBe('brake, break\nsump plug, drain plug');
    expect(groupsOf('brake, break,\n\n  sump plug ,drain plug \n,')).toEqual(groups);
  });

  it('names the line of a group or term out of bounds', () => {
    expect(linesProblem('a, b\n\nx'.concat(', x'.repeat(20)))).toBe(
      'Line 3 has 21 synonyms; a group has at most 20.',
    );
    expect(linesProblem(`ok\n${'y'.repeat(41)}`)).toMatch(/^Line 2: "y+…" is longer than 40 characters\.$/);
    expect(linesProblem('brake, break')).toBeNull();
  });

  it('adds a group for a query from the report', () => {
    expect(withNewGroup('brake, break\n', 'quokka')).toBe('brake, break\nquokka, ');
    expect(withNewGroup('', 'quokka')).toBe('quokka, ');
  });
});
