/**
 * The next build's render process, started once a build is live and held at its gate
 * (src/integrations/render-gate.ts) until that build comes: a one-product edit then skips Astro's
 * start-up, content sync and bundling (6 of its 9 s at 10,000 products). It is of use only to an
 * incremental build made against the same site, source and settings, whose content (the lists the
 * process synced before its gate) has not been written since it started; any other build stops it.
 *
 * One per builds folder, kept by this process (a module-level map, like the spare in spare.ts): a
 * process whose runner went away leaves its gate and exits.
 */
import { writeFile } from 'node:fs/promises';
import { GATE_OPEN, GATE_READY_LINE } from '../integrations/render-gate.ts';
import type { RunResult } from './node-process.ts';
import { removeTree } from './site-files.ts';

/** What the held process was started with: a build that differs in any of these cannot use it. */
export interface HeldKey {
  source: string;
  siteUrl: string;
  apiUrl: string;
  /** The real path of the site served when it started (its precompressed scripts are read from it). */
  servedSite: string;
  /** The catalogue content's change version read before it started (src/api/db/catalogue-changes.ts). */
  contentVersion: string;
}

export interface HeldRender {
  key: HeldKey;
  /** The build folder it renders into: the build that opens it uses this one. */
  buildDir: string;
  /** Resolves true once it waits at its gate, false when it ended before. */
  ready: Promise<boolean>;
  /** False once it has exited (stopped, failed, or killed from outside while it waited). */
  running(): boolean;
  /** Opens the gate: its output from now on (and what it printed before) goes to `log`. */
  open(log: (line: string) => void, signal: AbortSignal): Promise<RunResult>;
  /** Stops it (one not opened); resolves once it has exited and its build folder, nobody's now, is gone. */
  cancel(): Promise<void>;
}

const held = new Map<string, Promise<HeldRender | null>>();

/** Keeps the held process of a builds folder; set while it starts, so a build starting then waits for it. */
export function keepHeld(buildsDir: string, render: Promise<HeldRender | null>): void {
  const before = held.get(buildsDir);
  if (before) void before.then((old) => old?.cancel());
  held.set(buildsDir, render);
}

/** How long a build waits for a held process still starting (100,000 products take about 30 s) before starting its own. */
export const READY_WAIT_MS = 180_000;

/** Whether a process is held (or starting) for a builds folder. */
export function isHeld(buildsDir: string): boolean {
  return held.has(buildsDir);
}

/**
 * The held process of a builds folder, for a build: when it is of use (an incremental build of the
 * same site, source and settings, and no content written since it started), else stopped and null.
 */
export async function takeHeld(
  buildsDir: string,
  build: {
    incremental: boolean;
    key: Omit<HeldKey, 'contentVersion' | 'servedSite'> & { servedSite: string | null };
    contentVersion?: () => Promise<string>;
    readyWaitMs?: number;
  },
): Promise<HeldRender | null> {
  const pending = held.get(buildsDir);
  held.delete(buildsDir);
  const render = await pending;
  if (!render) return null;
  const { incremental, key, contentVersion } = build;
  let timer: NodeJS.Timeout | undefined;
  const readyInTime = Promise.race([
    render.ready,
    new Promise<false>((done) => {
      timer = setTimeout(() => done(false), build.readyWaitMs ?? READY_WAIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  // Read once it is ready: its content was synced after its own version was read, so the same
  // version now means the same content.
  const usable =
    incremental &&
    contentVersion !== undefined &&
    key.servedSite !== null &&
    (await readyInTime) &&
    render.running() &&
    sameKey(render.key, {
      ...key,
      servedSite: key.servedSite,
      contentVersion: await contentVersion().catch(() => ''),
    });
  if (usable) return render;
  await render.cancel();
  return null;
}

function sameKey(a: HeldKey, b: HeldKey): boolean {
  return (Object.keys(a) as (keyof HeldKey)[]).every((k) => a[k] === b[k]);
}

/**
 * Starts a held render process: `start` spawns it (the runner's render process, with RENDER_GATE set
 * to `gateFile`) and resolves as it exits.
 */
export function holdRender(o: {
  key: HeldKey;
  buildDir: string;
  gateFile: string;
  start: (log: (line: string) => void, signal: AbortSignal) => Promise<RunResult>;
}): HeldRender {
  const stop = new AbortController();
  const kept: string[] = [];
  let log = (line: string) => {
    kept.push(line);
  };
  let markReady: (ready: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => {
    markReady = resolve;
  });
  const run = o.start((line) => {
    if (line.includes(GATE_READY_LINE)) markReady(true);
    log(line);
  }, stop.signal);
  // A shop that exits (or is stopped) takes its held process with it.
  const onExit = () => stop.abort('the shop stopped');
  process.once('exit', onExit);
  let exited = false;
  const ended = run
    .catch(() => {})
    .then(() => {
      exited = true;
      markReady(false);
      process.off('exit', onExit);
    });
  return {
    key: o.key,
    buildDir: o.buildDir,
    ready,
    running: () => !exited,
    async open(buildLog, signal) {
      for (const line of kept.splice(0)) buildLog(line);
      log = buildLog;
      const abort = () => stop.abort(signal.reason);
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
      await writeFile(o.gateFile, GATE_OPEN);
      return run.finally(() => signal.removeEventListener('abort', abort));
    },
    async cancel() {
      stop.abort('not needed by this build');
      await ended;
      await removeTree(o.buildDir).catch(() => {});
    },
  };
}
