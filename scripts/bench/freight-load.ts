/**
 * The load of scripts/bench/freight.ts, run in load.ts's child process: 10 connections sending the
 * bodies in turn to POST /api/freight/quote, each as soon as its last answer came, for 10 s after a
 * 2 s warm-up that is not counted.
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import type { FreightFigures } from './freight.ts';

const CONNECTIONS = 10;

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((ok, fail) => {
    autocannon(opts, (error, result) => (error ? fail(error) : ok(result)));
  });
}

export async function benchFreightLoad(
  url: string,
  bodiesFile: string,
): Promise<Omit<FreightFigures, 'products'>> {
  const bodies = JSON.parse(await readFile(bodiesFile, 'utf8')) as string[];
  const requests = bodies.map((body) => ({
    method: 'POST' as const,
    path: '/api/freight/quote',
    headers: { 'content-type': 'application/json' },
    body,
  }));
  await run({ url, connections: CONNECTIONS, duration: 2, requests });
  const r = await run({ url, connections: CONNECTIONS, duration: 10, requests });
  return {
    connections: CONNECTIONS,
    requests: r.requests.total,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
