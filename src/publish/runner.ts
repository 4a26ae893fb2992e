/**
 * Runs `astro build` (the one read of the catalogue from the API) into a fresh folder, indexes for
 * search the products its pages were made from, then switches the served site to it atomically (a
 * symlink replaced by rename). A failed build leaves the current site in place. An incremental build
 * renders only the planned pages and hard-links every other file from the previous build.
 *
 * Layout: {distDir} -> .builds/{id}/site, with .builds/{id}/build.json beside it (manifest, page
 * dependencies) for the next build to plan from.
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
import { basename, dirname, join, relative, resolve } from 'node:path';
import { INLINE_SCRIPTS_FILE, PAGE_DEPS_FILE, SEARCH_RECORDS_FILE } from '../integrations/build-records.ts';
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
  timings: { astro: number; carry: number; search: number };
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
function peakMemory(pid: number | undefined): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Runs `astro build`; resolves with its peak memory (sampled from /proc every 100 ms). */
function runAstroBuild(
  root: string,
  outDir: string,
  env: Record<string, string>,
  log: (line: string) => void,
) {
  return new Promise<number>((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      env: { ...process.env, ...env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
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
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) resolveRun(peak);
      else reject(new Error(`astro build exited with ${code}:\n${tail.join('\n')}`));
    });
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
  const timings = { astro: 0, carry: 0, search: 0 };
  try {
    // Explicit, so pages link to the address the server uses even when only PORT was set.
    // BUILD_SOURCE: the content store keeps products decoded by this source only (src/loaders/products.ts).
    const env: Record<string, string> = {
      CATALOGUE_API_URL: apiUrl,
      SITE_URL: siteUrl,
      BUILD_SOURCE: manifest.source,
    };
    if (plan.kind === 'incremental') {
      const planFile = join(buildDir, 'render-plan.json');
      await writeFile(planFile, JSON.stringify({ paths: plan.paths }));
      env.RENDER_PLAN = planFile;
    }
    let t = performance.now();
    const peak = await runAstroBuild(root, siteDir, env, log);
    timings.astro = performance.now() - t;
    log(`Astro peak memory: ${Math.round(peak / 2 ** 20)} MB`);

    const pageDeps = await readJson<Record<string, number[]>>(join(siteDir, PAGE_DEPS_FILE), {});
    const inline = await readJson<string[]>(join(siteDir, INLINE_SCRIPTS_FILE), []);
    const records = await readJson<SearchRecord[] | null>(join(siteDir, SEARCH_RECORDS_FILE), null);
    for (const file of [PAGE_DEPS_FILE, INLINE_SCRIPTS_FILE, SEARCH_RECORDS_FILE])
      await rm(join(siteDir, file), { force: true });
    if (!records)
      throw new Error(`astro build wrote no ${SEARCH_RECORDS_FILE}: no page loaded the catalogue`);
    const pagesRendered = Object.keys(pageDeps).length;

    t = performance.now();
    if (previous && previousSite) {
      const carried = await carryOver(
        previousSite,
        siteDir,
        (rel) => rel === '_headers' || rel.startsWith(`pagefind${'/'}`),
      );
      log(`Carried over ${carried} files from the previous build`);
    }
    timings.carry = performance.now() - t;

    t = performance.now();
    const searchRecords = await buildSearchIndex(records, siteDir);
    timings.search = performance.now() - t;
    log(`Search index: ${searchRecords} products`);
    const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    log(
      `Timings: astro ${secs(timings.astro)}, carry-over ${secs(timings.carry)}, search ${secs(timings.search)}`,
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
    return { siteDir, pagesRendered, searchRecords, timings };
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
