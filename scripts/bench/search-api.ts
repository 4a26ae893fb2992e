/**
 * GET /api/search-product at a fixed 100 requests per second (the budget: p99 under 50 ms at
 * 100,000 products), over a rotating mix of what shoppers type: exact part numbers however spelled,
 * parts of part numbers, and words. The shop must run with RATE_LIMIT_MULTIPLIER raised (startShop
 * does), or its search limit refuses this rate from one address.
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
}

export const SEARCH_RATE = 100;

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

/** Searches at SEARCH_RATE requests per second for `seconds` and reports the latency. */
export async function benchSearchApi(
  shopUrl: string,
  label: string,
  seconds = 20,
): Promise<SearchApiFigures> {
  // As many part numbers as the run sends requests, so few repeat.
  const queries = searchQueries(await sampleSkus(shopUrl, (seconds + 3) * SEARCH_RATE));
  let next = 0;
  const options: autocannon.Options = {
    url: `${shopUrl}/api/search-product`,
    connections: 10,
    overallRate: SEARCH_RATE,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/search-product?search=${encodeURIComponent(queries[next++ % queries.length]!)}`,
        }),
      },
    ],
  };
  await run({ ...options, duration: 3 }); // warm-up: plans, caches and JIT
  const r = await run({ ...options, duration: seconds });
  return {
    database: label,
    call: `GET /api/search-product at ${SEARCH_RATE}/s`,
    targetRate: SEARCH_RATE,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    queries: queries.length,
  };
}
