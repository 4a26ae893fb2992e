/**
 * Brotli copies of the Pagefind index files a search downloads, for the site server to send to
 * browsers that accept them (src/host/static-files.ts). Pagefind writes its files gzip-compressed and
 * unpacks them in the browser; a file that arrives already unpacked (its bytes start with Pagefind's
 * signature, as when a server sends it with Content-Encoding) it takes as it is. So each copy is the
 * gunzipped bytes, brotli-compressed: the WebAssembly and the metadata (the first search's two big
 * downloads) 15-17% smaller, word index chunks 17-20% smaller. Fragments (a few hundred bytes each, one
 * per product) are left as they are: brotli saves a tenth of them and costs a millisecond each.
 *
 * Content-hashed files keep their copy from build to build (linkServedIndex links both), so an
 * incremental build compresses only the chunks that changed, the metadata and the WebAssembly.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip } from 'node:zlib';
import { inBatches } from './site-files.ts';

const brotli = promisify(brotliCompress);
const unzip = promisify(gunzip);

/**
 * Files of the index with a brotli copy, by URL path: metadata, WebAssembly, word and filter chunks,
 * and the correction dictionary (search-dictionary.ts writes its copy).
 */
const PACKED =
  /^\/pagefind\/(?:[\w.-]+\.pf_meta|wasm\.[\w-]+\.pagefind|(?:index|filter)\/[\w.-]+\.pf_(?:index|filter)|search-words\.json)$/;

/** Whether the build may have written a brotli copy of the Pagefind file at this URL path. */
export function hasIndexCopy(urlPath: string): boolean {
  return PACKED.test(urlPath);
}

/** The brotli copy's name beside its file. */
export const copyName = (name: string) => `${name}.br`;

/**
 * Writes `{file}.br`: the file's gunzipped bytes at `quality`. Not where it would not be smaller, or
 * where the file is not gzip (nothing a browser could read as Pagefind's own file).
 */
async function packFile(file: string, quality: number): Promise<boolean> {
  const zipped = await readFile(file);
  const bytes = await unzip(zipped).catch(() => null);
  if (!bytes) return false;
  const packed = await brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  if (packed.length >= zipped.length) return false;
  await writeFile(copyName(file), packed);
  return true;
}

/** Names in `folder` (none when it is missing) matching `pattern` that have no brotli copy yet. */
async function withoutCopy(folder: string, pattern: RegExp): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const have = new Set(names);
  return names.filter((name) => pattern.test(name) && !have.has(copyName(name))).map((n) => join(folder, n));
}

/**
 * Writes the brotli copies the index in `bundle` ({outDir}/pagefind) lacks; resolves with how many
 * files it compressed. The metadata and the WebAssembly, read by every first search, and the fit
 * filter (one file, read by every search with a vehicle), at the highest quality (half a second
 * together at 10,000 products); the word chunks, many more of them, at the next (a third of the time
 * for 4% more bytes).
 */
export async function packIndex(bundle: string): Promise<number> {
  const [top, filters, chunks] = await Promise.all([
    withoutCopy(bundle, /\.pf_meta$|^wasm\.[\w-]+\.pagefind$/),
    withoutCopy(join(bundle, 'filter'), /\.pf_filter$/),
    withoutCopy(join(bundle, 'index'), /\.pf_index$/),
  ]);
  const best = new Set([...top, ...filters]);
  let packed = 0;
  // On libuv's thread pool, a few at a time: the other core works too.
  const pack = async (file: string) => {
    const quality = best.has(file) ? constants.BROTLI_MAX_QUALITY : constants.BROTLI_MAX_QUALITY - 1;
    if (await packFile(file, quality)) packed++;
  };
  await inBatches([...best, ...chunks], pack, 8);
  return packed;
}
