import { describe, expect, it } from 'vitest';
import { OFF_SITE_LINKS } from '../../../tests/helpers/off-site-links.ts';
import { isSitePath } from './site-path.ts';

describe('isSitePath', () => {
  it('accepts paths on this site, with a query and a fragment', () => {
    for (const path of ['/', '/shop/brakes?x=1#y', '/shop/category/filters/', '/search?q=%2F%2Fx', '/a%20b'])
      expect(isSitePath(path), path).toBe(true);
  });

  it('refuses what a browser would open on another site', () => {
    for (const link of [...OFF_SITE_LINKS, 'https://evil.example/', ''])
      expect(isSitePath(link), JSON.stringify(link)).toBe(false);
  });
});
