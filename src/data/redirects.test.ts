import { describe, expect, it, vi } from 'vitest';
import { STORE_SETTINGS } from '../../tests/helpers/settings.ts';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { recordMove } from '../api/services/url-redirects.ts';
import { createApiClient } from '../lib/api/client.ts';
import { formatRules, matchRule, parseRules } from '../lib/site/redirects.ts';

const t = setupTestApp();
const api = () =>
  createApiClient({
    baseUrl: 'http://build.test/api',
    fetch: async (url, init) => t.app.request(String(url), init),
  });

// The build's content collections, as small as the rules need.
const collections: Record<string, { id: string; data: unknown }[]> = {
  site: [{ id: 'site', data: { id: 'site', settings: STORE_SETTINGS, social: {}, position: 0 } }],
  // A sku of its own; a sku spelled like its own permalink; a sku spelled like another product's.
  products: [
    { id: 1, sku: 'BRK-01', permalink: 'brake-pads' },
    { id: 2, sku: 'rotor', permalink: 'rotor' },
    { id: 3, sku: 'brake-pads', permalink: 'pads-three' },
  ].map((data) => ({ id: String(data.id), data: { ...data, title: data.sku, finalPriceCents: 100 } })),
};
vi.mock('astro:content', () => ({ getCollection: async (name: string) => collections[name] ?? [] }));
// Products come from the build's product store, not a collection; its entries hold them by id.
vi.mock('./product-store.ts', () => ({
  buildProducts: async () =>
    (collections.products ?? [])
      .map((e) => e.data)
      .sort((a, b) => (a as { id: number }).id - (b as { id: number }).id),
}));
const { redirectRules, movedPermalinkRules, specMoves } = await import('./redirects.ts');

describe('permalink redirects in _redirects', () => {
  it('send an old path, with or without its trailing slash, to the current page with a 301', async () => {
    await t.database.db.transaction(async (tx) => {
      await recordMove(tx, '/product/old-pads/', '/product/new-pads/');
      await recordMove(tx, '/product/new-pads/', '/product/newest-pads/');
      await recordMove(tx, '/brand/old-brand/', '/brand/new-brand/');
    });
    // Through the file format, as the site server reads it.
    const rules = parseRules(formatRules(await redirectRules(api())));
    const go = (path: string) => matchRule(rules, path, new URLSearchParams());
    for (const path of ['/product/old-pads', '/product/old-pads/', '/product/new-pads', '/product/new-pads/'])
      expect(go(path), path).toEqual({ location: '/product/newest-pads/', status: 301, force: false });
    expect(go('/brand/old-brand')).toEqual({ location: '/brand/new-brand/', status: 301, force: false });
    expect(go('/product/newest-pads/')).toBeNull();
  });

  it('is not forced, so a page living at the old path again wins', () => {
    expect(movedPermalinkRules([{ from: '/product/a/', to: '/product/b/' }])).toEqual([
      { from: '/product/a', query: {}, to: '/product/b/', status: 301, force: false },
      { from: '/product/a/', query: {}, to: '/product/b/', status: 301, force: false },
    ]);
  });
});

describe("SPEC's old addresses", () => {
  it('move /product/{sku}, /forget-password and /Address on, never away from a product page', async () => {
    expect(await specMoves()).toEqual([
      { from: '/product/BRK-01', to: '/product/brake-pads/' },
      { from: '/forget-password', to: '/forgot-password/' },
      { from: '/Address', to: '/address/' },
    ]);
  });

  it('are forced 301s, since the build also writes a fallback page at each of them', async () => {
    const rules = parseRules(formatRules(await redirectRules(api())));
    const go = (path: string) => matchRule(rules, path, new URLSearchParams());
    for (const [path, to] of [
      ['/product/BRK-01', '/product/brake-pads/'],
      ['/product/BRK-01/', '/product/brake-pads/'],
      ['/forget-password/', '/forgot-password/'],
      ['/Address/', '/address/'],
    ])
      expect(go(path!), path).toEqual({ location: to, status: 301, force: true });
    expect(go('/product/brake-pads/')).toBeNull();
    expect(go('/product/rotor/')).toBeNull();
  });
});
