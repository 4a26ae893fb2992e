/**
 * Stamped pages written by the render process itself (build time only). With PAGE_STAMP=on Astro
 * renders the first two pages of each kind (src/lib/build/page-stamp.ts): their render gives the kind's
 * shell. The other pages of the kind never reach Astro: getStaticPaths queues them here, and once the
 * shell is known the middleware stamps each and writes it where Astro would have (writeStampedPage).
 * That skips Astro's work per page (its route, Response and asynchronous writes: about two thirds of a
 * stamped page's cost at 10,000 products).
 *
 * PAGE_STAMP=verify hands Astro every page and queues the same pages; their stamps go to a folder
 * beside Astro's output, and checkStampedPages fails the build unless each is byte for byte the page
 * Astro wrote. PAGE_STAMP=off queues nothing.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { type StampMode, stampModeFrom } from './page-stamp.ts';
import { PageWriter } from './page-writer.ts';

/** Pages of each kind Astro renders: the second gives a shell should the first not (see shellOf). */
export const RENDERED_PER_KIND = 2;

/** In verify mode stamps are written here, inside the output folder, and removed once compared. */
export const VERIFY_DIR = '.stamp-verify';

interface QueueState {
  mode: StampMode;
  queued: Map<string, unknown[]>;
  written: string[];
}

// On globalThis: the pages' bundle and the build's integrations load this module separately.
const store = globalThis as { __storefrontStampQueue?: QueueState; __storefrontPageWriter?: PageWriter };

function writer(): PageWriter {
  if (!store.__storefrontPageWriter) store.__storefrontPageWriter = new PageWriter();
  return store.__storefrontPageWriter;
}

/**
 * The entries getStaticPaths hands Astro: all of them, except with PAGE_STAMP=on, where only the first
 * RENDERED_PER_KIND of each kind (in order) are. The others are queued for takeQueued (on and verify).
 * Each route that stamps calls it once with its own kinds; a second call for the same kinds replaces
 * their queues.
 */
export function renderedByAstro<T>(
  entries: readonly T[],
  kindOf: (entry: T) => string,
  mode: StampMode = stampModeFrom(),
): T[] {
  const state = store.__storefrontStampQueue ?? { mode, queued: new Map(), written: [] };
  store.__storefrontStampQueue = state;
  state.mode = mode;
  if (mode === 'off') return [...entries];
  const counts = new Map<string, number>();
  const queued = new Map<string, unknown[]>();
  const astro: T[] = [];
  for (const entry of entries) {
    const kind = kindOf(entry);
    const seen = counts.get(kind) ?? 0;
    counts.set(kind, seen + 1);
    if (seen < RENDERED_PER_KIND) astro.push(entry);
    else {
      const list = queued.get(kind) ?? [];
      queued.set(kind, list);
      list.push(entry);
    }
  }
  for (const kind of counts.keys()) state.queued.delete(kind);
  for (const [kind, list] of queued) state.queued.set(kind, list);
  return mode === 'on' ? astro : [...entries];
}

/** Forgets every queue, written page and write failure: a render process builds once, so only tests need this. */
export function resetStampQueue(): void {
  delete store.__storefrontStampQueue;
  delete store.__storefrontPageWriter;
}

/** The queued entries of a kind, taken once: a second call gives none. */
export function takeQueued<T>(kind: string): T[] {
  const queued = store.__storefrontStampQueue?.queued;
  const list = (queued?.get(kind) ?? []) as T[];
  queued?.delete(kind);
  return list;
}

/** The output folder as Astro resolves it (astro.config.mjs): ASTRO_OUT_DIR, else ./dist. */
export function astroOutDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.ASTRO_OUT_DIR ?? './dist');
}

/** `{dir}/{parts}` resolved; null when it would land outside `dir`. */
function inside(dir: string, ...parts: string[]): string | null {
  const root = resolve(dir);
  const file = resolve(join(root, ...parts));
  return file.startsWith(root + sep) ? file : null;
}

/** `{dir}{path}index.html` for a page path such as `/product/foo/`; never outside `dir`. */
export function pageFile(dir: string, path: string): string {
  const file = inside(dir, path, 'index.html');
  if (!file) throw new Error(`Page stamp: ${path} is not a page path`);
  return file;
}

/**
 * Writes a stamped page where Astro would (format 'directory'), or beside it in verify mode, on the
 * page writer's thread (src/lib/build/page-writer.ts): resolves once it is handed over, and
 * checkStampedPages waits for it to be written. A write that failed fails the next call, or the check.
 */
export async function writeStampedPage(path: string, html: string, outDir = astroOutDir()): Promise<void> {
  const state = store.__storefrontStampQueue;
  const dir = state?.mode === 'verify' ? join(outDir, VERIFY_DIR) : outDir;
  await writer().write(pageFile(dir, path), html);
  state?.written.push(path);
}

/**
 * Writes a build file whose content needs no render (a JSON file made from data alone) where Astro
 * would write the route `path` (`/fitment/vehicle/17.json`), on the page writer's thread; resolves
 * once it is handed over, and checkStampedPages waits for it to be written. Not in verify mode's
 * folder: such a file is the same string the route would answer, made by the same function.
 */
export async function writeBuildFile(path: string, content: string, outDir = astroOutDir()): Promise<void> {
  const file = inside(outDir, path);
  if (!file) throw new Error(`Build file: ${path} is outside the output folder`);
  await writer().write(file, content);
}

/**
 * At the end of a build, once every stamped page is written: fails it when a write failed, when a
 * queued page was never written (its kind gave no shell), and in verify mode when a written stamp
 * differs from the page Astro wrote. Resolves with the pages written.
 */
export async function checkStampedPages(outDir: string): Promise<number> {
  await writer().close();
  const state = store.__storefrontStampQueue;
  if (!state) return 0;
  const left = [...state.queued.values()].reduce((n, list) => n + list.length, 0);
  if (left > 0)
    throw new Error(
      `Page stamp: ${left} pages were not written: no page of their kind could be cut into a shell (build with PAGE_STAMP=off)`,
    );
  if (state.mode === 'verify') {
    const dir = join(outDir, VERIFY_DIR);
    for (const path of state.written) {
      const stamped = readFileSync(pageFile(dir, path));
      if (!stamped.equals(readFileSync(pageFile(outDir, path))))
        throw new Error(`Page stamp: the page written for ${path} differs from Astro's render`);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  return state.written.length;
}
