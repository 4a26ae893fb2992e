/** A content layer loader's context for unit tests: an in-memory store and meta, and parseData through a schema. */
import type { LoaderContext } from 'astro/loaders';

export interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  digest?: string | number;
}

/** The parts of Astro's loader context the storefront's loaders use; parseData validates like Astro's. */
export function loaderContext(schema: { parse: (data: unknown) => unknown }) {
  const entries = new Map<string, StoredEntry>();
  const metaValues = new Map<string, string>();
  const fake = {
    collection: 'test',
    store: {
      get: (id: string) => entries.get(id),
      set: (entry: StoredEntry) => {
        entries.set(entry.id, entry);
        return true;
      },
      delete: (id: string) => void entries.delete(id),
      has: (id: string) => entries.has(id),
      keys: () => [...entries.keys()],
      values: () => [...entries.values()],
      clear: () => entries.clear(),
    },
    meta: {
      get: (key: string) => metaValues.get(key),
      set: (key: string, value: string) => void metaValues.set(key, value),
      has: (key: string) => metaValues.has(key),
      delete: (key: string) => void metaValues.delete(key),
    },
    logger: { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} },
    parseData: async ({ data }: { id: string; data: Record<string, unknown> }) => schema.parse(data),
    generateDigest: (data: unknown) => JSON.stringify(data),
  };
  return { entries, context: fake as unknown as LoaderContext };
}
