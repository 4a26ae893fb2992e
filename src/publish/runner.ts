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
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { INLINE_SCRIPTS_FILE, PAGE_DEPS_FILE, SEARCH_RECORDS_FILE } from '../integrations/build-records.ts';
import { faultLine } from '../lib/build/render-fault.ts';
import { searchBackend } from '../lib/search/search-backend.ts';
import type { SearchRecord } from '../lib/search/search-records.ts';
import { dropContentStore, seedSharedContentModules } from './astro-shared-files.ts';
import { EARLY_INDEX_MAX, indexWhenHandedOver } from './early-index.ts';
import { type HeldRender, holdRender, isHeld, keepHeld, takeHeld } from './held-render.ts';
import { type RunResult, runNode } from './node-process.ts';
import type { BuildManifest, BuildPlan } from './plan.ts';
import { buildSearchIndex, linkServedIndex, publishIndex } from './search-index.ts';
import { shardCount } from './shards.ts';
import { carryOver, mergeInto, readJson, removeTree, switchTo } from './site-files.ts';
import { nginxHeaderSnippets, type SiteHeaderOptions, siteHeadersFile } from './site-headers.ts';
import { prepareSpare, type Spare, takeSpare } from './spare.ts';

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
  /**
   * Once live, start the next build's render process and hold it at its gate (src/publish/held-render.ts);
   * `contentVersion` reads the catalogue content's change version, to know whether it is still of use.
   */
  holdNext?: { contentVersion: () => Promise<string> };
  log?: (line: string) => void;
  /** Past this the build is stopped and fails (BUILD_DEADLINE_MS). */
  deadlineMs?: number;
  /**
   * Awaited as the build reaches each stage; a throw fails the build there, as a failure of that
   * stage would. For tests: the failure path must stop every child and leave nothing behind.
   */
  checkpoint?: (stage: BuildStage) => void | Promise<void>;
}

/** Where a build can fail: its product sync, its render, its search index, the switch to the new site. */
export type BuildStage = 'sync' | 'render' | 'search' | 'switch';

/** A build still running after this long is stopped: 100,000 products take about a minute. */
export const BUILD_DEADLINE_MS = 30 * 60_000;

export interface BuildResult {
  siteDir: string;
  pagesRendered: number;
  searchRecords: number;
  timings: { sync: number; astro: number; carry: number; search: number };
  /** How many `astro build` processes rendered the pages. */
  shards: number;
  /** Resolves when the work for the next build after this one is done (src/publish/spare.ts); never rejects. */
  settled: Promise<void>;
}

const RECORD_FILE = 'build.json';

/** Beside the served path: the builds (.builds) and what they keep between builds (.build-cache). */
function siteFolders(distDir: string) {
  const parent = dirname(resolve(distDir));
  return { buildsDir: join(parent, '.builds'), cacheDir: join(parent, '.build-cache') };
}

/** Whether pages use Pagefind's index (not the API's search, SEARCH_BACKEND=api). */
const usesPagefind = () => searchBackend(process.env.SEARCH_BACKEND) !== 'api';

/** The environment of one render process (`astro build`) of a build. */
interface RenderSpec {
  root: string;
  cacheDir: string;
  shard: number;
  env: Record<string, string>;
}

