/**
 * The build's products, kept in one file between builds instead of Astro's content layer: the
 * content layer serialises its whole store on every save and bundles it into the build as a single
 * module, which at 10,000 products took longer than rendering the pages and grew worse than linearly.
 *
 * The file is PRODUCT_STORE, set by the build runner (one per shop), else products.ndjson in Astro's
 * cache folder: a JSON header line, then one line per product, `["id","digest"]<TAB>{product JSON}`.
 * The sync reads only each line's key (JSON escapes tabs and newlines inside strings, so the first tab
 * ends it) and copies the lines of unchanged products byte for byte: at 100,000 products (194 MB)
 * a one-product sync no longer decodes, parses and re-encodes every product (reading the keys took
 * 2.1 s, now 0.3 s; the sync in the shop 14 s, now 6 s beside Astro's start).
 * Syncing with the API is the products loader's work (src/loaders/products.ts: the id list first,
 * then only stale products through the bulk export), run against this file instead of the content
 * store. The build syncs once before it starts Astro and the generator's processes and sets
 * PRODUCTS_SYNCED, so they only read; a plain `astro build` syncs itself.
 */
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import type { ApiClient } from '../lib/api/client.ts';
import type { ApiProductExport } from '../lib/api/schemas/catalogue.ts';
import type { Product } from '../lib/catalogue/product.ts';
import { productSchema } from '../lib/catalogue/product-schema.ts';
import { decodedProduct, productsLoader } from '../loaders/products.ts';

/**
 * A stored product: where its line is in the file (until it changes), its data once parsed or set.
 * The sync keeps only keys and places: the file is read through one small buffer, since holding all
 * of it (194 MB at 100,000 products) cost a second on this kind of machine in page faults alone.
 */
interface Entry {
  id: string;
  digest?: string;
  /** The line's offset in the file and its length, newline included. */
  at?: number;
  length?: number;
  data?: Product;
}

const FORMAT = 2;
const NEWLINE = 0x0a;
const TAB = 0x09;
/** The read buffer: lines are visited in it, and it grows only for a line longer than it. */
const CHUNK = 4 << 20;

/** The store file of this build: PRODUCT_STORE, else in the build cache folder. */
export function productStoreFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.PRODUCT_STORE || join(env.ASTRO_CACHE_DIR ?? 'node_modules/.astro', 'products.ndjson'));
}

interface StoreContents {
  meta: Map<string, string>;
  entries: Map<string, Entry>;
}

/** A product's line as written when it is new or changed: its key (id and digest), a tab, its data. */
function newLine(entry: Entry): string {
  return `${JSON.stringify([entry.id, entry.digest ?? null])}\t${JSON.stringify(entry.data)}\n`;
}

/**
 * Visits each line of a file (without its newline; the bytes are valid only during the call) with its
 * offset. Resolves false when the file ends inside a line (cut short).
 */
async function eachLine(file: string, visit: (line: Buffer, at: number) => void): Promise<boolean> {
  const handle = await open(file);
  try {
    let buffer = Buffer.allocUnsafe(CHUNK);
    let filled = 0;
    let base = 0;
    for (;;) {
      if (filled === buffer.length) {
        const bigger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(bigger, 0, 0, filled);
        buffer = bigger;
      }
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, base + filled);
      if (bytesRead === 0) return filled === 0;
      filled += bytesRead;
      const view = buffer.subarray(0, filled);
      let start = 0;
      for (let end = view.indexOf(NEWLINE); end >= 0; end = view.indexOf(NEWLINE, start)) {
        visit(view.subarray(start, end), base + start);
        start = end + 1;
      }
      buffer.copy(buffer, 0, start, filled);
      base += start;
      filled -= start;
    }
  } finally {
    await handle.close();
  }
}

/**
 * The stored products, keys only unless `withData`; empty when the file is missing, unreadable, cut
 * short or of another format.
 */
