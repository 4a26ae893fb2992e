/**
 * Loader for the small catalogue lists (categories, brands, blogs, page meta) and the one-entry
 * site settings: each is a single API request per build.
 */
import type { Loader } from 'astro/loaders';

/**
 * Loads a list from one API call; each item becomes an entry under the key `idOf` gives, with its
 * position, checked against the collection's schema.
 */
export function listLoader<T extends object>(
  name: string,
  fetchList: () => Promise<T[]>,
  idOf: (item: T) => string,
): Loader {
  return {
    name,
    load: async ({ store, parseData, generateDigest }) => {
      const items = await fetchList();
      const ids = new Set<string>();
      for (const [position, item] of items.entries()) {
        const id = idOf(item);
        ids.add(id);
        // The store keeps entries by id; position keeps the API's order (menus, trending categories).
        const data = await parseData({ id, data: { ...item, position } });
        store.set({ id, data, digest: generateDigest(data) });
      }
      // Only what the API no longer lists, never store.clear(): a clear or delete makes Astro rewrite
      // its module files in {root}/.astro, which render processes side by side share and race over
      // (src/publish/astro-shared-files.ts).
      for (const id of store.keys()) if (!ids.has(id)) store.delete(id);
    },
  };
}