/** Starts a render process in its own cache folder: resolves as it exits 0, with its peak memory. */
async function startRender(
  { root, cacheDir, shard, env }: RenderSpec,
  before: Promise<unknown>,
  log: (line: string) => void,
  signal: AbortSignal,
): Promise<RunResult> {
  // Awaited below, unless a step before fails.
  before.catch(() => {});
  // Each process its own folders: Astro keeps its content store in the cache folder and, for an
  // output folder outside the working directory, its server bundle in {cwd}/.astro; processes
  // sharing either would overwrite each other's files (so would two shops on one machine).
  const work = join(cacheDir, `astro-${shard}`);
  await mkdir(work, { recursive: true });
  // The server bundle imports the site's packages by name: they resolve through this link.
  await symlink(join(root, 'node_modules'), join(work, 'node_modules'), 'dir').catch((error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  await Promise.all([before, dropContentStore(work)]);
  return runNode(
    'astro build',
    work,
    [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', root],
    { ...env, ASTRO_CACHE_DIR: work },
    log,
    signal,
    // A page that cannot be rendered names its record (src/lib/build/render-fault.ts).
    { cause: faultLine },
  );
}

/** What every render process of a build is given: the API, the address, the source, the product store. */
function buildEnv(o: { apiUrl: string; siteUrl: string; source: string; cacheDir: string }) {
  // Explicit, so pages link to the address the server uses even when only PORT was set.
  // BUILD_SOURCE: the product store keeps products decoded by this source only (src/data/product-store.ts).
  return {
    CATALOGUE_API_URL: o.apiUrl,
    SITE_URL: o.siteUrl,
    BUILD_SOURCE: o.source,
    PRODUCT_STORE: join(o.cacheDir, 'products.ndjson'),
  };
}

const PLAN_FILE = 'render-plan.json';
const READY_FILE = 'products-ready';
const EARLY_RECORDS_FILE = 'search-records.json';

/** The render process's environment beyond buildEnv: where it renders to and what it waits for. */
function renderEnv(o: {
  buildDir: string;
  outDir: string;
  shard: number;
  shards: number;
  incremental: boolean;
  earlyRecords: boolean;
  servedSite: string | null;
}): Record<string, string> {
  return {
    ...(o.incremental ? { RENDER_PLAN: join(o.buildDir, PLAN_FILE) } : {}),
    PRODUCTS_SYNCED: '1',
    PRODUCTS_READY: join(o.buildDir, READY_FILE),
    ...(o.earlyRecords ? { SEARCH_RECORDS_OUT: join(o.buildDir, EARLY_RECORDS_FILE) } : {}),
    ASTRO_OUT_DIR: o.outDir,
    BUILD_SHARD: `${o.shard}/${o.shards}`,
    ...(o.servedSite ? { PRECOMPRESSED_FROM: join(o.servedSite, '_astro') } : {}),
  };
}

/** Starts the next build's render process (an incremental one's), held at its gate. */
async function startHeld(
  o: {
    root: string;
    cacheDir: string;
    buildsDir: string;
    apiUrl: string;
    siteUrl: string;
    source: string;
    /** The real path of the site now served. */
    served: string;
    pagefind: boolean;
  },
  holdNext: NonNullable<BuildOptions['holdNext']>,
): Promise<HeldRender | null> {
  try {
    // Read before the process starts: a content write after this one makes it of no use.
    const contentVersion = await holdNext.contentVersion();
    const buildDir = join(o.buildsDir, `${Date.now()}-${process.pid}`);
    await mkdir(buildDir, { recursive: true });
    const gateFile = join(buildDir, 'render-gate');
    const env = {
      ...buildEnv(o),
      ...renderEnv({
        buildDir,
        outDir: join(buildDir, 'render-0'),
        shard: 0,
        shards: 1,
        incremental: true,
        earlyRecords: o.pagefind,
        servedSite: o.served,
      }),
      RENDER_GATE: gateFile,
      RENDER_GATE_PARENT: String(process.pid),
    };
    const spec = { root: o.root, cacheDir: o.cacheDir, shard: 0, env };
    return holdRender({
      key: { source: o.source, siteUrl: o.siteUrl, apiUrl: o.apiUrl, servedSite: o.served, contentVersion },
      buildDir,
      gateFile,
      start: (log, signal) => startRender(spec, seedSharedContentModules(o.root), log, signal),
    });
  } catch {
    return null;
  }
}

/**
 * For a site already up to date (a shop starting with nothing to build): the next build's render
 * process, started unless one is held already. Resolves once it waits at its gate or has failed.
 */
export async function holdForServedSite(o: {
  root: string;
  distDir: string;
  apiUrl: string;
  siteUrl: string;
  source: string;
  holdNext: NonNullable<BuildOptions['holdNext']>;
}): Promise<void> {
  const { buildsDir, cacheDir } = siteFolders(o.distDir);
  if (isHeld(buildsDir)) return;
  const served = await realpath(o.distDir).catch(() => null);
  if (!served) return;
  const holding = startHeld({ ...o, cacheDir, buildsDir, served, pagefind: usesPagefind() }, o.holdNext);
  keepHeld(buildsDir, holding);
  await (await holding)?.ready;
}

/** The last record read, by file and version: at 100,000 products parsing it took half a second per publish. */
let lastRecord: { key: string; record: BuildRecord } | null = null;

/** The record of the build currently served, if any. Callers must not change it. */
export async function currentBuild(distDir: string): Promise<BuildRecord | null> {
  try {
    const file = join(dirname(await realpath(distDir)), RECORD_FILE);
    const { mtimeMs, size } = await stat(file);
    const key = `${file}:${mtimeMs}:${size}`;
    if (lastRecord?.key !== key)
      lastRecord = { key, record: JSON.parse(await readFile(file, 'utf8')) as BuildRecord };
    return lastRecord.record;
  } catch {
    return null;
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
  holdNext,
  log = () => {},
  deadlineMs = Number(process.env.BUILD_DEADLINE_MS) || BUILD_DEADLINE_MS,
  checkpoint = () => {},
}: BuildOptions): Promise<BuildResult> {
  const { buildsDir, cacheDir } = siteFolders(distDir);
  const previous = plan.kind === 'incremental' ? served : null;
  const previousSite = previous ? await realpath(distDir) : null;
  // The site being served, full build or not: its compressed scripts are reused by name (src/integrations/precompress.ts).
  const servedSite = previousSite ?? (await realpath(distDir).catch(() => null));
  if (plan.kind === 'incremental' && !previous)
    throw new Error('An incremental build needs a previous build.');

  const held = await takeHeld(buildsDir, {
    incremental: plan.kind === 'incremental',
    key: { source: manifest.source, siteUrl, apiUrl, servedSite: previousSite },
    contentVersion: holdNext?.contentVersion,
  });
  const buildDir = held?.buildDir ?? join(buildsDir, `${Date.now()}-${process.pid}`);
  const siteDir = join(buildDir, 'site');
  await mkdir(buildDir, { recursive: true });
  const timings = { sync: 0, astro: 0, carry: 0, search: 0 };
  let live = false;
  let heldOpened = false;
  // Steps that may still move files into the build's folder when it fails, and its child processes
  // (product sync, render processes, the search index's Pagefind service): all end before it goes.
  const pending: Promise<unknown>[] = [];
  // The copy of the served site this build took (its folder is the build's to remove when it fails).
  let spare: Promise<Spare | null> = Promise.resolve(null);
  // Stops every child process of the build: on the first failure, or at the deadline.
  const stop = new AbortController();
  const deadline = setTimeout(
    () => stop.abort(`the build took more than ${Math.round(deadlineMs / 60_000)} min`),
    deadlineMs,
  );
  try {
    const env = buildEnv({ apiUrl, siteUrl, source: manifest.source, cacheDir });
    if (plan.kind === 'incremental')
      await writeFile(join(buildDir, PLAN_FILE), JSON.stringify({ paths: plan.paths }));
    if (held) log('Rendering with the render process started after the last build');
    // The sync and the render processes start together: Astro's start-up (config, bundling) does not
    // need the products, and each render process waits for PRODUCTS_READY before it reads them.
    // The number of processes comes from the catalogue the build was planned against.
    const products = Object.keys(manifest.catalogue.products ?? {}).length;
    const shards = shardCount(plan.kind, products);
    const readyFile = join(buildDir, READY_FILE);
    // With the API's search (SEARCH_BACKEND=api) no page asks for a Pagefind index.
    const pagefind = usesPagefind();
    // Pagefind's memory grows with the catalogue (3.3 GB at 100,000 products): past EARLY_INDEX_MAX a
    // full build's index waits for the render processes to exit, so their peaks do not add up. An
    // incremental build's one render process is small, and the edit should be live soon.
    const indexEarly = plan.kind === 'incremental' || products <= EARLY_INDEX_MAX;
    // The first render process hands over the search records as soon as it has loaded the catalogue
    // (src/data/search-records-out.ts): Pagefind indexes them into searchDir while Astro renders.
    const earlyRecords = join(buildDir, EARLY_RECORDS_FILE);
    const searchDir = join(buildDir, 'search');
    const started = performance.now();
    const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
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
        await checkpoint('sync');
        await writeFile(readyFile, 'ready');
        return result;
      })
      .catch(async (error) => {
        await writeFile(readyFile, 'failed');
        throw error;
      });
    pending.push(sync);
    // An incremental build renders beside the site while the previous build's files are linked into
    // it (a render process writing over a linked file would change the served site's copy); the
    // rendered files then replace the carried ones by rename.
    const outDirs = Array.from({ length: shards }, (_, i) =>
      i === 0 && !previousSite ? siteDir : join(buildDir, `render-${i}`),
    );
    // The copy of the served site made after the last build (src/publish/spare.ts), if there is one.
    // Every build takes it, so no copy is still being made while this build cleans up; a full one drops it.
    spare = takeSpare(buildsDir, previousSite);
    pending.push(spare);
    const carrying = (async () => {
      if (!previousSite) return null;
      const at = performance.now();
      const taken = await spare;
      let carried: number | null = null;
      // A spare gone from the disk (removed by hand) is no reason to fail: carry the files over instead.
      const renamed = taken
        ? await rename(taken.site, siteDir).then(
            () => true,
            () => false,
          )
        : false;
      // The served search index comes too: an edit's pages go live with it while Pagefind works.
      if (!renamed) carried = await carryOver(previousSite, siteDir, new Set(['_headers']));
      // Written afresh below: writing into a linked file would change the served site's copy.
      await rm(join(siteDir, '_headers'), { force: true });
      // With the API's search an old Pagefind index is not carried on.
      if (!pagefind) await rm(join(siteDir, 'pagefind'), { recursive: true, force: true });
      timings.carry = performance.now() - at;
      return carried;
    })();
    pending.push(carrying);
    // The served index's hashed files, for Pagefind to keep (src/publish/search-index.ts).
    const seeding =
      previousSite && pagefind
        ? spare.then(async (taken) => {
            if (!taken) return linkServedIndex(join(previousSite, 'pagefind'), searchDir, products);
            if (!taken.search) return false;
            await mkdir(searchDir, { recursive: true });
            return rename(join(taken.search, 'pagefind'), join(searchDir, 'pagefind')).then(
              () => true,
              () => linkServedIndex(join(previousSite, 'pagefind'), searchDir, products),
            );
          })
        : Promise.resolve(false);
    pending.push(seeding);
    // Before any render process starts: they share {root}/.astro (src/publish/astro-shared-files.ts).
    const sharedFiles = seedSharedContentModules(root);
    pending.push(sharedFiles);
    const renders = outDirs.map((outDir, i) => {
      const renderLog = shards === 1 ? log : (line: string) => log(`[${i + 1}/${shards}] ${line}`);
      if (held && i === 0) {
        heldOpened = true;
        return held.open(renderLog, stop.signal);
      }
      const spec = {
        root,
        cacheDir,
        shard: i,
        env: {
          ...env,
          ...renderEnv({
            buildDir,
            outDir,
            shard: i,
            shards,
            incremental: plan.kind === 'incremental',
            earlyRecords: i === 0 && pagefind && indexEarly,
            servedSite,
          }),
        },
      };
      return startRender(spec, sharedFiles, renderLog, stop.signal);
    });
    pending.push(...renders);
    const rendered = Promise.all(renders).then((runs) => {
      timings.astro = performance.now() - started;
      return runs;
    });
    // Read below once all have settled; a failure is reported through `all`.
    rendered.catch(() => {});
    // The first failure stops the others and is the one reported.
    const all = [carrying, seeding, sync, ...renders].map((p) =>
      p.catch((error: Error) => {
        stop.abort(error.message.split('\n')[0]);
        throw error;
      }),
    );
    let rendering = true;
    const early =
      pagefind && indexEarly
        ? indexWhenHandedOver(earlyRecords, searchDir, seeding, () => rendering, stop.signal)
        : Promise.resolve(null);
    // Awaited below, or stopped with the build when it fails.
    early.catch(() => {});
    pending.push(early);
    await Promise.all(all).finally(() => {
      rendering = false;
    });
    await checkpoint('render');
    const [carried, runs, seeded] = await Promise.all([carrying, rendered, seeding]);
    if (carried !== null) log(`Carried over ${carried} files from the previous build`);
    else if (previousSite) log('Started from the copy of the served site made after the last build');
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
    const recordsFile = join(outDirs[0]!, SEARCH_RECORDS_FILE);
    if (pagefind && !existsSync(recordsFile))
      throw new Error(`astro build wrote no ${SEARCH_RECORDS_FILE}: no page loaded the catalogue`);
    const pagesRendered = Object.keys(pageDeps).length;

    // Out of the render folder, which goes into the site below.
    const lateRecords = join(buildDir, 'late-search-records.json');
    if (pagefind) await rename(recordsFile, lateRecords);
    let searchRecords = 0;
    const searchIndex = async () => {
      await checkpoint('search');
      let indexed = await early;
      if (!indexed) {
        // The early moment never came: index what the build wrote at its end.
        const at = performance.now();
        const records = await readJson<SearchRecord[]>(lateRecords, []);
        indexed = {
          count: await buildSearchIndex(records, searchDir, stop.signal),
          ms: performance.now() - at,
        };
      }
      searchRecords = indexed.count;
      timings.search = indexed.ms;
      log(
        `Search index: ${searchRecords} products (ready ${secs(performance.now() - started)} after the start)`,
      );
      await rm(lateRecords, { force: true });
    };
    // An edit's pages go live with the served index (carried over with the site), and Pagefind's
    // index follows them (at 100,000 products it takes 45 s, the pages 20 s); an index started
    // afresh, or a full build's, goes live with its pages.
    const indexAfterSwitch = pagefind && plan.kind === 'incremental' && seeded;
    if (!pagefind) {
      log('Search index: skipped (SEARCH_BACKEND=api)');
      await rm(lateRecords, { force: true });
    } else if (!indexAfterSwitch) {
      await searchIndex();
      await removeTree(join(siteDir, 'pagefind'));
      await rename(join(searchDir, 'pagefind'), join(siteDir, 'pagefind'));
    }
    for (const outDir of outDirs) {
      if (outDir === siteDir) continue;
      await mergeInto(outDir, siteDir);
      await removeTree(outDir);
    }

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
    await checkpoint('switch');
    await switchTo(distDir, siteDir);
    live = true;
    log(`Live after ${secs(performance.now() - started)}`);
    if (indexAfterSwitch) {
      await searchIndex();
      await publishIndex(join(searchDir, 'pagefind'), join(siteDir, 'pagefind'));
      log(`Search index live after ${secs(performance.now() - started)}`);
    }
    log(
      `Timings: astro ${secs(timings.astro)}, carry-over ${secs(timings.carry)}, search ${secs(timings.search)}, product sync ${secs(timings.sync)}`,
    );
    // Last: without it the next build is a full one, as when this one stops after the switch
    // (its search index failed, or the process ended).
    await writeFile(join(buildDir, RECORD_FILE), JSON.stringify(record));
    await spare;
    // Older builds and a stale spare go; one that will not (a link copy of a stopped process still
    // running in it) is left for the next build rather than failing this one, which is live.
    for (const name of await readdir(buildsDir)) {
      if (name !== basename(buildDir))
        await removeTree(join(buildsDir, name)).catch((error: Error) =>
          log(`Could not remove ${name}: ${error.message}`),
        );
    }
    const prepared = performance.now();
    const liveSite = await realpath(siteDir);
    // Side by side with the copy: one mostly links files, the other mostly computes.
    const holding = holdNext
      ? startHeld(
          { root, cacheDir, buildsDir, apiUrl, siteUrl, source: manifest.source, served: liveSite, pagefind },
          holdNext,
        )
      : null;
    if (holding) keepHeld(buildsDir, holding);
    const settled = (async () => {
      const spare = (async () => {
        // The seed's links (the whole index at 100,000 products) are no use once the index is live.
        await removeTree(searchDir).catch(() => {});
        const ready = await prepareSpare(buildsDir, liveSite, products);
        log(
          `Copy of the site for the next build: ${ready ? `ready in ${secs(performance.now() - prepared)}` : 'failed'}`,
        );
      })();
      const render = (async () => {
        const ready = await (await holding)?.ready;
        if (ready !== undefined)
          log(
            `Render process for the next build: ${ready ? `ready in ${secs(performance.now() - prepared)}` : 'failed'}`,
          );
      })();
      await Promise.all([spare, render]);
    })().catch(() => {});
    return { siteDir, pagesRendered, searchRecords, timings, shards, settled };
  } catch (error) {
    // Its child processes stop (each is killed if it will not: node-process.ts), a held process this
    // build took and never opened has nobody else to stop it, and the spare's renames and the seeding
    // finish: nothing lands in the folder after it goes, and the next build starts with none running.
    if (!stop.signal.aborted) stop.abort(String((error as Error)?.message ?? error).split('\n')[0]);
    if (held && !heldOpened) await held.cancel();
    await Promise.allSettled(pending);
    // Once live, the build's folder is the served site: the next build starts afresh instead. Only
    // its own folder goes; one that will not is left for the next build's clean-up, and the build's
    // own failure is the one reported.
    if (!live) {
      for (const dir of [buildDir, (await spare)?.dir]) {
        if (dir)
          await removeTree(dir).catch((removal: Error) =>
            log(`Could not remove ${basename(dir)}: ${removal.message}`),
          );
      }
    }
    throw error;
  } finally {
    clearTimeout(deadline);
  }
}

/** True when distDir holds a finished build. */
export function hasBuild(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}
