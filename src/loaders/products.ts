/**
 * Content layer loader for products. It first reads the id list with each product's updated_at
 * (one small request), keeps every stored product whose updated_at still matches, drops the ones
 * that are gone, and fetches the rest through the bulk export: all of it (2,000 a request) on a
 * cold build, or only what changed since the oldest stale product on a warm one. No request per product.
 *
 * Entries are storefront Products (src/lib/catalogue/product.ts: prices in integer cents, the
 * description sanitised for the page), decoded here once and checked against the collection's schema.
 */
import type { Loader } from 'astro/loaders';
import type { ApiClient } from '../lib/api/client.ts';
import type { ApiProductExport } from '../lib/api/schemas/catalogue.ts';
import { toProduct } from '../lib/catalogue/product.ts';
import { editorHtml } from '../lib/format/editor-html.ts';

interface ProductStamp {
  id: number;
  updated_at: string;
}

/** A product of the bulk export as the storefront keeps it: in cents, its description sanitised. */
export function decodedProduct(product: ApiProductExport['data'][number]): Record<string, unknown> {
  return { ...toProduct(product), descriptionHtml: editorHtml(product.long_description) };
}

/**
 * `decoder` names the code that decoded the stored entries (the build runner passes the site source
 * hash as BUILD_SOURCE): entries decoded by other code are fetched again, not kept.
 */
export function productsLoader(api: ApiClient, decoder = process.env.BUILD_SOURCE ?? ''): Loader {
  return {
    name: 'products-api',
    load: async ({ store, meta, logger, parseData }) => {
      if (meta.get('decoder') !== decoder) {
        store.clear();
        meta.set('decoder', decoder);
      }
      const { data: live } = await api.get<{ data: ProductStamp[] }>('/catalogue/product-ids');
      const liveIds = new Set(live.map((p) => String(p.id)));
      for (const id of store.keys()) if (!liveIds.has(id)) store.delete(id);

      const stale = live.filter((p) => store.get(String(p.id))?.digest !== p.updated_at);
      if (stale.length === 0) {
        logger.info(`Catalogue unchanged: ${live.length} products`);
        return;
      }
      // A warm build asks only for products updated since the oldest stale one.
      const cold = stale.length > live.length / 4;
      const since = cold ? undefined : stale.map((p) => p.updated_at).sort()[0];
      const wanted = new Set(stale.map((p) => p.id));
      const exported = (after: number) =>
        api.get<ApiProductExport>('/catalogue/products', { after, limit: 2000, updated_since: since });
      let fetched = 0;
      let next: Promise<ApiProductExport> | null = exported(0);
      while (next) {
        const page: ApiProductExport = await next;
        // The next page is asked for before this one is decoded: the API reads it meanwhile.
        next = page.next_after ? exported(page.next_after) : null;
        // A failed request ahead is thrown where it is awaited, not left unhandled if decoding throws.
        next?.catch(() => {});
        for (const product of page.data) {
          if (!wanted.has(product.id)) continue;
          const id = String(product.id);
          const data = await parseData({ id, data: decodedProduct(product) });
          store.set({ id, data, digest: product.updated_at });
          fetched++;
        }
      }
      logger.info(`${cold ? 'Full' : 'Incremental'} sync: ${fetched} of ${live.length} products fetched`);
    },
  };
}
