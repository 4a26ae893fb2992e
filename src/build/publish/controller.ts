/**
 * Rebuild scheduling for the site server: triggers within the debounce window coalesce into one
 * build (a steady stream still builds at least every `maxWaitMs`), one build runs at a time and a
 * trigger during a build queues exactly one more. The last build's time, result and duration are
 * kept for the status endpoint, its log in a file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublishResult } from './publisher.ts';

export interface BuildStatus {
  state: 'idle' | 'waiting' | 'building';
  /** A trigger arrived during the current build; another build follows it. */
  queued: boolean;
  /**
   * The last build's follow-up work (a copy of the site for the next build) still runs: a build
   * starting now waits for it.
   */
  preparing: boolean;
  current: { started_at: string; reasons: string[] } | null;
  last: {
    started_at: string;
    finished_at: string;
    duration_ms: number;
    result: 'success' | 'failure';
    kind: PublishResult['kind'] | null;
    pages_rendered: number;
    reasons: string[];
    message: string;
  } | null;
}

export interface RebuildControllerOptions {
  publish: (log: (line: string) => void) => Promise<PublishResult>;
  /** Where the last build's log is written (last-build.log). */
  logDir: string;
  debounceMs?: number;
  maxWaitMs?: number;
  onDone?: (status: BuildStatus) => void;
}

/**
 * The default quiet time before a build: long enough that a burst of webhooks (an import, a bulk
 * price change: calls milliseconds apart) makes one build, short enough not to eat an edit's budget
 * (live within 1 s at 10,000 products); a steady stream still builds every `maxWaitMs`.
 */
export const REBUILD_DEBOUNCE_MS = 150;

export function createRebuildController(o: RebuildControllerOptions) {
  const debounceMs = o.debounceMs ?? REBUILD_DEBOUNCE_MS;
  const maxWaitMs = o.maxWaitMs ?? 10_000;
  const status: BuildStatus = { state: 'idle', queued: false, preparing: false, current: null, last: null };
  let timer: NodeJS.Timeout | null = null;
  let firstTriggerAt = 0;
  let reasons: string[] = [];
  let running: Promise<void> | null = null;
  let preparing: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];

  const schedule = () => {
    if (timer) clearTimeout(timer);
    const wait = Math.max(0, Math.min(debounceMs, firstTriggerAt + maxWaitMs - Date.now()));
    timer = setTimeout(start, wait);
    status.state = 'waiting';
  };

  const start = () => {
    timer = null;
    if (running) {
      status.queued = true;
      return;
    }
    const why = reasons.length ? reasons : ['rebuild requested'];
    reasons = [];
    firstTriggerAt = 0;
    running = run(why).finally(() => {
      running = null;
      if (status.queued) {
        status.queued = false;
        firstTriggerAt = Date.now();
        schedule();
      } else if (!timer) {
        status.state = 'idle';
        for (const resolve of idleWaiters) resolve();
        idleWaiters = [];
      }
    });
  };

  const run = async (why: string[]) => {
    const startedAt = new Date();
    status.state = 'building';
    status.current = { started_at: startedAt.toISOString(), reasons: why };
    const lines: string[] = [`Build started ${startedAt.toISOString()} for: ${why.join('; ')}`];
    const log = (line: string) => lines.push(line);
    let result: PublishResult | null = null;
    let message = '';
    try {
      result = await o.publish(log);
      if (result.settled) {
        status.preparing = true;
        const settled: Promise<void> = result.settled.finally(() => {
          if (preparing === settled) status.preparing = false;
        });
        preparing = settled;
      }
      message = `${result.kind === 'none' ? 'Nothing to build' : `${result.kind} build`}: ${result.reason}`;
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
      lines.push(`Build failed: ${message}`);
    }
    const finishedAt = new Date();
    status.current = null;
    status.last = {
      started_at: startedAt.toISOString(),
      finished_at: finishedAt.toISOString(),
      duration_ms: finishedAt.getTime() - startedAt.getTime(),
      result: result ? 'success' : 'failure',
      kind: result?.kind ?? null,
      pages_rendered: result?.pagesRendered ?? 0,
      reasons: why,
      // A failure's first line only: the full output is in the log, not on a public endpoint.
      message: message.split('\n')[0] ?? '',
    };
    lines.push(
      `Finished ${finishedAt.toISOString()}: ${status.last.result} in ${status.last.duration_ms} ms`,
    );
    await mkdir(o.logDir, { recursive: true });
    await writeFile(join(o.logDir, 'last-build.log'), `${lines.join('\n')}\n`);
    o.onDone?.(structuredClone(status));
  };

  return {
    /** Asks for a rebuild; returns at once. */
    trigger(reason = 'rebuild requested') {
      if (!reasons.includes(reason)) reasons.push(reason);
      if (running) {
        status.queued = true;
        return;
      }
      if (!firstTriggerAt) firstTriggerAt = Date.now();
      schedule();
    },
    /** Builds as soon as no other build runs (no debounce) and resolves when all building is done. */
    buildNow(reason: string): Promise<void> {
      if (!reasons.includes(reason)) reasons.push(reason);
      if (running) status.queued = true;
      else {
        if (timer) clearTimeout(timer);
        start();
      }
      return this.idle();
    },
    status: (): BuildStatus => structuredClone(status),
    logFile: join(o.logDir, 'last-build.log'),
    /** Resolves when no build runs or waits (for shutdown and tests). */
    idle(): Promise<void> {
      if (!running && !timer) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type RebuildController = ReturnType<typeof createRebuildController>;
