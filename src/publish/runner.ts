/**
 * Syncs the build's product store with the API (one process, src/publish/sync-products.ts), runs
 * `astro build` into a fresh folder — split over several processes for a large full build, each
 * rendering its share of the pages (src/lib/build/render-plan.ts), merged into one site — indexes
 * for search the products its pages were made from, then switches the served site to it atomically
 * (a symlink replaced by rename). A failed build leaves the current site in place. An incremental
 * build renders only the planned pages and hard-links every other file from the previous build.
 *
 * Layout: {distDir} -> .builds/{id}/site, with .builds/{id}/build.json beside it (manifest, page
 * dependencies) for the next build to plan from; .build-cache beside them keeps the product store
 * and each render process's Astro cache between builds.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  copyFile,
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { INLINE_SCRIPTS_FILE, PAGE_DEPS_FILE, SEARCH_RECORDS_FILE } from '../integrations/build-records.ts';
import { searchBackend } from '../lib/search-backend.ts';
import type { SearchRecord } from '../lib/search-records.ts';
import type { BuildManifest, BuildPlan } from './plan.ts';
import { buildSearchIndex } from './search-index.ts';
import { nginxHeaderSnippets, type SiteHeaderOptions, siteHeadersFile } from './site-headers.ts';

export interface BuildRecord {
  manifest: BuildManifest;
  pageDeps: Record<string, number[]>;
  builtAt: string;
  kind: 'full' | 'incremental';
  pagesRendered: number;
}

export interface BuildOptions {
  root: string;
  /** The served path: a symlink to the current build's site folder. */
  distDir: string;
  apiUrl: string;
  /** The shop's public address, given to Astro as SITE_URL whatever the environment says. */
  siteUrl: string;
  manifest: Omit<BuildManifest, 'inlineScripts'>;
  plan: Exclude<BuildPlan, { kind: 'none' }>;
  /** The served build's record (what the plan was made against); needed for an incremental build. */
  previous: BuildRecord | null;
  headers: Omit<SiteHeaderOptions, 'inlineScripts'>;
  log?: (line: string) => void;
}

export interface BuildResult {
  siteDir: string;
  pagesRendered: number;
  searchRecords: number;
  timings: { sync: number; astro: number; carry: number; search: number };
  /** How many `astro build` processes rendered the pages. */
  shards: number;
}

/** Up to this many products Pagefind indexes while the pages render; beyond, after. */
const EARLY_INDEX_MAX = 50_000;

/** Below this many products one render process is quicker than starting several. */
const SHARD_FROM_PRODUCTS = 2000;

/**
 * How many render processes a full build uses: BUILD_SHARDS when set, else one per CPU (at most 4) for
 * a large catalogue, else one. Each holds the whole catalogue, so memory grows with it. An incremental
 * build renders a handful of pages: one process.
 */
export function shardCount(
  kind: 'full' | 'incremental',
  products: number,
  env: NodeJS.ProcessEnv = process.env,
  cpus = availableParallelism(),
): number {
  if (kind !== 'full') return 1;
  const set = Number(env.BUILD_SHARDS);
  if (Number.isInteger(set) && set >= 1) return Math.min(set, 16);
  if (products < SHARD_FROM_PRODUCTS) return 1;
  return Math.max(1, Math.min(cpus, 4));
}

const RECORD_FILE = 'build.json';

