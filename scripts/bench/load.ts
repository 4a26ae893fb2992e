/**
 * Runs one load test in a Node process of its own and prints its figures as JSON: the load's timing
 * must not share an event loop with the bench (its browser, its shops' piped output, its heap), or
 * the bench's own pauses count as the server's latency.
 *   node scripts/bench/load.ts api URL DATABASE OUTBOX_DIR
 *   node scripts/bench/load.ts search URL LABEL
 *   node scripts/bench/load.ts freight URL BODIES_FILE
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type ApiFigures, benchApi } from './api.ts';
import type { FreightFigures } from './freight.ts';
import { benchFreightLoad } from './freight-load.ts';
import { benchSearchApi, type SearchApiFigures } from './search-api.ts';

/** Runs `kind` in a child process and resolves with what it printed. */
function inChild<T>(kind: 'api' | 'search' | 'freight', args: string[]): Promise<T> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), kind, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) =>
      code === 0
        ? ok(JSON.parse(out) as T)
        : fail(new Error(`load ${kind} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export const apiLoad = (url: string, database: string, outboxDir: string) =>
  inChild<ApiFigures[]>('api', [url, database, outboxDir]);

export const searchLoad = (url: string, label: string) => inChild<SearchApiFigures>('search', [url, label]);

export const freightLoad = (url: string, bodiesFile: string) =>
  inChild<Omit<FreightFigures, 'products'>>('freight', [url, bodiesFile]);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [kind, url, label, outboxDir] = process.argv.slice(2) as [string, string, string, string];
  const figures =
    kind === 'api'
      ? await benchApi(url, label, outboxDir)
      : kind === 'freight'
        ? await benchFreightLoad(url, label)
        : await benchSearchApi(url, label);
  process.stdout.write(JSON.stringify(figures));
}
