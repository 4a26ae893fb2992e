/**
 * GET /api/search-product at a fixed 100 requests per second (the budget: p99 under 50 ms at
 * 100,000 products), over a rotating mix of what shoppers type: exact part numbers however spelled,
 * parts of part numbers, and words, some misspelt (corrected) or said otherwise (synonyms). The
 * shop must run with RATE_LIMIT_MULTIPLIER raised (startShop does), or its search limit refuses this
 * rate from one address.
 *
 * The rate is kept evenly: one request every 10 ms, each timed from when it was due, however many are
 * still waiting for their answers (an open loop, so a slow server cannot slow the arrivals and hide
 * its own delay). autocannon's `overallRate` is not that: each of its connections sends its share of
 * a second's requests back to back when the second starts and then waits, so the server sees a burst
 * of 100 requests, 10 at a time, every second. That figure is kept beside it ("bursts").
 */
import autocannon from 'autocannon';

export interface SearchApiFigures {
  database: string;
  call: string;
  /** The rate asked for and the rate answered: below 100 means the server could not keep up. */
  targetRate: number;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
  /** How many different queries the run rotated through. */
  queries: number;
  /** p99 of the same mix sent as autocannon's overallRate sends it: each second's 100 at once, 10 at a time. */
  burstP99Ms: number;
}

export const SEARCH_RATE = 100;
/** Seconds of the steady run sent first and not counted. */
export const STEADY_WARM_UP_SECONDS = 3;

const WORDS = [
  'brake pads',
  'oil filter',
  'spark plug',
  'shock absorber',
  'timing belt kit',
  'air filter ranger',
  'bendix',
  'ceramic brake pa',
  'coil springs',
  'brake',
  'water pump hilux',
  'cabin filter',
  'led light bar',
  'engine oil 5w-30',
  'fuel filter diesel',
  // Misspelt and said otherwise: corrected to catalogue words, and synonyms.
  'brkae pads',
  'oil filtr',
  'bosh',
  'alternater hilux',
  'break disc',
];

/**
 * Queries built from the shop's own part numbers, so exact and partial lookups hit real SKUs: each
 * SKU once, spelt one of four ways, so part numbers are the long tail a cache rarely holds, while the
 * words repeat as popular searches do.
 */
export function searchQueries(skus: readonly string[]): string[] {
  const spellings = [
    (sku: string) => sku, // as printed
    (sku: string) => sku.toLowerCase().replace(/-/g, ' '), // typed loosely
    (sku: string) => sku.slice(0, -2), // the start of one
    (sku: string) => sku.split('-').slice(1).join('') || sku, // without the brand's code
  ];
  const out: string[] = [];
  skus.forEach((sku, i) => {
    out.push(spellings[i % spellings.length]!(sku), WORDS[i % WORDS.length]!);
  });
  return out;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((ok, fail) => {
    autocannon(opts, (error, result) => (error ? fail(error) : ok(result)));
  });
}

/** Up to `count` SKUs spread over the catalogue: whole pages of the shop's list, far apart. */
async function sampleSkus(shopUrl: string, count: number): Promise<string[]> {
  const first = (await (await fetch(`${shopUrl}/api/shop?pagination=100`)).json()) as { last_page: number };
  const pages = Math.min(first.last_page, Math.ceil(count / 100));
  const skus: string[] = [];
  for (let i = 0; i < pages; i++) {
    const page = 1 + Math.floor((i * first.last_page) / pages);
    const res = await fetch(`${shopUrl}/api/shop?pagination=100&page=${page}`);
    skus.push(...((await res.json()) as { data: { sku: string }[] }).data.map((p) => p.sku));
  }
  if (skus.length === 0) throw new Error(`${shopUrl}/api/shop lists no products to search for`);
  return skus.slice(0, count);
}

interface SteadyRun {
  answeredPerSecond: number;
  /** Milliseconds from when each request was due to its answer's last byte, sorted. */
  latencies: number[];
  errors: number;
  non2xx: number;
}

/** Sends `rate` requests a second at an even pace for `seconds`; each is timed from when it was due. */
export async function steadyRate(
  urlFor: (i: number) => string,
  rate: number,
  seconds: number,
): Promise<SteadyRun> {
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const waiting: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = start + i * interval;
    // A timer can fire up to a few ms before its time by performance.now() (the event loop's clock is
    // read once a turn), so wait again until the request is due: never early.
    for (let early = due - performance.now(); early > 0; early = due - performance.now())
      await new Promise((r) => setTimeout(r, early));
    waiting.push(
      fetch(urlFor(i)).then(
        async (res) => {
          await res.arrayBuffer();
          if (!res.ok) non2xx++;
          latencies.push(performance.now() - due);
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(waiting);
  const answeredPerSecond = latencies.length / ((performance.now() - start) / 1000);
  return { answeredPerSecond, latencies: latencies.sort((a, b) => a - b), errors, non2xx };
}

/** The value below which `share` of the sorted values fall. */
export const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : Number.NaN;

/** Searches at SEARCH_RATE requests per second for `seconds` and reports the latency. */
export async function benchSearchApi(
  shopUrl: string,
  label: string,
  seconds = 20,
): Promise<SearchApiFigures> {
  // As many part numbers as the runs send requests, so few repeat.
  const queries = searchQueries(await sampleSkus(shopUrl, (2 * seconds + 3) * SEARCH_RATE));
  let next = 0;
  const path = () => `/api/search-product?search=${encodeURIComponent(queries[next++ % queries.length]!)}`;
  const bursts: autocannon.Options = {
    url: `${shopUrl}/api/search-product`,
    connections: 10,
    overallRate: SEARCH_RATE,
    requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
  };
  await run({ ...bursts, duration: 3 }); // warm-up: the server's plans, caches and JIT
  // And the steady run's own client (fetch), which autocannon does not use: cold, its first tenth of
  // a second stalled this process's loop for 100-250 ms, and the requests due meanwhile counted that
  // as the server's latency (1% of a 20-second run, so the whole p99).
  const nextUrl = () => `${shopUrl}${path()}`;
  await steadyRate(nextUrl, SEARCH_RATE, STEADY_WARM_UP_SECONDS);
  const steady = await steadyRate(nextUrl, SEARCH_RATE, seconds);
  const burst = await run({ ...bursts, duration: seconds });
  const ms = (share: number) => Math.round(percentile(steady.latencies, share));
  return {
    database: label,
    call: `GET /api/search-product at ${SEARCH_RATE}/s`,
    targetRate: SEARCH_RATE,
    requestsPerSecond: Math.round(steady.answeredPerSecond),
    p50Ms: ms(0.5),
    p90Ms: ms(0.9),
    p99Ms: ms(0.99),
    maxMs: Math.round(steady.latencies.at(-1) ?? Number.NaN),
    errors: steady.errors,
    non2xx: steady.non2xx,
    queries: queries.length,
    burstP99Ms: burst.latency.p99,
  };
}
