import { describe, expect, it } from 'vitest';
import { formatRules, indexRules, matchRule, parseRules, type RedirectRule } from './redirects.ts';

const rules: RedirectRule[] = parseRules(`
# shop filters
/shop brand=:b category=:c /shop/ 200!
/shop category=BRK page=:page /shop/category/brakes/page/:page/ 301!
/shop category=BRK /shop/category/brakes/ 301!
/shop page=:page /shop/page/:page/ 301!
/product/BOS-1 /product/bosch-pads/ 301
/old/* /new/:splat 302
`);

const match = (path: string, qs = '') => matchRule(rules, path, new URLSearchParams(qs));

describe('_redirects rules', () => {
  it('matches query conditions, literal and captured, first rule first', () => {
    expect(match('/shop', 'category=BRK&page=2')).toEqual({
      location: '/shop/category/brakes/page/2/',
      status: 301,
      force: true,
    });
    expect(match('/shop', 'category=BRK')?.location).toBe('/shop/category/brakes/');
    expect(match('/shop', 'page=3')?.location).toBe('/shop/page/3/');
    expect(match('/shop', 'category=BRK&brand=bosch')).toEqual({
      location: '/shop/',
      status: 200,
      force: true,
    });
  });

  it('does not match a missing or empty query key, or another path', () => {
    expect(match('/shop', '')).toBeNull();
    expect(match('/shop', 'page=')).toBeNull();
    expect(match('/shopping', 'page=2')).toBeNull();
  });

  it('matches plain paths and splats, and encodes captured values', () => {
    expect(match('/product/BOS-1')).toEqual({ location: '/product/bosch-pads/', status: 301, force: false });
    expect(match('/old/a/b')?.location).toBe('/new/a/b');
    expect(match('/shop', 'page=a b')?.location).toBe('/shop/page/a%20b/');
  });

  it('finds the same rules through the path index as by scanning, in file order', () => {
    const index = indexRules(rules);
    for (const [path, qs] of [
      ['/shop', 'category=BRK&page=2'],
      ['/shop', 'category=BRK&brand=bosch'],
      ['/shop', 'page=3'],
      ['/product/BOS-1', ''],
      ['/old/a/b', ''],
      ['/nothing', ''],
    ] as const) {
      expect(matchRule(index, path, new URLSearchParams(qs))).toEqual(
        matchRule(rules, path, new URLSearchParams(qs)),
      );
    }
  });

  it('writes rules back in the same format', () => {
    expect(parseRules(formatRules(rules))).toEqual(rules);
  });
});