export async function readProductStore(file: string, withData = false): Promise<StoreContents> {
  const empty = { meta: new Map<string, string>(), entries: new Map<string, Entry>() };
  let meta: Map<string, string> | null = null;
  const entries = new Map<string, Entry>();
  try {
    const whole = await eachLine(file, (line, at) => {
      if (!meta) {
        const header = JSON.parse(line.toString()) as { format: number; meta: Record<string, string> };
        if (header.format !== FORMAT) throw new Error('another format');
        meta = new Map(Object.entries(header.meta));
        return;
      }
      const tab = line.indexOf(TAB);
      if (tab < 0) throw new Error('no key');
      const [id, digest] = JSON.parse(line.toString('utf8', 0, tab)) as [string, string | null];
      const entry: Entry = { id, digest: digest ?? undefined, at, length: line.length + 1 };
      if (withData) entry.data = JSON.parse(line.toString('utf8', tab + 1)) as Product;
      entries.set(id, entry);
    });
    return whole && meta ? { meta, entries } : empty;
  } catch {
    // Missing, edited by hand or cut short (a crash mid-write cannot leave one: writes are renamed into place).
    return empty;
  }
}

/**
 * Writes the store whole, to a temporary file renamed into place, so a reader never sees half of it.
 * Unchanged lines are copied from the old file in runs (a one-product sync is a handful of copies);
 * new lines go out in writes of about a megabyte.
 */
async function writeProductStore(file: string, { meta, entries }: StoreContents): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const out = await open(temp, 'w');
  const old = await open(file).catch(() => null);
  const buffer = Buffer.allocUnsafe(CHUNK);
  let pending: string[] = [];
  let size = 0;
  const flush = async () => {
    if (pending.length) await out.write(pending.join(''));
    pending = [];
    size = 0;
  };
  // Lines read from the old file that still follow each other there: copied as one range.
  let run = null as { from: number; to: number } | null;
  /** Writes the new lines before the run, then the run (a copy through the buffer). */
  const endRun = async () => {
    if (!run) return;
    await flush();
    const { from, to } = run;
    run = null;
    for (let at = from; at < to; ) {
      const read = old ? (await old.read(buffer, 0, Math.min(buffer.length, to - at), at)).bytesRead : 0;
      if (read === 0) throw new Error(`The product store ${file} changed while it was written`);
      await out.write(buffer, 0, read);
      at += read;
    }
  };
  try {
    pending.push(`${JSON.stringify({ format: FORMAT, meta: Object.fromEntries(meta) })}\n`);
    for (const entry of entries.values()) {
      if (entry.at !== undefined) {
        if (run?.to === entry.at) run.to += entry.length!;
        else {
          await endRun();
          run = { from: entry.at, to: entry.at + entry.length! };
        }
        continue;
      }
      await endRun();
      const line = newLine(entry);
      pending.push(line);
      size += line.length;
      if (size >= 1 << 20) await flush();
    }
    await endRun();
    await flush();
  } finally {
    await out.close();
    await old?.close();
  }
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

async function syncStore(
  api: ApiClient,
  file: string,
  decoder: string,
  log: (line: string) => void,
): Promise<StoreContents> {
  const contents = await readProductStore(file);
  const { context, changed } = fileContext(contents, log);
  await productsLoader(api, decoder).load(context);
  if (changed()) await writeProductStore(file, contents);
  return contents;
}

/** Brings the store file up to date with the API; resolves with the products, by id. */
export async function syncProductStore(
  api: ApiClient,
  file: string,
  decoder: string,
  log: (line: string) => void = () => {},
): Promise<Product[]> {
  await syncStore(api, file, decoder, log);
  return productsOf(await readProductStore(file, true));
}

/** Brings the store file up to date with the API without parsing the products it keeps; resolves with their number. */
export async function syncProductStoreFile(
  api: ApiClient,
  file: string,
  decoder: string,
  log: (line: string) => void = () => {},
): Promise<number> {
  return (await syncStore(api, file, decoder, log)).entries.size;
}

