/**
 * The resident generator: one generator process (src/build/generator/worker.ts) kept running beside
 * the shop once a build is live, holding the catalogue it was built from in memory. An edit's pages
 * are made there (it syncs the changed products with the API itself), so an edit starts no process
 * and loads nothing: at 10,000 products a fresh sync and generator process took about 2 s of an edit.
 * A full build (a change to anything but products) replaces it with one holding the new build's.
 *
 * It never keeps the shop's process alive by itself, and exits when the shop does (its channel closes).
 */
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { faultLine } from '../../lib/build/render-fault.ts';
import { KILL_AFTER_MS, peakMemory } from '../publish/node-process.ts';
import {
  type Generated,
  type GeneratorJob,
  type WorkerMessage,
  type WorkerReply,
  workerArgs,
} from './pool.ts';

export interface ResidentGenerator {
  /** Makes one job's pages; rejects when the process fails or `signal` stops it (then it is gone). */
  run(
    job: GeneratorJob,
    o: { log: (line: string) => void; signal: AbortSignal; onSearchRecords?: (count: number) => void },
  ): Promise<Generated>;
  /** Resolves once the catalogue is held: true, or false when the process failed first. */
  readonly ready: Promise<boolean>;
  alive(): boolean;
  close(): void;
}

interface Job {
  log: (line: string) => void;
  onSearchRecords?: (count: number) => void;
  done: (reply: Extract<WorkerReply, { type: 'done' }>) => void;
  fail: (error: Error) => void;
}

export function startResident({
  root,
  env,
  log,
}: {
  root: string;
  env: Record<string, string>;
  /** Its output and news while no job runs. */
  log: (line: string) => void;
}): ResidentGenerator {
  const child = spawn(process.execPath, workerArgs(root), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let alive = true;
  let job: Job | null = null;
  let stopReason: string | null = null;
  const tail: string[] = [];
  let cause: string | null = null;
  const emit = (line: string) => {
    if (!line.trim()) return;
    cause ??= faultLine(line);
    tail.push(line);
    if (tail.length > 40) tail.shift();
    (job?.log ?? log)(line);
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) emit(line);
    });
    stream.on('end', () => emit(rest));
    (stream as Socket).unref();
  }
  // Held by a job while it runs, not otherwise.
  const channel = child.channel as unknown as { ref(): void; unref(): void } | undefined;
  child.unref();
  channel?.unref();

  let held: (ok: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => {
    held = resolve;
  });
  child.on('message', (reply: WorkerReply) => {
    if (reply.type === 'held') {
      log(`Resident generator: holds ${reply.products} products (${(reply.ms / 1000).toFixed(1)} s)`);
      held(true);
    } else if (reply.type === 'search-records') job?.onSearchRecords?.(reply.count);
    else job?.done(reply);
  });
  child.on('error', (error) => {
    alive = false;
    held(false);
    job?.fail(error);
  });
  child.on('close', (code: number | null) => {
    alive = false;
    held(false);
    const reason = stopReason
      ? `page generator stopped: ${stopReason}`
      : `page generator exited with ${code}:${cause ? ` ${cause}` : ''}\n${tail.join('\n')}`;
    job?.fail(new Error(reason));
    if (!job && !stopReason) log(`Resident generator: ${reason.split('\n')[0]}`);
  });

  const stop = (reason: string) => {
    if (!alive) return;
    stopReason = reason;
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS).unref();
  };
  child.send({ type: 'hold' } satisfies WorkerMessage);

  return {
    ready,
    alive: () => alive,
    close: () => stop('closed'),
    run(next, o) {
      if (!alive) return Promise.reject(new Error('page generator: the resident process has exited'));
      if (job) return Promise.reject(new Error('page generator: the resident process is busy'));
      channel?.ref();
      return new Promise<Generated>((resolve, reject) => {
        const onAbort = () => stop(String(o.signal.reason));
        const settle = () => {
          job = null;
          channel?.unref();
          o.signal.removeEventListener('abort', onAbort);
        };
        job = {
          log: o.log,
          onSearchRecords: o.onSearchRecords,
          done: (reply) => {
            settle();
            resolve({ written: reply.written, pageDeps: reply.pageDeps, peak: peakMemory(child.pid) });
          },
          fail: (error) => {
            settle();
            reject(error);
          },
        };
        if (o.signal.aborted) onAbort();
        else o.signal.addEventListener('abort', onAbort, { once: true });
        child.send({ type: 'job', job: next } satisfies WorkerMessage);
      });
    },
  };
}

/**
 * The shop's resident generator: at most one, for the environment of the build it holds (the
 * shop's API, site address, product store and build source). `take` hands it to an edit's build
 * when it holds that build's catalogue; `start` replaces it after any other build.
 */
export function residentSlot(root: string) {
  let current: { key: string; generator: ResidentGenerator } | null = null;
  return {
    take(env: Record<string, string>): ResidentGenerator | null {
      return current?.key === JSON.stringify(env) && current.generator.alive() ? current.generator : null;
    },
    /** Resolves once the new one holds its catalogue (false when it failed). */
    start(env: Record<string, string>, log: (line: string) => void): Promise<boolean> {
      current?.generator.close();
      const generator = startResident({ root, env, log });
      current = { key: JSON.stringify(env), generator };
      return generator.ready;
    },
    close(): void {
      current?.generator.close();
      current = null;
    },
  };
}

export type ResidentSlot = ReturnType<typeof residentSlot>;
