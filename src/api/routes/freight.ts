/**
 * Delivery quotes (issue 49, docs/design.md#stock-and-freight):
 *   POST /freight/quote      the checkout's options for the cart to its address
 *   GET  /freight/estimate   the cart's and product page's estimate from a postcode alone (cacheable)
 * Both answer the options lib/freight works out, cheapest first; place-order prices the chosen one
 * again with the same function. A postcode that does not exist or is not in the state is a 422 on
 * the field, as is a line no service may carry there.
 */
import { Hono } from 'hono';
import { QuoteSchema } from '../../lib/api/schemas/freight.ts';
import { EstimateQuerySchema, QuoteRequestSchema } from '../../lib/freight/request.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { doc } from '../http/openapi.ts';
import { validate } from '../http/validate.ts';
import { quoteCart } from '../services/freight/quote-cart.ts';

const TAG = 'Freight';

const quoteOptions = (deps: AppDeps) => ({
  now: new Date(),
  liveRates: deps.freight?.liveRates ?? null,
  cache: deps.productCache,
});
const REFUSED = 'The postcode does not exist or is not in the state, or a line cannot be sent there.';

export const freightRoutes = new Hono<AppEnv>()
  .post(
    '/freight/quote',
    doc(TAG, 'The delivery options for a cart to an address, cheapest first', {
      200: QuoteSchema,
      422: REFUSED,
    }),
    validate('json', QuoteRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const address = { postcode: body.post_code, state: body.state, line: body.street_address };
      const result = await quoteCart(c.var.db, body.products, address, quoteOptions(c.var.deps));
      c.header('Cache-Control', 'no-store');
      return result.ok
        ? c.json(result.quote)
        : c.json({ message: result.message, errors: result.errors }, 422);
    },
  )
  .get(
    '/freight/estimate',
    doc(TAG, 'The delivery options for products to a postcode (no address needed)', {
      200: QuoteSchema,
      400: 'items or post_code is malformed.',
      422: REFUSED,
    }),
    validate('query', EstimateQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const address = { postcode: query.post_code, state: null, line: '' };
      const result = await quoteCart(c.var.db, query.items, address, quoteOptions(c.var.deps));
      if (!result.ok) return c.json({ message: result.message, errors: result.errors }, 422);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(result.quote);
    },
  );
