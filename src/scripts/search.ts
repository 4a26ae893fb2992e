/**
 * Product search in the browser over the Pagefind index, loaded on first use only. A part-number
 * query is also searched without its spaces and dashes, and the two result lists are merged.
 */
import { parseMoney } from '../lib/money.ts';
import { compactQuery } from '../lib/search-records.ts';

interface PagefindResult {
  id: string;
  data(): Promise<{ url: string; meta: Record<string, string> }>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

export interface SearchHit {
  url: string;
  title: string;
  sku: string;
  priceCents: number;
  image: string;
}

let loading: Promise<Pagefind> | null = null;

/** Loads the Pagefind runtime once (call it when the search box is focused, to warm it up). */
export function loadSearch(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ excerptLength: 0 });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Products matching the query: the total and the hits from `offset`, at most `limit`. */
export async function searchProducts(
  query: string,
  offset = 0,
  limit = 15,
): Promise<{ total: number; hits: SearchHit[] }> {
  const pagefind = await loadSearch();
  const compact = compactQuery(query);
  const [main, squeezed] = await Promise.all([
    pagefind.search(query),
    compact ? pagefind.search(compact) : null,
  ]);
  const seen = new Set<string>();
  const results = [...(main?.results ?? []), ...(squeezed?.results ?? [])].filter(
    (r) => !seen.has(r.id) && seen.add(r.id),
  );
  const hits = await Promise.all(
    results.slice(offset, offset + limit).map(async (r) => {
      const { url, meta } = await r.data();
      return {
        url,
        title: meta.title ?? '',
        sku: meta.sku ?? '',
        priceCents: parseMoney(meta.price) ?? 0,
        image: meta.image ?? '',
      };
    }),
  );
  return { total: results.length, hits };
}
