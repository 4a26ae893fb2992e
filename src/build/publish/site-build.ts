/**
 * One build of the site, in a fresh folder, switched live atomically (a symlink replaced by rename):
 *
 * 1. sync the product store with the API (one process: src/build/publish/sync-products.ts);
 * 2. when a shell or a page Astro renders may have changed (a full build), `astro build`: every
 *    non-catalogue page, and one shell page per catalogue page kind, which is cut at its declared
 *    slots and taken out of the site (src/build/generator/shells.ts); the pages that show products
 *    (home, best selling, vehicle series) are rendered with declared slots for their product parts
 *    and kept as shells too (src/build/pages/product-parts.ts); a product edit takes the served
 *    build's shells and never starts Astro;
 * 3. the catalogue generator (src/build/generator/) writes the catalogue pages from the shells and
 *    fills the product parts of Astro's pages: all of them, or only those an edit changed;
 * 4. Pagefind indexes the search records (while the pages are written, on a full build);
 * 5. headers, the build's record, and the switch.
 *
 * A failed build stops everything it started and leaves the served site in place. An incremental
 * build starts from a hard-linked copy of the served site (src/build/publish/spare.ts) and renames
 * its new files over it, so the served site's files never change.
 *
 * Layout: {distDir} -> .builds/{id}/site, with .builds/{id}/build.json (what it was made from, page
 * dependencies), .builds/{id}/shells.json and page-shells.json (the shells, for the next edit) beside it; .build-cache
 * keeps the product store and Astro's cache between builds.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { StoreMessage } from '../../data/product-store.ts';
import { searchBackend } from '../../lib/search/search-backend.ts';
import type { SearchRecord } from '../../lib/search/search-records.ts';
import { ALL_SHELL_KINDS, shellPath } from '../../lib/slots.ts';
import { generate, workerCount } from '../generator/pool.ts';
import type { ResidentSlot } from '../generator/resident.ts';
import { readPageShells, readShells } from '../generator/shells.ts';
import { runAstro } from './astro-run.ts';
import { htmlInlineScripts } from './inline-scripts.ts';
import { runNode } from './node-process.ts';
import type { BuildManifest, BuildPlan } from './plan.ts';
import { rendersWithAstro } from './plan.ts';
import { buildSearchIndex, linkServedIndex, publishIndex } from './search-index.ts';
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
  /** The shop's public address, given to Astro and the generator as SITE_URL whatever the environment says. */
  siteUrl: string;
  manifest: Omit<BuildManifest, 'inlineScripts'>;
  plan: Exclude<BuildPlan, { kind: 'none' }>;
  /** The served build's record (what the plan was made against); needed for an incremental build. */
  previous: BuildRecord | null;
  headers: Omit<SiteHeaderOptions, 'inlineScripts'>;
  log?: (line: string) => void;
  /** Past this the build is stopped and fails (BUILD_DEADLINE_MS). */
  deadlineMs?: number;
  /**
   * Awaited as the build reaches each stage; a throw fails the build there, as a failure of that
   * stage would. For tests: the failure path must stop every child and leave nothing behind.
   */
  checkpoint?: (stage: BuildStage) => void | Promise<void>;
  /**
   * The shop's resident generator (src/build/generator/resident.ts): an edit whose pages one process
   * makes goes there; any other successful build starts a new one holding its catalogue.
   */
  residents?: ResidentSlot;
  /**
   * The version of all product data for the build record, when the manifest does not carry it yet:
   * read once the build is live, off an edit's path (src/build/publish/publisher.ts).
   */
  productData?: () => Promise<string>;
}

/** Where a build can fail: its product sync, its pages (Astro's and the generator's), its search index, the switch. */
export type BuildStage = 'sync' | 'render' | 'search' | 'switch';

/** A build still running after this long is stopped: 100,000 products take about a minute. */
export const BUILD_DEADLINE_MS = 30 * 60_000;

