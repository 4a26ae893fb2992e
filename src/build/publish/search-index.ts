/**
 * Builds the Pagefind index of products into {outDir}/pagefind from the search records the build
 * wrote (the catalogue its pages were made from): records, not HTML, so nothing is parsed twice,
 * and no second read of the catalogue.
 *
 * An incremental build first links in the served index (linkServedIndex): its fragments, index chunks
 * and metadata are named by their content's hash, and Pagefind does not write a file that is already
 * there, so it writes only what changed (one product's fragment and a few chunks instead of 10,000
 * new files: 4 s less at 10,000 products). The files it rewrites in place (pagefind.js,
 * pagefind-entry.json, ...) are not linked, so the served site never changes. Beside the index goes
 * the correction dictionary of the same records (search-dictionary.ts).
 */
import { mkdir, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { precompressFile } from '../../integrations/precompress.ts';
import type { SearchRecord } from '../../lib/search/search-records.ts';
import { childrenExited } from './child-processes.ts';
import { KILL_AFTER_MS } from './node-process.ts';
import { loadSynonyms, writeSearchDictionary } from './search-dictionary.ts';
import { packIndex } from './search-index-brotli.ts';
import { inBatches, linkInto } from './site-files.ts';

/** Pagefind's folders of content-hashed files: fragments, word index chunks, filter index chunks. */
const HASHED_FOLDERS = new Set(['fragment', 'index', 'filter']);

/** Whether an entry of an index folder is named by its content: a hashed folder, the metadata, its brotli copy. */
const isHashedEntry = (name: string) => HASHED_FOLDERS.has(name) || /\.pf_meta(?:\.br)?$/.test(name);

/**
 * Hard-links the served index's content-hashed files (fragments, index chunks, metadata, and their
 * brotli copies: search-index-brotli.ts) into
 * {outDir}/pagefind, for buildSearchIndex to keep; returns whether it did. Not when the served index
 * holds far more fragments than the catalogue has products: each edit leaves its old fragment behind,
 * so after many edits the index starts afresh. Run while Astro starts: at 100,000 products it links
 * 100,000 files.
 */
export async function linkServedIndex(served: string, outDir: string, products: number): Promise<boolean> {
  const fragments = await readdir(join(served, 'fragment')).catch(() => null);
  if (!fragments || fragments.length > products * 1.25 + 100) return false;
  // The content-hashed entries: the fragment, index and filter folders, and the metadata files.
  const hashed = (await readdir(served)).filter(isHashedEntry);
  const to = join(outDir, 'pagefind');
  await mkdir(to, { recursive: true });
  await linkInto(served, hashed, to);
  return true;
}

/** Pagefind's service process (one per Node process, started by its library on first use). */
const isService = (child: { command: string }) =>
  /pagefind/.test(child.command) && / --service\b/.test(child.command);

/**
 * How long an index may take before it is stopped: a stuck Pagefind, not a slow machine. It runs
 * beside the generator's processes on a full build, and a 10,000-product index (4 s on a quiet
 * 2-core box) once passed a deadline of 80 s on one shared with a test suite: 3 min plus 5 ms a
 * product (about 4 min at 10,000, 11 at 100,000), within the build's own deadline (BUILD_DEADLINE_MS).
 */
const indexDeadlineMs = (records: number) => 180_000 + records * 5;

/** The index being made: one at a time, since every index of this process shares Pagefind's one service. */
let current: Promise<unknown> = Promise.resolve();

/**
 * Indexes the records into {outDir}/pagefind, keeping the files already there; resolves with how
 * many. `signal` (or the deadline) stops it: Pagefind's service is stopped, and this settles once it
 * has exited, so nothing writes into {outDir} after. Indexes wait for the one before to settle.
 */
export function buildSearchIndex(
  records: readonly SearchRecord[],
  outDir: string,
  signal?: AbortSignal,
  deadlineMs = indexDeadlineMs(records.length),
  /** The catalogue API the shop's synonyms are read from (search-dictionary.ts loadSynonyms). */
  apiUrl?: string,
): Promise<number> {
  const run = current.then(() => indexRecords(records, outDir, signal, deadlineMs, apiUrl));
  current = run.catch(() => {});
  return run;
}

/** How long a stopped index may finish the step it is in (Pagefind answers it) before its service is killed. */
export const STOP_GRACE_MS = 10_000;

async function indexRecords(
  records: readonly SearchRecord[],
  outDir: string,
  signal: AbortSignal | undefined,
  deadlineMs: number,
  apiUrl: string | undefined,
): Promise<number> {
  const outputPath = join(outDir, 'pagefind');
  const stop = AbortSignal.any([...(signal ? [signal] : []), AbortSignal.timeout(deadlineMs)]);
  // A stopped index ends after the step Pagefind is working on; a service that does not answer in
  // time is closed, which fails the requests it has not answered (and its library logs each).
  let grace: NodeJS.Timeout | undefined;
  const close = () => {
    grace = setTimeout(() => void pagefind.close(), STOP_GRACE_MS);
  };
  stop.addEventListener('abort', close, { once: true });
  const step = async <T>(work: Promise<T>): Promise<T> => {
    const done = await work.catch((error: unknown) => {
      stop.throwIfAborted();
      throw error;
    });
    stop.throwIfAborted();
    return done;
  };
  // The shop's synonyms, read while Pagefind indexes (a failure is the seed list, never an error).
  const synonyms = loadSynonyms(apiUrl);
  try {
    stop.throwIfAborted();
    const { index, errors } = await step(pagefind.createIndex({ forceLanguage: 'en' }));
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const added = await step(Promise.all(records.map((record) => index.addCustomRecord(record))));
    const failed = added.flatMap((r) => r.errors);
    if (failed.length) throw new Error(`Pagefind: ${failed.slice(0, 3).join('; ')}`);
    const written = await step(index.writeFiles({ outputPath }));
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    // The search box's first downloads: brotli copies for the site server (src/host/static-files.ts).
    await Promise.all([precompressFile(join(outputPath, 'pagefind.js')), packIndex(outputPath)]);
    // The correction dictionary the first search loads with the index (search-dictionary.ts).
    await step(writeSearchDictionary(records, await synonyms, outputPath));
  } catch (error) {
    if (!stop.aborted) throw error;
    const why = signal?.aborted
      ? String(signal.reason)
      : `it took more than ${Math.round(deadlineMs / 1000)} s`;
    throw new Error(`Search index stopped: ${why}`);
  } finally {
    clearTimeout(grace);
    stop.removeEventListener('abort', close);
    // Its service ends with it, so nothing writes into outDir once this settles.
    await pagefind.close();
    await childrenExited(isService, KILL_AFTER_MS);
  }
  return records.length;
}

/** The file a browser reads first: it names the metadata file, which names everything else. */
const ENTRY = 'pagefind-entry.json';

/**
 * Puts a new index (`from`, written by buildSearchIndex over a seed of `to`'s files) into the served
 * index folder `to`, file by file, so a browser sees the old index or the new one, never a mix: first
 * the content-hashed files `to` lacks (fragments, index chunks, metadata: new names, nothing reads
 * them yet), then the other files (the same code each build), and the entry file last, which switches
 * searches to the new metadata. The old hashed files stay for browsers that loaded the old entry.
 */
export async function publishIndex(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true });
  const have = new Set(await readdir(to));
  for (const folder of entries.filter((e) => e.isDirectory())) {
    const target = join(to, folder.name);
    await mkdir(target, { recursive: true });
    const present = new Set(await readdir(target));
    const added = (await readdir(join(from, folder.name))).filter((name) => !present.has(name));
    await inBatches(added, (name) => rename(join(from, folder.name, name), join(target, name)));
  }
  const files = entries.filter((e) => !e.isDirectory()).map((e) => e.name);
  const hashed = files.filter((name) => name.endsWith('.pf_meta') && !have.has(name));
  await inBatches(hashed, (name) => rename(join(from, name), join(to, name)));
  const code = files.filter((name) => !name.endsWith('.pf_meta') && name !== ENTRY);
  await inBatches(code, (name) => rename(join(from, name), join(to, name)));
  if (files.includes(ENTRY)) await rename(join(from, ENTRY), join(to, ENTRY));
}
