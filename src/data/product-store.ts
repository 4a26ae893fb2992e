/**
 * The build's products, kept in one file between builds instead of Astro's content layer: the
 * content layer serialises its whole store on every save and bundles it into the build as a single
 * module, which at 10,000 products took longer than rendering the pages and grew worse than linearly.
 *
 * The file (NDJSON: a header line, then one product per line) is PRODUCT_STORE, set by the build
 * runner (one per shop), else products.ndjson in Astro's cache folder. Syncing it with the API is the products loader's work
 * (src/loaders/products.ts: the id list first, then only stale products through the bulk export),
 * run against this file instead of the content store. The build runner syncs once before it starts
 * the render processes and sets PRODUCTS_SYNCED, so shards only read; a plain `astro build` syncs itself.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import type { ApiClient } from '../lib/api/client.ts';
import type { Product } from '../lib/catalogue/product.ts';
import { productSchema } from '../lib/catalogue/product-schema.ts';
import { productsLoader } from '../loaders/products.ts';

interface Entry {
  id: string;
  data: Product;
  digest?: string;
}

const FORMAT = 1;

/** The store file of this build: PRODUCT_STORE, else in the build cache folder. */
export function productStoreFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.PRODUCT_STORE || join(env.ASTRO_CACHE_DIR ?? 'node_modules/.astro', 'products.ndjson'));
}

interface StoreContents {
  meta: Map<string, string>;
  entries: Map<string, Entry>;
}

/** The stored products; empty when the file is missing, unreadable or of another format. */
export async function readProductStore(file: string): Promise<StoreContents> {
  const empty = { meta: new Map<string, string>(), entries: new Map<string, Entry>() };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return empty;
  }
  try {
    const lines = text.split('\n');
    const header = JSON.parse(lines[0] ?? '') as { format: number; meta: Record<string, string> };
    if (header.format !== FORMAT) return empty;
    const entries = new Map<string, Entry>();
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line) continue;
      const entry = JSON.parse(line) as Entry;
      entries.set(entry.id, entry);
    }
    return { meta: new Map(Object.entries(header.meta)), entries };
  } catch {
    // A file cut short (a crash mid-write cannot leave one: writes are renamed into place) or edited by hand.
    return empty;
  }
}

/** Writes the store whole, to a temporary file renamed into place, so a reader never sees half of it. */
async function writeProductStore(file: string, { meta, entries }: StoreContents): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const lines = [JSON.stringify({ format: FORMAT, meta: Object.fromEntries(meta) })];
  for (const entry of entries.values()) lines.push(JSON.stringify(entry));
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${lines.join('\n')}\n`);
  await rename(temp, file);
}

/** A content-loader context over the store's maps, so the products loader runs unchanged against the file. */
function fileContext(
  contents: StoreContents,
  log: (line: string) => void,
): { context: LoaderContext; changed: () => boolean } {
  let changed = false;
  const { meta, entries } = contents;
  const context = {
    collection: 'products',
    store: {
      get: (id: string) => entries.get(id),
      set: (entry: Entry) => {
        entries.set(entry.id, entry);
        changed = true;
        return true;
      },
      delete: (id: string) => {
        changed = entries.delete(id) || changed;
      },
      has: (id: string) => entries.has(id),
      keys: () => [...entries.keys()],
      values: () => [...entries.values()],
      clear: () => {
        changed = changed || entries.size > 0;
        entries.clear();
      },
    },
    meta: {
      get: (key: string) => meta.get(key),
      set: (key: string, value: string) => {
        if (meta.get(key) !== value) changed = true;
        meta.set(key, value);
      },
      has: (key: string) => meta.has(key),
      delete: (key: string) => void meta.delete(key),
    },
    logger: { info: log, warn: log, error: log, debug: () => {} },
    parseData: async ({ data }: { id: string; data: Record<string, unknown> }) => productSchema.parse(data),
  };
  return { context: context as unknown as LoaderContext, changed: () => changed };
}

/** Brings the store file up to date with the API; resolves with the products, by id. */
export async function syncProductStore(
  api: ApiClient,
  file: string,
  decoder: string,
  log: (line: string) => void = () => {},
): Promise<Product[]> {
  const contents = await readProductStore(file);
  const { context, changed } = fileContext(contents, log);
  await productsLoader(api, decoder).load(context);
  if (changed()) await writeProductStore(file, contents);
  return productsOf(contents);
}

function productsOf({ entries }: StoreContents): Product[] {
  return [...entries.values()].map((e) => e.data).sort((a, b) => a.id - b.id);
}

/**
 * Waits for the runner's sync, which runs while this process starts: it writes `ready` (or `failed`)
 * to the PRODUCTS_READY file when it is done.
 */
async function productsReady(file: string, pollMs = 100): Promise<void> {
  for (;;) {
    const state = await readFile(file, 'utf8').catch(() => '');
    if (state === 'ready') return;
    if (state === 'failed') throw new Error('The product sync failed (see the build log above)');
    await new Promise((done) => setTimeout(done, pollMs));
  }
}

/**
 * The build's products: read from the store the runner synced (PRODUCTS_SYNCED=1, once PRODUCTS_READY
 * says so), else synced here.
 */
export async function buildProducts(
  api: ApiClient,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Product[]> {
  const file = productStoreFile(env);
  if (env.PRODUCTS_READY) await productsReady(env.PRODUCTS_READY);
  if (env.PRODUCTS_SYNCED === '1') {
    const contents = await readProductStore(file);
    if (contents.meta.get('decoder') !== (env.BUILD_SOURCE ?? ''))
      throw new Error(`The product store ${file} was synced for another build`);
    return productsOf(contents);
  }
  return syncProductStore(api, file, env.BUILD_SOURCE ?? '', (line) => console.log(`[products] ${line}`));
}