export interface BuildResult {
  siteDir: string;
  pagesRendered: number;
  searchRecords: number;
  timings: { sync: number; astro: number; generate: number; carry: number; search: number };
  /** Whether Astro ran (an edit of catalogue pages only does not start it). */
  astro: boolean;
  /** Resolves when the copy of the site for the next build is made (src/build/publish/spare.ts); never rejects. */
  settled: Promise<void>;
}

const RECORD_FILE = 'build.json';
const SHELLS_FILE = 'shells.json';
const PAGE_SHELLS_FILE = 'page-shells.json';

/** Past this many products Pagefind indexes after the pages, not beside them: its memory grows with the catalogue. */
export const EARLY_INDEX_MAX = 50_000;

/** Beside the served path: the builds (.builds) and what they keep between builds (.build-cache). */
export function siteFolders(distDir: string) {
  const parent = dirname(resolve(distDir));
  return { buildsDir: join(parent, '.builds'), cacheDir: join(parent, '.build-cache') };
}

/**
 * What a build's processes are told: the API, the site's address, the source the product store is
 * decoded by, and the store (one per shop, in .build-cache). The resident generator is keyed by it.
 */
export function buildEnv(o: { distDir: string; apiUrl: string; siteUrl: string; source: string }) {
  return {
    CATALOGUE_API_URL: o.apiUrl,
    SITE_URL: o.siteUrl,
    BUILD_SOURCE: o.source,
    PRODUCT_STORE: join(siteFolders(o.distDir).cacheDir, 'products.ndjson'),
  };
}

