/**
 * Loader for the small catalogue lists (categories, brands, blogs, page meta) and the one-entry
 * site settings: each is a single API request per build.
 */
import type { Loader } from 'astro/loaders';

/** Loads a list from one API call; each item becomes an entry under the key `idOf` gives, with its position. */
export function listLoader<T>(
  name: string,
  fetchList: () => Promise<T[]>,
  idOf: (item: T) => string,
): Loader {
  return {
    name,
    load: async ({ store, generateDigest }) => {
      const items = await fetchList();
      store.clear();
      for (const [position, item] of items.entries()) {
        // The store keeps entries by id; position keeps the API's order (menus, trending categories).
        const data = { ...(item as Record<string, unknown>), position };
        store.set({ id: idOf(item), data, digest: generateDigest(data) });
      }
    },
  };
}
