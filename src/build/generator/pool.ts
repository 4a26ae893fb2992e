/**
 * The catalogue generator's pool: a few Node processes (src/build/generator/worker.ts), each sent
 * one job by IPC message (its share of the pages: every n-th of the catalogue's, or of the paths an
 * edit names), which write their pages into `outDir` and answer by message with the pages' products.
 * Processes rather than threads: each has its own heap, so the shop's server and its memory stay
 * out of the build's way, and a failed or stopped build kills them (src/build/publish/node-process.ts).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { faultLine } from '../../lib/build/render-fault.ts';
import { type RunResult, runNode } from '../publish/node-process.ts';
import type { ResidentGenerator } from './resident.ts';

/** What one process is asked to do. */
export interface GeneratorJob {
  /** The shells, as JSON (src/build/generator/shells.ts). */
  shellsFile: string;
  /** The shells of Astro's pages with product slots, as JSON (src/build/generator/shells.ts). */
  pageShellsFile: string;
  outDir: string;
  index: number;
  count: number;
  /** Only these pages (an edit's); null for every page of the catalogue. */
  paths: string[] | null;
  /** Where to write the catalogue's search records first (one process of a full build); null for none. */
  searchRecordsFile: string | null;
  /**
   * For the resident generator: the oldest new updated_at of the edit's changed products, so it
   * fetches only products updated since; without it, it syncs as a build's sync does.
   */
  since?: string | null;
}

/** What a generator process is sent: a job, or (the resident generator) to hold the catalogue first. */
export type WorkerMessage = { type: 'job'; job: GeneratorJob } | { type: 'hold' };

export type WorkerReply =
  | { type: 'search-records'; count: number }
  | { type: 'done'; written: number; pageDeps: Record<string, number[]> }
  | { type: 'held'; products: number; ms: number };

export interface GenerateOptions {
  root: string;
  env: Record<string, string>;
  shellsFile: string;
  pageShellsFile: string;
  outDir: string;
  paths: string[] | null;
  searchRecordsFile: string | null;
  /** See GeneratorJob.since. */
  since?: string | null;
  /** How many processes; by default one per CPU, at most 4, and one for a few pages. */
  workers?: number;
  /** Called once the search records are written. */
  onSearchRecords?: (count: number) => void;
  /**
   * The resident generator, holding the catalogue (src/build/generator/resident.ts): an edit's pages
   * are made there, with no process to start and nothing to load, when one process would make them.
   */
  resident?: ResidentGenerator | null;
  log: (line: string) => void;
  signal: AbortSignal;
}

export interface Generated {
  written: number;
  pageDeps: Record<string, number[]>;
  /** The processes' peak memory, summed (they run side by side). */
  peak: number;
}

/** Fewer pages than this take one process: starting another costs more than it saves. */
const PAGES_PER_EXTRA_WORKER = 200;

export function workerCount(paths: readonly string[] | null): number {
  const cpus = Math.max(1, Math.min(4, availableParallelism()));
  return paths && paths.length < PAGES_PER_EXTRA_WORKER ? 1 : cpus;
}

/** A generator process's command line: the page components are .tsx, which Node compiles through this hook (src/build/jsx/register.ts). */
export const workerArgs = (root: string) => [
  '--import',
  join(root, 'src/build/jsx/register.ts'),
  join(root, 'src/build/generator/worker.ts'),
];

/** Runs the pool; resolves once every process has written its pages and exited. */
export async function generate(o: GenerateOptions): Promise<Generated> {
  const count = o.workers ?? workerCount(o.paths);
  const job = (index: number): GeneratorJob => ({
    shellsFile: o.shellsFile,
    pageShellsFile: o.pageShellsFile,
    outDir: o.outDir,
    index,
    count,
    paths: o.paths,
    searchRecordsFile: index === 0 ? o.searchRecordsFile : null,
    since: o.since ?? null,
  });
  if (count === 1 && o.resident) return o.resident.run(job(0), o);
  const replies: Extract<WorkerReply, { type: 'done' }>[] = [];
  const runs: Promise<RunResult>[] = Array.from({ length: count }, (_, index) =>
    runNode(
      'page generator',
      o.root,
      workerArgs(o.root),
      o.env,
      count === 1 ? o.log : (line) => o.log(`[generator ${index + 1}/${count}] ${line}`),
      o.signal,
      {
        cause: faultLine,
        message: { type: 'job', job: job(index) } satisfies WorkerMessage,
        onMessage: (reply) => {
          const r = reply as WorkerReply;
          if (r.type === 'search-records') o.onSearchRecords?.(r.count);
          else if (r.type === 'done') replies.push(r);
        },
      },
    ),
  );
  const results = await Promise.all(runs);
  if (replies.length !== count)
    throw new Error(`page generator: ${count - replies.length} processes exited without their pages`);
  return {
    written: replies.reduce((n, r) => n + r.written, 0),
    pageDeps: Object.assign({}, ...replies.map((r) => r.pageDeps)),
    peak: results.reduce((n, r) => n + r.peak, 0),
  };
}