/** Whether pages use Pagefind's index (not the API's search, SEARCH_BACKEND=api). */
const usesPagefind = () => searchBackend(process.env.SEARCH_BACKEND) !== 'api';

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

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

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
  deadlineMs = Number(process.env.BUILD_DEADLINE_MS) || BUILD_DEADLINE_MS,
  checkpoint = () => {},
  residents,
  productData,
}: BuildOptions): Promise<BuildResult> {
  const { buildsDir, cacheDir } = siteFolders(distDir);
  const previous = plan.kind === 'incremental' ? served : null;
  const previousSite = previous ? await realpath(distDir) : null;
  // The site being served, full build or not: its compressed scripts are reused by name (src/integrations/precompress.ts).
  const servedSite = previousSite ?? (await realpath(distDir).catch(() => null));
  if (plan.kind === 'incremental' && !previousSite)
    throw new Error('An incremental build needs a previous build.');

  const buildDir = join(buildsDir, `${Date.now()}-${process.pid}`);
  const siteDir = join(buildDir, 'site');
  await mkdir(buildDir, { recursive: true });
  const timings = { sync: 0, astro: 0, generate: 0, carry: 0, search: 0 };
  let live = false;
  // Steps that may still move files into the build's folder when it fails, and its child processes:
  // all end before the folder goes.
  const pending: Promise<unknown>[] = [];
  let spare: Promise<Spare | null> = Promise.resolve(null);
  // Stops every child process of the build: on the first failure, or at the deadline.
  const stop = new AbortController();
  const deadline = setTimeout(
    () => stop.abort(`the build took more than ${Math.round(deadlineMs / 60_000)} min`),
    deadlineMs,
  );
  // The first failure stops the others and is the one reported.
  let firstFailure: Error | null = null;
  const failFast = <T>(p: Promise<T>): Promise<T> => {
    pending.push(p);
    const watched = p.catch((error: Error) => {
      if (!stop.signal.aborted) {
        firstFailure = error;
        stop.abort(error.message.split('\n')[0]);
      }
      throw error;
    });
    // Awaited where its result is needed; a failure meanwhile is reported there, not as unhandled.
    watched.catch(() => {});
    return watched;
  };
  try {
    const started = performance.now();
    const products = Object.keys(manifest.catalogue.products ?? {}).length;
    const pagefind = usesPagefind();
    // Explicit, so pages link to the address the server uses even when only PORT was set.
    // BUILD_SOURCE: the product store keeps products decoded by this source only (src/data/product-store.ts).
    const env = buildEnv({ distDir, apiUrl, siteUrl, source: manifest.source });
    const paths = plan.kind === 'incremental' ? plan.paths : null;
    const astroNeeded = !paths || paths.some(rendersWithAstro);
    let generatorPaths = paths ? paths.filter((path) => !rendersWithAstro(path)) : null;
    // An edit one process makes goes to the resident generator, which syncs the products itself.
    const resident =
      !astroNeeded && generatorPaths && workerCount(generatorPaths) === 1
        ? (residents?.take(env) ?? null)
        : null;

    // An incremental build starts from the copy of the served site made after the last build, or
    // links the served site's files; new files are written beside it and renamed over.
    spare = takeSpare(buildsDir, previousSite);
    pending.push(spare);
    const carrying = failFast(
      (async () => {
        if (!previousSite) return null;
        const at = performance.now();
        const taken = await spare;
        const renamed = taken
          ? await rename(taken.site, siteDir).then(
              () => true,
              () => false,
            )
          : false;
        const carried = renamed ? null : await carryOver(previousSite, siteDir, new Set(['_headers']));
        // Written afresh below: writing into a linked file would change the served site's copy.
        await rm(join(siteDir, '_headers'), { force: true });
        if (!pagefind) await rm(join(siteDir, 'pagefind'), { recursive: true, force: true });
        timings.carry = performance.now() - at;
        return carried;
      })(),
    );
    // The served index's hashed files, for Pagefind to keep (src/build/publish/search-index.ts).
    const searchDir = join(buildDir, 'search');
    const seeding = failFast(
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
        : Promise.resolve(false),
    );

    // 1. The product store, synced while Astro starts (its pages wait for the sync's message) and
    // before the generator's processes read it. 2. Astro: its pages and the shells; an incremental
    // build's go beside the carried site.
    // Astro is told once the sync is done, whichever comes first: its channel or the sync's end.
    let synced = false;
    let tellAstro: (() => void) | null = null;
    const syncing = failFast(
      (resident
        ? Promise.resolve(log('Product sync: in the resident generator, with the pages'))
        : runNode(
            'product sync',
            root,
            [join(root, 'src/build/publish/sync-products.ts')],
            env,
            log,
            stop.signal,
          )
      ).then(async () => {
        timings.sync = performance.now() - started;
        await checkpoint('sync');
        synced = true;
        tellAstro?.();
      }),
    );
    const shellsFile = join(buildDir, SHELLS_FILE);
    const pageShellsFile = join(buildDir, PAGE_SHELLS_FILE);
    const astroOut = previousSite ? join(buildDir, 'astro') : siteDir;
    let inline: string[] = previous?.manifest.inlineScripts ?? [];
    let astroPeak = 0;
    if (astroNeeded) {
      const at = performance.now();
      const run = await failFast(
        runAstro({
          root,
          cacheDir,
          outDir: astroOut,
          env: {
            ...env,
            PRODUCTS_SYNCED: 'message',
            ...(servedSite ? { PRECOMPRESSED_FROM: join(servedSite, '_astro') } : {}),
          },
          log,
          signal: stop.signal,
          onChannel: (send) => {
            tellAstro = () => send({ type: 'products-synced' } satisfies StoreMessage);
            if (synced) tellAstro();
          },
        }),
      );
      await syncing;
      const shells = await readShells(astroOut);
      await writeFile(shellsFile, JSON.stringify(shells));
      // Pages the generator makes carry their shell's inline scripts, and no others (their content
      // is escaped text, sanitised HTML and JSON): the shells are scanned with Astro's pages.
      inline = [
        ...new Set([...(previous?.manifest.inlineScripts ?? []), ...(await htmlInlineScripts(astroOut))]),
      ];
      for (const kind of ALL_SHELL_KINDS) await removeTree(join(astroOut, shellPath(kind)));
      // Astro's pages with product slots: the generator writes each over its shell.
      const pageShells = await readPageShells(astroOut);
      await writeFile(pageShellsFile, JSON.stringify(pageShells));
      if (generatorPaths)
        generatorPaths = [...new Set([...generatorPaths, ...Object.keys(pageShells)])].sort();
      timings.astro = performance.now() - at;
      astroPeak = run.peak;
    } else {
      log('Astro not started: the edit changes catalogue pages only, made from the served build’s shells');
      // The served build's shells: nothing Astro renders changed.
      const servedBuild = dirname(previousSite!);
      await writeFile(shellsFile, await readFile(join(servedBuild, SHELLS_FILE)));
      await writeFile(pageShellsFile, await readFile(join(servedBuild, PAGE_SHELLS_FILE)));
      await syncing;
    }
    const readOnly = { ...env, PRODUCTS_SYNCED: '1' };

    // 3. The catalogue pages, and 4. the search records, indexed while the pages are written.
    const indexEarly = pagefind && !paths && products <= EARLY_INDEX_MAX;
    const recordsFile = join(buildDir, 'search-records.json');
    let handedOver: () => void = () => {};
    const recordsReady = new Promise<void>((ready) => {
      handedOver = ready;
    });
    const genOut = previousSite ? join(buildDir, 'generated') : siteDir;
    const genAt = performance.now();
    const generating = failFast(
      generate({
        root,
        env: readOnly,
        shellsFile,
        pageShellsFile,
        outDir: genOut,
        paths: generatorPaths,
        searchRecordsFile: pagefind ? recordsFile : null,
        onSearchRecords: () => handedOver(),
        log,
        signal: stop.signal,
        resident,
        // The edit's changed products as the plan found them: the resident fetches those only.
        since:
          plan.kind === 'incremental'
            ? (plan.changed
                .map((id) => manifest.catalogue.products?.[String(id)]?.[0])
                .filter((at): at is string => Boolean(at))
                .sort()[0] ?? null)
            : null,
      }),
    );
    const indexing = pagefind
      ? failFast(
          (async () => {
            await Promise.race([recordsReady, generating]);
            if (!indexEarly) await generating;
            await checkpoint('search');
            await seeding;
            const at = performance.now();
            const records = await readJson<SearchRecord[]>(recordsFile, []);
            const count = await buildSearchIndex(records, searchDir, stop.signal, undefined, apiUrl);
            timings.search = performance.now() - at;
            return count;
          })(),
        )
      : Promise.resolve(0);
    const generated = await generating;
    timings.generate = performance.now() - genAt;
    log(`Generated ${generated.written} catalogue pages in ${secs(timings.generate)}`);
    // One after the other: the build's peak is the larger of Astro's and the generator processes' together.
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    log(
      `Astro peak memory: ${mb(Math.max(astroPeak, generated.peak))} MB (astro ${mb(astroPeak)} MB, generator ${mb(generated.peak)} MB)`,
    );
    await checkpoint('render');
    const carried = await carrying;
    if (carried !== null) log(`Carried over ${carried} files from the previous build`);
    else if (previousSite) log('Started from the copy of the served site made after the last build');
    for (const dir of previousSite ? [astroOut, genOut] : []) {
      if (!existsSync(dir)) continue;
      await mergeInto(dir, siteDir);
      await removeTree(dir);
    }

    // An edit's pages go live with the served index (carried over with the site), and Pagefind's
    // index follows them; a full build's index goes live with its pages.
    const seeded = await seeding;
    const indexAfterSwitch = pagefind && previousSite !== null && seeded;
    let searchRecords = 0;
    const searchLive = async () => {
      searchRecords = await indexing;
      log(
        `Search index: ${searchRecords} products (ready ${secs(performance.now() - started)} after the start)`,
      );
      await rm(recordsFile, { force: true });
    };
    if (!pagefind) log('Search index: skipped (SEARCH_BACKEND=api)');
    else if (!indexAfterSwitch) {
      await searchLive();
      await removeTree(join(siteDir, 'pagefind'));
      await rename(join(searchDir, 'pagefind'), join(siteDir, 'pagefind'));
    }

    const inlineScripts = inline.sort();
    await writeFile(join(siteDir, '_headers'), siteHeadersFile({ ...headers, inlineScripts }));
    // nginx cannot read _headers: the same headers as include files, beside the site (deploy/nginx.conf).
    await mkdir(join(buildDir, 'nginx'));
    for (const [name, text] of Object.entries(nginxHeaderSnippets({ ...headers, inlineScripts }))) {
      await writeFile(join(buildDir, 'nginx', name), text);
    }
    const pagesRendered = Object.keys(generated.pageDeps).length;
    const record: BuildRecord = {
      manifest: { ...manifest, inlineScripts },
      pageDeps: { ...(previous?.pageDeps ?? {}), ...generated.pageDeps },
      builtAt: new Date().toISOString(),
      kind: plan.kind,
      pagesRendered,
    };
    await checkpoint('switch');
    await switchTo(distDir, siteDir);
    live = true;
    log(`Live after ${secs(performance.now() - started)}`);
    if (indexAfterSwitch) {
      await searchLive();
      await publishIndex(join(searchDir, 'pagefind'), join(siteDir, 'pagefind'));
      log(`Search index live after ${secs(performance.now() - started)}`);
    }
    log(
      `Timings: astro ${secs(timings.astro)}, carry-over ${secs(timings.carry)}, search ${secs(timings.search)}, product sync ${secs(timings.sync)}, generator ${secs(timings.generate)}`,
    );
    if (productData) record.manifest.catalogue.productData = await productData();
    // Last: without it the next build is a full one, as when this one stops after the switch.
    await writeFile(join(buildDir, RECORD_FILE), JSON.stringify(record));
    await spare;
    // Older builds and a stale spare go; one that will not is left for the next build.
    for (const name of await readdir(buildsDir)) {
      if (name !== basename(buildDir))
        await removeTree(join(buildsDir, name)).catch((error: Error) =>
          log(`Could not remove ${name}: ${error.message}`),
        );
    }
    const prepared = performance.now();
    const liveSite = await realpath(siteDir);
    const settled = Promise.all([
      (async () => {
        // The seed's links (the whole index at 100,000 products) are no use once the index is live.
        await removeTree(searchDir).catch(() => {});
        const ready = await prepareSpare(buildsDir, liveSite, products);
        log(
          `Copy of the site for the next build: ${ready ? `ready in ${secs(performance.now() - prepared)}` : 'failed'}`,
        );
      })(),
      // The resident generator for the next edit: the one that made this edit's pages holds its catalogue.
      resident ? null : residents?.start(env, log),
    ]).then(
      () => {},
      () => {},
    );
    return { siteDir, pagesRendered, searchRecords, timings, astro: astroNeeded, settled };
  } catch (error) {
    // Its child processes stop (each is killed if it will not: node-process.ts), and the spare's
    // renames and the seeding finish: nothing lands in the folder after it goes.
    if (!stop.signal.aborted) stop.abort(String((error as Error)?.message ?? error).split('\n')[0]);
    await Promise.allSettled(pending);
    if (!live) {
      for (const dir of [buildDir, (await spare)?.dir]) {
        if (dir)
          await removeTree(dir).catch((removal: Error) =>
            log(`Could not remove ${basename(dir)}: ${removal.message}`),
          );
      }
    }
    throw firstFailure ?? error;
  } finally {
    clearTimeout(deadline);
  }
}

/** True when distDir holds a finished build. */
export function hasBuild(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}