/** The record of the build currently served, if any. */
export async function currentBuild(distDir: string): Promise<BuildRecord | null> {
  try {
    const site = await realpath(distDir);
    return JSON.parse(await readFile(join(dirname(site), RECORD_FILE), 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

/** The peak resident memory (VmHWM) of a running process in bytes, 0 where /proc is not there. */
export function peakMemory(pid: number | undefined): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Runs a Node script of the site (astro's CLI, the product sync); resolves with its peak memory
 * (sampled from /proc every 100 ms) and its output's last lines.
 */
function runNode(
  label: string,
  cwd: string,
  args: string[],
  env: Record<string, string>,
  log: (line: string) => void,
  signal?: AbortSignal,
) {
  return new Promise<{ peak: number; tail: string[] }>((resolveRun, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Stopped when another process of the same build fails: its work would be thrown away.
      signal,
    });
    const tail: string[] = [];
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        log(line);
      }
    };
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, peakMemory(child.pid));
    }, 100);
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => {
      clearInterval(sampler);
      reject(signal?.aborted ? new Error(`${label} stopped: ${String(signal.reason)}`) : error);
    });
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) resolveRun({ peak, tail });
      else reject(new Error(`${label} exited with ${code}:\n${tail.join('\n')}`));
    });
  });
}

/** Moves every file of `from` into `to` (a whole folder at once where `to` has none of it). */
async function mergeInto(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true });
  await inBatches(entries, async (entry) => {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory() && (await lstat(target).catch(() => null))?.isDirectory())
      return mergeInto(source, target);
    // A file both shards wrote (a page outside every plan, a bundle) has the same content in each.
    await rename(source, target);
  });
}

/**
 * Hard-links (or copies, across devices) every file of `from` that `to` lacks; returns how many.
 * Many links at once: one at a time costs a thread-pool round trip per file (~4 s for 12,700 files).
 */
