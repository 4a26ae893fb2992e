import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../lib/search/search-records.ts';
import { buildSearchIndex, linkServedIndex, publishIndex } from './search-index.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
/** A fresh folder, removed after the file. */
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'search-index-'));
  dirs.push(dir);
  return dir;
}

const record = (n: number): SearchRecord => ({
  url: `/product/p-${n}/`,
  language: 'en',
  content: `Brake pad set ${n} \nBDX-BRK${n}`,
  meta: { title: `Brake pad set ${n}`, sku: `BDX-BRK${n}`, price: '129.95', image: '/storage/p.webp' },
});

describe('search index', () => {
  it('indexes the records the build wrote, without asking the API', async () => {
    const out = await mkdtemp(join(tmpdir(), 'search-index-'));
    dirs.push(out);
    const records = [1, 2, 3].map(record);
    expect(await buildSearchIndex(records, out)).toBe(3);
    const entry = JSON.parse(await readFile(join(out, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages.en?.page_count).toBe(3);
    // The search box's first download has a brotli copy beside it, for the site server to send.
    const script = join(out, 'pagefind', 'pagefind.js');
    expect(brotliDecompressSync(readFileSync(`${script}.br`))).toEqual(readFileSync(script));
  });

  /** Every file of a folder with its bytes, by path. */
  async function snapshot(dir: string): Promise<Map<string, string>> {
    const files = new Map<string, string>();
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      files.set(path, (await readFile(path)).toString('base64'));
    }
    return files;
  }

  /** The fragments of an index that are not hard links shared with another: the files it wrote. */
  async function writtenFragments(dir: string): Promise<string[]> {
    const folder = join(dir, 'pagefind', 'fragment');
    const names = await readdir(folder);
    const own = await Promise.all(
      names.map(async (n) => ((await stat(join(folder, n))).nlink === 1 ? n : null)),
    );
    return own
      .filter((n): n is string => n !== null)
      .map((n) => gunzipSync(readFileSync(join(folder, n))).toString());
  }

  it("writes only what changed when given the served index, and leaves the served index's files as they were", async () => {
    const [served, next] = [await tempDir(), await tempDir()];
    const records = Array.from({ length: 40 }, (_, i) => record(i + 1));
    await buildSearchIndex(records, served);
    const before = await snapshot(served);

    const edited = records.map((r) =>
      r.url === '/product/p-7/' ? { ...r, meta: { ...r.meta, price: '99.00' } } : r,
    );
    expect(await linkServedIndex(join(served, 'pagefind'), next, 40)).toBe(true);
    expect(await buildSearchIndex(edited, next)).toBe(40);

    expect(await snapshot(served)).toEqual(before);
    const written = await writtenFragments(next);
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('"price":"99.00"');
    const entry = JSON.parse(await readFile(join(next, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages.en?.page_count).toBe(40);
  });

  /** The index files of a folder (recursive) matching `pattern`, by their path under it. */
  async function indexFiles(bundle: string, pattern: RegExp): Promise<string[]> {
    const names = await readdir(bundle, { recursive: true });
    return names.filter((n) => pattern.test(n)).sort();
  }

  it('gives each file a first search downloads a brotli copy of its unpacked bytes, which Pagefind takes as its own', async () => {
    const out = await mkdtemp(join(tmpdir(), 'search-index-'));
    dirs.push(out);
    const records = Array.from({ length: 200 }, (_, i) => ({
      ...record(i + 1),
      filters: { fit: [i % 2 ? 'all' : String(i)] },
    }));
    await buildSearchIndex(records, out);
    const bundle = join(out, 'pagefind');
    const packed = await indexFiles(bundle, /\.pf_meta$|^wasm\.en\.pagefind$|\.pf_index$|\.pf_filter$/);
    expect(packed.some((n) => n.endsWith('.pf_meta'))).toBe(true);
    expect(packed).toContain('wasm.en.pagefind');
    expect(packed.some((n) => n.startsWith('index/'))).toBe(true);
    expect(packed.some((n) => n.startsWith('filter/'))).toBe(true);
    for (const name of packed) {
      const zipped = readFileSync(join(bundle, name));
      const copy = readFileSync(join(bundle, `${name}.br`));
      const unpacked = brotliDecompressSync(copy);
      // What a browser has after Content-Encoding: br, and what Pagefind reads without unzipping.
      expect(unpacked.subarray(0, 12).toString()).toBe('pagefind_dcd');
      expect(unpacked).toEqual(gunzipSync(zipped));
      expect(copy.length).toBeLessThan(zipped.length);
    }
    // Fragments, one per product and a few hundred bytes, stay as Pagefind wrote them.
    expect(await indexFiles(bundle, /^fragment\/.*\.br$/)).toEqual([]);
  });

  it("keeps the served index's copies of unchanged chunks and compresses only the new ones", async () => {
    const [served, next] = [await tempDir(), await tempDir()];
    const records = Array.from({ length: 400 }, (_, i) => record(i + 1));
    await buildSearchIndex(records, served);
    const edited = records.map((r) =>
      r.url === '/product/p-7/' ? { ...r, content: `${r.content} ceramic` } : r,
    );
    expect(await linkServedIndex(join(served, 'pagefind'), next, 400)).toBe(true);
    await buildSearchIndex(edited, next);
    const bundle = join(next, 'pagefind');
    const chunks = await indexFiles(bundle, /\.pf_index$/);
    const wrote = async (name: string) => (await stat(join(bundle, name))).nlink === 1;
    const fresh = (await Promise.all(chunks.map(async (n) => ((await wrote(n)) ? n : null)))).filter(Boolean);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThan(chunks.length);
    for (const name of chunks) {
      // Every chunk has its copy: linked from the served index with the chunk, or written with it.
      expect(await wrote(`${name}.br`)).toBe(await wrote(name));
    }
  });

  it('starts afresh when the served index holds far more fragments than there are records', async () => {
    const [served, next] = [await tempDir(), await tempDir()];
    await buildSearchIndex(
      Array.from({ length: 300 }, (_, i) => record(i + 1)),
      served,
    );
    expect(await linkServedIndex(join(served, 'pagefind'), next, 3)).toBe(false);
    await buildSearchIndex([1, 2, 3].map(record), next);
    expect(await writtenFragments(next)).toHaveLength(3);
  });

  it('publishes a new index into the served folder: new files added, the entry switched last, old files kept', async () => {
    const [served, next] = [await tempDir(), await tempDir()];
    const records = Array.from({ length: 20 }, (_, i) => record(i + 1));
    await buildSearchIndex(records, served);
    const folder = join(served, 'pagefind');
    const entryOf = async (dir: string) =>
      JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, { hash: string; page_count: number }>;
      };
    const oldMeta = (await entryOf(folder)).languages.en!.hash;
    const oldFiles = await snapshot(folder);

    const edited = records.map((r) =>
      r.url === '/product/p-3/'
        ? { ...r, content: `${r.content} \nCeramic`, meta: { ...r.meta, price: '99.00' } }
        : r,
    );
    await linkServedIndex(folder, next, 20);
    await buildSearchIndex(edited, next);
    await publishIndex(join(next, 'pagefind'), folder);

    const entry = await entryOf(folder);
    expect(entry.languages.en?.hash).not.toBe(oldMeta);
    // The new metadata and every file the old entry named are there: a browser on either index finds its files.
    const names = new Set(await readdir(folder));
    expect(names.has(`pagefind.${entry.languages.en!.hash}.pf_meta`)).toBe(true);
    for (const path of oldFiles.keys()) {
      if (!path.endsWith('pagefind-entry.json')) expect(await stat(path)).toBeTruthy();
    }
    const fragments = await readdir(join(folder, 'fragment'));
    expect(fragments.length).toBe(21);
    const texts = fragments.map((n) => gunzipSync(readFileSync(join(folder, 'fragment', n))).toString());
    expect(texts.filter((t) => t.includes('"price":"99.00"'))).toHaveLength(1);
  });
});
