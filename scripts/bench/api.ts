/**
 * API throughput and latency with autocannon: GET /shop, GET /products/{sku} (answered from the read
 * cache after the first call, services/read-cache.ts), POST /place-order. Each at 10 connections (the
 * budgets' rows, first), then place-order again at fewer connections, where the embedded database
 * (PGlite: one connection, every query in turn) shows what one order costs without the queue.
 * An order's emails are sent after its answer (services/outbox.ts), so each place-order row also
 * tells how long after the run the last of its orders' emails reached the shop's outbox folder.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import autocannon from 'autocannon';
import { address } from '../../tests/helpers/orders.ts';

export interface ApiFigures {
  database: string;
  call: string;
  /** Concurrent connections; the budgets read the 10-connection rows (every call's first row). */
  connections?: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Place-order: seconds from the run's end until every paid order's two emails were sent. */
  mailSeconds?: number;
}

/** Emails a paid order sends: the shop's new-order message and the customer's confirmation. */
const MAILS_PER_ORDER = 2;
const MAIL_WAIT_MS = 10 * 60_000;

const countMail = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).length;

/** Seconds until `dir` holds `count` emails (null if it never does within MAIL_WAIT_MS). */
async function mailWritten(dir: string, count: number): Promise<number | null> {
  const from = performance.now();
  while ((await countMail(dir)) < count) {
    if (performance.now() - from > MAIL_WAIT_MS) return null;
    await new Promise((r) => setTimeout(r, 50));
  }
  return (performance.now() - from) / 1000;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((ok, fail) => {
    autocannon(opts, (error, result) => (error ? fail(error) : ok(result)));
  });
}

/**
 * Seconds of the same load, not counted, before each measured run: a freshly started shop compiles
 * its hot code (PGlite's among it) in its first seconds of orders. After 1 s, the first 8 s of
 * place-order on PGlite ran at 170/s, p99 110-117 ms, and the next at 184-213/s, p99 88-89 ms.
 */
const WARM_UP_SECONDS = 5;

/** Place-order's extra rows, after the 10-connection ones: its latency without a queue of 10. */
export const ORDER_CONNECTIONS = [1, 4];

export async function benchApi(
  base: string,
  database: string,
  outboxDir: string,
  seconds = 8,
): Promise<ApiFigures[]> {
  const products = (await (await fetch(`${base}/api/catalogue/products?limit=50`)).json()) as {
    data: { id: number; sku: string; product_meta: { option: string; value: string }[] }[];
  };
  const product = products.data[10]!;
  const body = placeOrderBody(product.id);
  const calls: [string, autocannon.Options, number][] = [
    ['GET /api/shop', { url: `${base}/api/shop?page=2` }, 10],
    [`GET /api/products/{sku}`, { url: `${base}/api/products/${product.sku}` }, 10],
  ];
  const order = (connections: number): [string, autocannon.Options, number] => [
    `POST /api/place-order (test gateway)${connections === 10 ? '' : `, ${connections} connection${connections === 1 ? '' : 's'}`}`,
    {
      url: `${base}/api/place-order`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      // Every order with its own idempotency key, as every shopper's is.
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'Idempotency-Key': randomUUID() },
          }),
        },
      ],
    },
    connections,
  ];
  calls.push(order(10), ...ORDER_CONNECTIONS.map(order));
  const out: ApiFigures[] = [];
  for (const [call, options, connections] of calls) {
    const ordering = call.startsWith('POST /api/place-order');
    const mailBefore = ordering ? await countMail(outboxDir) : 0;
    const warm = await run({ ...options, duration: WARM_UP_SECONDS, connections: 4 });
    const r = await run({ ...options, duration: seconds, connections });
    const paid = warm['2xx'] + r['2xx'];
    const mailSeconds = ordering ? await mailWritten(outboxDir, mailBefore + MAILS_PER_ORDER * paid) : null;
    if (ordering && mailSeconds === null)
      throw new Error(
        `${call}: the emails of ${paid} orders were not all sent within ${MAIL_WAIT_MS / 60_000} minutes`,
      );
    out.push({
      database,
      call,
      connections,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      ...(mailSeconds === null ? {} : { mailSeconds }),
    });
  }
  return out;
}

/** A valid guest order for one product, paid by the test gateway's card. */
function placeOrderBody(productId: number): Record<string, unknown> {
  return {
    ...address,
    payment_method: 'Stripe',
    stripePaymentMethodId: 'pm_card_visa',
    products: [{ id: productId, quantity: 1 }],
  };
}
