/**
 * API throughput and latency with autocannon: GET /shop, GET /products/{sku} (answered from the read
 * cache after the first call, services/read-cache.ts), POST /place-order. Each at 10 connections (the
 * budgets' rows, first), then place-order again at fewer connections, where the embedded database
 * (PGlite: one connection, every query in turn) shows what one order costs without the queue.
 */
import { randomUUID } from 'node:crypto';
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
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((ok, fail) => {
    autocannon(opts, (error, result) => (error ? fail(error) : ok(result)));
  });
}

/** Place-order's extra rows, after the 10-connection ones: its latency without a queue of 10. */
export const ORDER_CONNECTIONS = [1, 4];

export async function benchApi(base: string, database: string, seconds = 8): Promise<ApiFigures[]> {
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
    await run({ ...options, duration: 1, connections: 4 }); // warm-up
    const r = await run({ ...options, duration: seconds, connections });
    out.push({
      database,
      call,
      connections,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
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
