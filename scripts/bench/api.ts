/** API throughput and latency with autocannon: GET /shop, GET /products/{sku}, POST /place-order. */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { address } from '../../tests/helpers/orders.ts';

export interface ApiFigures {
  database: string;
  call: string;
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

export async function benchApi(base: string, database: string, seconds = 8): Promise<ApiFigures[]> {
  const products = (await (await fetch(`${base}/api/catalogue/products?limit=50`)).json()) as {
    data: { id: number; sku: string; product_meta: { option: string; value: string }[] }[];
  };
  const product = products.data[10]!;
  const order = placeOrderBody(product.id);
  const calls: [string, autocannon.Options][] = [
    ['GET /api/shop', { url: `${base}/api/shop?page=2` }],
    [`GET /api/products/{sku}`, { url: `${base}/api/products/${product.sku}` }],
    [
      'POST /api/place-order (test gateway)',
      {
        url: `${base}/api/place-order`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(order),
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
    ],
  ];
  const out: ApiFigures[] = [];
  for (const [call, options] of calls) {
    await run({ ...options, duration: 1, connections: 4 }); // warm-up
    const r = await run({ ...options, duration: seconds, connections: 10 });
    out.push({
      database,
      call,
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