async function carryOver(from: string, to: string, skip: (rel: string) => boolean): Promise<number> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const dirs = new Set<string>();
  const files: string[] = [];
  for (const entry of entries) {
    const rel = relative(from, join(entry.parentPath, entry.name));
    if (skip(rel)) continue;
    if (entry.isDirectory()) dirs.add(rel);
    else files.push(rel);
  }
  await inBatches([...dirs].sort(), (rel) => mkdir(join(to, rel), { recursive: true }));
  let count = 0;
  await inBatches(files, async (rel) => {
    const target = join(to, rel);
    try {
      await link(join(from, rel), target);
      count++;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return; // rendered by this build
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      await copyFile(join(from, rel), target);
      count++;
    }
  });
  return count;
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>, size = 128): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** Builds into .builds/{id}/site, then points distDir at it; older builds are removed. */
export async function buildSite({
  root,
  distDir,
  apiUrl,
  siteUrl,
  manifest,
  plan,
  previous: served,
  headers,
  log = () => {},
}: BuildOptions): Promise<BuildResult> {
  const buildsDir = join(dirname(resolve(distDir)), '.builds');
  const previous = plan.kind === 'incremental' ? served : null;
  const previousSite = previous ? await realpath(distDir) : null;
  if (plan.kind === 'incremental' && !previous)
    throw new Error('An incremental build needs a previous build.');

  const buildDir = join(buildsDir, `${Date.now()}-${process.pid}`);
  const siteDir = join(buildDir, 'site');
  await mkdir(buildDir, { recursive: true });
  const timings = { sync: 0, astro: 0, carry: 0, search: 0 };
  const cacheDir = join(dirname(resolve(distDir)), '.build-cache');
  try {
    // Explicit, so pages link to the address the server uses even when only PORT was set.
    // BUILD_SOURCE: the product store keeps products decoded by this source only (src/data/product-store.ts).
    const env: Record<string, string> = {
      CATALOGUE_API_URL: apiUrl,
      SITE_URL: siteUrl,
      BUILD_SOURCE: manifest.source,
      PRODUCT_STORE: join(cacheDir, 'products.ndjson'),
    };
    if (plan.kind === 'incremental') {
      const planFile = join(buildDir, 'render-plan.json');
      await writeFile(planFile, JSON.stringify({ paths: plan.paths }));
      env.RENDER_PLAN = planFile;
    }
    // The sync and the render processes start together: Astro's start-up (config, bundling) does not
    // need the products, and each render process waits for PRODUCTS_READY before it reads them.
    // The number of processes comes from the catalogue the build was planned against.
    const shards = shardCount(plan.kind, Object.keys(manifest.catalogue.products ?? {}).length);
    const readyFile = join(buildDir, 'products-ready');
    // With the API's search (SEARCH_BACKEND=api) no page asks for a Pagefind index.
    const pagefind = searchBackend(process.env.SEARCH_BACKEND) !== 'api';
    // Pagefind's memory grows with the catalogue (3.3 GB at 100,000 products): past EARLY_INDEX_MAX it
    // waits for the render processes to exit, so their peaks do not add up.
    const indexEarly = Object.keys(manifest.catalogue.products ?? {}).length <= EARLY_INDEX_MAX;
    // The first render process hands over the search records as soon as it has loaded the catalogue
    // (src/data/search-records-out.ts): Pagefind indexes them into searchDir while Astro renders.
    const earlyRecords = join(buildDir, 'search-records.json');
    const searchDir = join(buildDir, 'search');
    const stop = new AbortController();
    const started = performance.now();
    const sync = runNode(
      'product sync',
      root,
      [join(root, 'src/publish/sync-products.ts')],
      env,
      log,
      stop.signal,
    )
      .then(async (result) => {
        timings.sync = performance.now() - started;
        await writeFile(readyFile, 'ready');
        return result;
      })
      .catch(async (error) => {
        await writeFile(readyFile, 'failed');
        throw error;
      });
    const outDirs = Array.from({ length: shards }, (_, i) =>
      i === 0 ? siteDir : join(buildDir, `shard-${i}`),
    );
    const renders = outDirs.map(async (outDir, i) => {
      // Each process its own folders: Astro keeps its content store in the cache folder and, for an
      // output folder outside the working directory, its server bundle in {cwd}/.astro; processes
      // sharing either would overwrite each other's files (so would two shops on one machine).
      const work = join(cacheDir, `astro-${i}`);
      await mkdir(work, { recursive: true });
      // The server bundle imports the site's packages by name: they resolve through this link.
      await symlink(join(root, 'node_modules'), join(work, 'node_modules'), 'dir').catch((error) => {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      });
      return runNode(
        'astro build',
        work,
        [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', root],
        {
          ...env,
          PRODUCTS_SYNCED: '1',
          PRODUCTS_READY: readyFile,
          ...(i === 0 && pagefind && indexEarly ? { SEARCH_RECORDS_OUT: earlyRecords } : {}),
          ASTRO_OUT_DIR: outDir,
          ASTRO_CACHE_DIR: work,
          BUILD_SHARD: `${i}/${shards}`,
        },
        shards === 1 ? log : (line) => log(`[${i + 1}/${shards}] ${line}`),
        stop.signal,
      );
    });
    // The first failure stops the others and is the one reported.
    const all = [sync, ...renders].map((p) =>
      p.catch((error: Error) => {
        stop.abort(error.message.split('\n')[0]);
        throw error;
      }),
    );
    let rendering = true;
    const early = (async () => {
      while (pagefind && indexEarly && rendering && !stop.signal.aborted) {
        const text = await readFile(earlyRecords, 'utf8').catch(() => null);
        if (text !== null) {
          const at = performance.now();
          const count = await buildSearchIndex(JSON.parse(text) as SearchRecord[], searchDir);
          return { count, ms: performance.now() - at };
        }
        await new Promise((done) => setTimeout(done, 200));
      }
      return null;
    })();
    // Awaited below, or dropped with the build when rendering fails.
    early.catch(() => {});
    const [, ...runs] = await Promise.all(all).finally(() => {
      rendering = false;
    });
    timings.astro = performance.now() - started;
    // The processes run side by side: together they hold the sum of their peaks at worst.
    const peaks = runs.map((r) => Math.round(r.peak / 2 ** 20));
    log(
      `Astro peak memory: ${peaks.reduce((a, b) => a + b, 0)} MB${shards > 1 ? ` (${shards} render processes: ${peaks.join(' + ')} MB)` : ''}`,
    );

    const pageDeps: Record<string, number[]> = {};
    const inlineSet = new Set<string>();
    for (const outDir of outDirs) {
      Object.assign(pageDeps, await readJson<Record<string, number[]>>(join(outDir, PAGE_DEPS_FILE), {}));
      for (const hash of await readJson<string[]>(join(outDir, INLINE_SCRIPTS_FILE), [])) inlineSet.add(hash);
      for (const file of [PAGE_DEPS_FILE, INLINE_SCRIPTS_FILE]) await rm(join(outDir, file), { force: true });
    }
    const inline = [...inlineSet];
    const recordsFile = join(siteDir, SEARCH_RECORDS_FILE);
    if (!existsSync(recordsFile))
      throw new Error(`astro build wrote no ${SEARCH_RECORDS_FILE}: no page loaded the catalogue`);
    const pagesRendered = Object.keys(pageDeps).length;
    for (const outDir of outDirs.slice(1)) {
      await mergeInto(outDir, siteDir);
      await rm(outDir, { recursive: true, force: true });
    }

    let t = performance.now();
    if (previous && previousSite) {
      const carried = await carryOver(
        previousSite,
        siteDir,
        (rel) => rel === '_headers' || rel.startsWith(`pagefind${'/'}`),
      );
      log(`Carried over ${carried} files from the previous build`);
    }
    timings.carry = performance.now() - t;

    let searchRecords = 0;
    if (!pagefind) log('Search index: skipped (SEARCH_BACKEND=api)');
    else {
      let indexed = await early;
      if (!indexed) {
        // The early moment never came: index what the build wrote at its end.
        t = performance.now();
        const records = await readJson<SearchRecord[]>(recordsFile, []);
        indexed = { count: await buildSearchIndex(records, searchDir), ms: performance.now() - t };
      }
      await rename(join(searchDir, 'pagefind'), join(siteDir, 'pagefind'));
      searchRecords = indexed.count;
      timings.search = indexed.ms;
      log(`Search index: ${searchRecords} products`);
    }
    await rm(recordsFile, { force: true });
    const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    log(
      `Timings: astro ${secs(timings.astro)}, carry-over ${secs(timings.carry)}, search ${secs(timings.search)}, product sync ${secs(timings.sync)}`,
    );

    const inlineScripts = [...new Set([...(previous?.manifest.inlineScripts ?? []), ...inline])].sort();
    await writeFile(join(siteDir, '_headers'), siteHeadersFile({ ...headers, inlineScripts }));
    // nginx cannot read _headers: the same headers as include files, beside the site (deploy/nginx.conf).
    await mkdir(join(buildDir, 'nginx'));
    for (const [name, text] of Object.entries(nginxHeaderSnippets({ ...headers, inlineScripts }))) {
      await writeFile(join(buildDir, 'nginx', name), text);
    }
    const record: BuildRecord = {
      manifest: { ...manifest, inlineScripts },
      pageDeps: { ...(previous?.pageDeps ?? {}), ...pageDeps },
      builtAt: new Date().toISOString(),
      kind: plan.kind,
      pagesRendered,
    };
    await writeFile(join(buildDir, RECORD_FILE), JSON.stringify(record));
    await switchTo(distDir, siteDir);
    for (const name of await readdir(buildsDir)) {
      if (name !== basename(buildDir)) await rm(join(buildsDir, name), { recursive: true, force: true });
    }
    return { siteDir, pagesRendered, searchRecords, timings, shards };
  } catch (error) {
    await rm(buildDir, { recursive: true, force: true });
    throw error;
  }
}

/** Points distDir at siteDir in one rename, so a request sees the old site or the new one. */
async function switchTo(distDir: string, siteDir: string) {
  const existing = await lstat(distDir).catch(() => null);
  if (existing && !existing.isSymbolicLink()) await rm(distDir, { recursive: true, force: true });
  const tmpLink = `${distDir}.next`;
  await rm(tmpLink, { force: true });
  await symlink(siteDir, tmpLink, 'dir');
  await rename(tmpLink, distDir);
}

/** True when distDir holds a finished build. */
export function hasBuild(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}
