import { describe, expect, it } from 'vitest';
import { hasNul } from './text-guard.ts';

describe('hasNul', () => {
  it('finds a raw NUL or a \\u0000 escape in JSON text', () => {
    expect(hasNul('a\0b')).toBe(true);
    expect(hasNul(JSON.stringify({ id: 'a\0b' }))).toBe(true);
    expect(hasNul(JSON.stringify({ 'k\0': 1 }))).toBe(true);
  });

  it('tells an escaped backslash followed by u0000 from a NUL', () => {
    expect(hasNul(JSON.stringify({ id: '\\u0000' }))).toBe(false);
    expect(hasNul(JSON.stringify({ id: '\\\\u0000' }))).toBe(false);
    expect(hasNul(JSON.stringify({ id: '\\\0' }))).toBe(true);
    expect(hasNul(JSON.stringify({ id: 'plain text' }))).toBe(false);
  });

  it('stays linear on a long run of backslashes', () => {
    const text = `${'\\\\'.repeat(200_000)}u0000`.repeat(2);
    const start = performance.now();
    expect(hasNul(text)).toBe(false);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
