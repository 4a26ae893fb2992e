import { describe, expect, it } from 'vitest';
import { type ClearBus, createReadCache, DEFAULT_READ_CACHE } from './read-cache.ts';

const options = (o: Partial<typeof DEFAULT_READ_CACHE> = {}) => ({ ...DEFAULT_READ_CACHE, ...o });

describe('the read cache', () => {
  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const cache = createReadCache(options({ maxEntries: 3 }));
    for (const k of ['a', 'b', 'c']) cache.set(k, `"${k}"`, cache.generation());
    expect(cache.get('a')).toBe('"a"'); // a is now the most recently used
    cache.set('d', '"d"', cache.generation());
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toEqual(['"a"', '"c"', '"d"']);
  });

  it('holds 100,000 distinct products within its entry and size caps', () => {
    const cache = createReadCache(options({ maxEntries: 1000, maxChars: 200_000 }));
    const product = (i: number) => JSON.stringify({ data: { sku: `SKU-${i}`, text: 'x'.repeat(300) } });
    for (let i = 0; i < 100_000; i++) cache.set(`SKU-${i}`, product(i), cache.generation());
    expect(cache.size).toBeLessThanOrEqual(1000);
    expect(cache.chars).toBeLessThanOrEqual(200_000);
    expect(cache.get('SKU-99999')).toBe(product(99_999));
    expect(cache.get('SKU-0')).toBeUndefined();
  });

  it('never keeps an answer larger than the whole size cap', () => {
    const cache = createReadCache(options({ maxChars: 10 }));
    cache.set('big', 'x'.repeat(11), cache.generation());
    expect(cache.get('big')).toBeUndefined();
    expect(cache.chars).toBe(0);
  });

  it('serves an entry only for ttlMs', () => {
    let now = 1000;
    const cache = createReadCache(options({ ttlMs: 500, now: () => now }));
    cache.set('a', '"a"', cache.generation());
    now += 500;
    expect(cache.get('a')).toBe('"a"');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep what a read fetched before a clear (it may be the old data)', () => {
    const cache = createReadCache();
    const before = cache.generation();
    cache.invalidate(); // the edit commits while the read is under way
    cache.set('a', '"old"', before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', '"new"', cache.generation());
    expect(cache.get('a')).toBe('"new"');
  });

  it('tells the other instances on invalidate, but not on a clear it was told of', () => {
    let published = 0;
    const bus: ClearBus = { publish: () => void published++, listening: () => true, close: async () => {} };
    const cache = createReadCache(options(), bus);
    cache.set('a', '"a"', cache.generation());
    cache.clear();
    expect(published).toBe(0);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', '"a"', cache.generation());
    cache.invalidate();
    expect(published).toBe(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('serves and keeps nothing while it could miss another instance’s clear', () => {
    let listening = true;
    const bus: ClearBus = { publish: () => {}, listening: () => listening, close: async () => {} };
    const cache = createReadCache(options(), bus);
    cache.set('a', '"a"', cache.generation());
    listening = false;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', '"b"', cache.generation());
    listening = true;
    expect(cache.get('b')).toBeUndefined();
  });

  it('is off with maxEntries 0', () => {
    const cache = createReadCache(options({ maxEntries: 0 }));
    cache.set('a', '"a"', cache.generation());
    expect(cache.get('a')).toBeUndefined();
  });
});