/**
 * A product store held in memory by a long-lived process (the resident generator): read from the
 * build's file once, then synced with the API in place, edit after edit. The file is left as the
 * build wrote it (its lines' places belong to that file; the next full build's sync brings it up
 * to date). Unchanged products keep their objects, so what a process keeps by product stays valid.
 */
export interface HeldProducts {
  /** Every product, by id. */
  products(): Product[];
  /** Syncs with the API; resolves true when a product was added, changed or removed. */
  sync(api: ApiClient, log?: (line: string) => void): Promise<boolean>;
  /**
   * Takes in the products updated since `since` (an edit's plan names its changed products and
   * their new updated_at: src/build/publish/site-build.ts): one small export request instead of
   * every product's id and updated_at, which at 100,000 products took most of a second. Resolves
   * true when one of them was new to it. Adding or removing a product is a full build, never this.
   */
  syncSince(api: ApiClient, since: string, log?: (line: string) => void): Promise<boolean>;
}

export async function holdProductStore(file: string, decoder: string): Promise<HeldProducts> {
  const contents = await readProductStore(file, true);
  if (contents.meta.get('decoder') !== decoder)
    throw new Error(`The product store ${file} was synced for another build`);
  let products = productsOf(contents);
  return {
    products: () => products,
    async sync(api, log = () => {}) {
      const { context, changed } = fileContext(contents, log);
      await productsLoader(api, decoder).load(context);
      if (changed()) products = productsOf(contents);
      return changed();
    },
    async syncSince(api, since, log = () => {}) {
      let fetched = 0;
      for (let after: number | null = 0; after !== null; ) {
        const page: ApiProductExport = await api.get<ApiProductExport>('/catalogue/products', {
          after,
          limit: 2000,
          updated_since: since,
        });
        for (const product of page.data) {
          const id = String(product.id);
          // A product new since the plan waits for the full build that adding it starts.
          const held = contents.entries.get(id);
          if (!held || held.digest === product.updated_at) continue;
          contents.entries.set(id, {
            id,
            digest: product.updated_at,
            data: productSchema.parse(decodedProduct(product)),
          });
          fetched++;
        }
        after = page.next_after;
      }
      log(`Products updated since ${since}: ${fetched} fetched`);
      if (fetched > 0) products = productsOf(contents);
      return fetched > 0;
    },
  };
}

/** The products of a store read with their data, by id. */
function productsOf({ entries }: StoreContents): Product[] {
  return [...entries.values()].map((e) => e.data!).sort((a, b) => a.id - b.id);
}

/** The build's message that the store is synced (PRODUCTS_SYNCED=message), or that the sync failed. */
export type StoreMessage = { type: 'products-synced' } | { type: 'products-failed' };

/** Waits for the build's message on this process's IPC channel. */
function syncedByParent(): Promise<void> {
  return new Promise((done, fail) => {
    if (!process.send) return fail(new Error('PRODUCTS_SYNCED=message needs an IPC channel to the build'));
    process.once('message', (message: StoreMessage) =>
      message.type === 'products-synced'
        ? done()
        : fail(new Error('The product sync failed (see the build log above)')),
    );
  });
}

/**
 * The build's products: read from the store the build synced (PRODUCTS_SYNCED=1: before it started
 * this process; =message: when its message says so, so the sync runs while Astro starts:
 * src/build/publish/site-build.ts), else synced here (a plain `astro build`).
 */
export async function buildProducts(
  api: ApiClient,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Product[]> {
  const file = productStoreFile(env);
  if (env.PRODUCTS_SYNCED === 'message') await syncedByParent();
  if (env.PRODUCTS_SYNCED === '1' || env.PRODUCTS_SYNCED === 'message') {
    const contents = await readProductStore(file, true);
    if (contents.meta.get('decoder') !== (env.BUILD_SOURCE ?? ''))
      throw new Error(`The product store ${file} was synced for another build`);
    return productsOf(contents);
  }
  return syncProductStore(api, file, env.BUILD_SOURCE ?? '', (line) => console.log(`[products] ${line}`));
}
