import type { LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api/client.ts';
import { productsLoader } from './products.ts';

type Entry = { id: string; data: Record<string, unknown>; digest?: string };

/** The parts of Astro's DataStore the loader uses. */
function memoryStore() {
  const map = new Map<string, Entry>();
  return {
    map,
    get: (id: string) => map.get(id),
    set: (entry: Entry) => {
      map.set(entry.id, entry);
      return true;
    },
    delete: (id: string) => void map.delete(id),
    keys: () => [...map.keys()],
    clear: () => map.clear(),
  };
}

/** A fake API over a product list, recording the export requests it answers. */
function fakeApi(products: { id: number; updated_at: string }[]) {
  const exports: URLSearchParams[] = [];
  const api = createApiClient({
    baseUrl: 'http://api/api',
    fetch: async (input) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/product-ids')) return Response.json({ data: products });
      exports.push(url.searchParams);
      const since = url.searchParams.get('updated_since');
      const data = products
        .filter((p) => !since || p.updated_at >= since)
        .map((p) => ({ ...p, title: `P${p.id}` }));
      return Response.json({ data, next_after: null });
    },
  });
  return { api, exports };
}

async function run(store: ReturnType<typeof memoryStore>, products: { id: number; updated_at: string }[]) {
  const { api, exports } = fakeApi(products);
  const logger = { info: () => {} };
  await productsLoader(api).load({ store, logger } as unknown as LoaderContext);
  return exports;
}

const t = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();

describe('products loader', () => {
  it('fetches everything on a cold build in bulk', async () => {
    const store = memoryStore();
    const exports = await run(
      store,
      [1, 2, 3].map((id) => ({ id, updated_at: t(id) })),
    );
    expect(store.keys().sort()).toEqual(['1', '2', '3']);
    expect(exports).toHaveLength(1);
    expect(exports[0]?.get('updated_since')).toBeNull();
  });

  it('on a warm build fetches only products changed since the oldest stale one, and drops deleted ones', async () => {
    const store = memoryStore();
    const initial = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, updated_at: t(i) }));
    await run(store, initial);
    const edited = initial
      .filter((p) => p.id !== 4)
      .map((p) => (p.id === 7 ? { ...p, updated_at: t(99) } : p));
    const exports = await run(store, edited);
    expect(exports).toHaveLength(1);
    expect(exports[0]?.get('updated_since')).toBe(t(99));
    expect(store.keys()).not.toContain('4');
    expect(store.get('7')?.digest).toBe(t(99));
  });

  it('makes no export request when nothing changed', async () => {
    const store = memoryStore();
    const products = [1, 2].map((id) => ({ id, updated_at: t(id) }));
    await run(store, products);
    expect(await run(store, products)).toHaveLength(0);
  });
});
