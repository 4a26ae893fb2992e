import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';

// The browser's API client keeps the fetch it found when it was made: forward that one to each test's.
const net = vi.hoisted(() => {
  const state = { fetch: (_url: string, _init?: RequestInit) => Promise.resolve(new Response(null)) };
  globalThis.fetch = ((url: string, init?: RequestInit) => state.fetch(url, init)) as typeof fetch;
  return state;
});

import type { ApiProduct } from '../lib/api/schemas/catalogue.ts';
import { searchProductsApi } from './search.ts';
import { $session } from './session.ts';

function apiProduct(id: number, extra: Partial<ApiProduct> = {}): ApiProduct {
  return {
    id,
    title: `Brake Pads ${id}`,
    sku: `BEN-DB${id}`,
    permalink: `brake-pads-${id}`,
    short_description: '',
    long_description: '',
    featured_image: `uploads/products/${id}.webp`,
    gallery_media: '',
    category_id: 1,
    child_category_id: null,
    category: null,
    child_category: null,
    brand: null,
    product_meta: [{ option: '_price', value: '100.00' }],
    discount_data: null,
    is_featured: 0,
    universal: false,
    stock_status: 'in_stock',
    image_alts: {},
    rating: null,
    review_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

let calls: { url: string; auth: string | null }[];
let answers: Record<string, () => Response>;
const options = { gstBp: 1000, assetBase: '/storage/' };

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  calls = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
  net.fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, auth: new Headers(init?.headers).get('Authorization') });
    const answer = answers[url];
    return answer ? answer() : new Response('{"message":"no"}', { status: 500 });
  };
});
afterEach(() => {
  $session.set(null);
  vi.unstubAllGlobals();
  cleanTestStorage();
});

describe('search through the API', () => {
  it('asks GET /api/search-product with the bearer token when signed in, and shows the products in its order', async () => {
    $session.set({ user: { name: 'Dana', trade_status: 'none' }, token: 'tok', timestamp: Date.now() });
    answers = {
      '/api/search-product?search=DB1170': () => Response.json({ data: [apiProduct(1170), apiProduct(11)] }),
    };
    const { total, hits } = await searchProductsApi('DB1170', 0, 15, options);
    expect(calls).toEqual([{ url: '/api/search-product?search=DB1170', auth: 'Bearer tok' }]);
    expect(total).toBe(2);
    expect(hits[0]).toEqual({
      url: '/product/brake-pads-1170/',
      id: 1170,
      universal: false,
      title: 'Brake Pads 1170',
      sku: 'BEN-DB1170',
      price: { incCents: 11000, exCents: 10000 },
      image: '/storage/uploads/products/1170.webp',
    });
    expect(hits.map((h) => h.id)).toEqual([1170, 11]);
  });

  it('sends no token when signed out, and pages through what it answered', async () => {
    answers = {
      '/api/search-product?search=brake+pads': () =>
        Response.json({ data: [1, 2, 3, 4].map((id) => apiProduct(id)) }),
    };
    const { total, hits } = await searchProductsApi('brake pads', 2, 15, options);
    expect(calls[0]?.auth).toBeNull();
    expect(total).toBe(4);
    expect(hits.map((h) => h.id)).toEqual([3, 4]);
  });

  it('"fits my vehicle" keeps the parts in the vehicle file, then universal ones', async () => {
    answers = {
      '/api/search-product?search=pads': () =>
        Response.json({ data: [apiProduct(1, { universal: true }), apiProduct(2), apiProduct(3)] }),
      '/fitment/vehicle/42.json': () => Response.json({ id: 42, parts: [[3]] }),
    };
    const { hits } = await searchProductsApi('pads', 0, 15, { ...options, vehicleId: 42 });
    expect(hits.map((h) => h.id)).toEqual([3, 1]);
  });

  it('says what the server searched instead of a misspelt query, and asks for the words as typed when told', async () => {
    answers = {
      '/api/search-product?search=brkae+pads': () =>
        Response.json({ data: [apiProduct(1)], corrected_query: 'brake pads' }),
      '/api/search-product?search=brkae+pads&exact=1': () =>
        Response.json({ data: [], corrected_query: null }),
    };
    const found = await searchProductsApi('brkae pads', 0, 15, options);
    expect(found.corrected).toBe('brake pads');
    expect(found.hits.map((h) => h.id)).toEqual([1]);
    const exact = await searchProductsApi('brkae pads', 0, 15, { ...options, exact: true });
    expect(exact).toEqual({ total: 0, hits: [] });
  });

  it('rejects when the API fails, so the box can say the search could not run', async () => {
    answers = {};
    await expect(searchProductsApi('pads', 0, 15, options)).rejects.toThrow();
  });
});
