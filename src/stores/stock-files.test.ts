import { afterEach, describe, expect, it, vi } from 'vitest';
import { $stock, loadStock } from './stock-files.ts';

function serve(files: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) =>
    url in files ? new Response(JSON.stringify(files[url])) : new Response('', { status: 500 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  $stock.set(new Map());
});

describe('the availability files in the browser', () => {
  it('reads each file once, whatever asks for its products, and keeps them by product id', async () => {
    const fetch = serve({
      '/api/stock/1.json': { products: { 101: { s: 'in_stock', at: { 2: 3 } } } },
      '/api/stock/2.json': { products: { 205: { s: 'low_stock', at: {} } } },
    });
    await loadStock([101, 150]);
    await loadStock([101, 205]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/stock/1.json', '/api/stock/2.json']);
    expect($stock.get().get(101)).toEqual({ s: 'in_stock', at: { 2: 3 } });
    expect($stock.get().get(205)?.s).toBe('low_stock');
  });

  it('asks again for a file that could not be read', async () => {
    const fetch = serve({});
    await expect(loadStock([301])).rejects.toThrow('/api/stock/3.json answered 500');
    await expect(loadStock([301])).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect($stock.get().size).toBe(0);
  });
});
