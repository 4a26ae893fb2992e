/** POST /place-order (JSON, optional bearer, Idempotency-Key header). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AddressSchema, MESSAGES, PlaceOrderSchema } from '../../lib/checkout.ts';
import type { AppEnv } from '../env.ts';
import { optionalUser } from '../http/auth.ts';
import { BEARER, doc, ErrorSchema, jsonContent, requestBody } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { ActionRequiredSchema, PlacedOrderSchema, PriceChangedSchema } from '../http/responses/orders.ts';
import { isJsonRequest, NOT_AN_OBJECT, NOT_JSON } from '../http/validate.ts';
import { placeOrder } from '../services/orders.ts';

/**
 * The body as the order service reads it, for the document: the checkout form (billing, the s_
 * shipping block when ship_to_different, comment) and the order (SPEC section 7).
 */
const OrderBodySchema = v.object({
  ...AddressSchema.entries,
  ship_to_different: v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])])),
  ...Object.fromEntries(
    Object.entries(AddressSchema.entries).map(([key, schema]) => [`s_${key}`, v.optional(schema)]),
  ),
  comment: v.optional(v.pipe(v.string(), v.maxLength(250, MESSAGES.comment))),
  ...PlaceOrderSchema.entries,
});

const docs = doc(
  'Orders',
  'Place an order and pay for it: by card (a PaymentIntent for the server total) or a completed PayPal payment',
  {
    200: PlacedOrderSchema,
    202: ActionRequiredSchema,
    400: 'The body is not a JSON object, or the Idempotency-Key is malformed.',
    402: "The card was declined or the payment failed (Stripe's message).",
    409: {
      description:
        'Prices changed (the server totals are sent), the order is being processed, or the payment needs review.',
      content: jsonContent(v.union([PriceChangedSchema, ErrorSchema])),
    },
    422: 'A field breaks its rule (see errors), a product is unavailable, or the key was used for another order.',
    429: 'Too many orders; try again after Retry-After seconds.',
    502: 'The payment provider could not be reached.',
  },
  {
    body: true,
    security: [{}, ...BEARER],
    parameters: [
      {
        in: 'header',
        name: 'Idempotency-Key',
        description: 'One key per order attempt: a retry with it never makes a second order or charge.',
        schema: { type: 'string', pattern: '^[\\w-]{8,100}$' },
      },
    ],
    requestBody: requestBody({ 'application/json': OrderBodySchema }),
  },
);

export const orderRoutes = new Hono<AppEnv>().post(
  '/place-order',
  docs,
  rateLimit('order'),
  optionalUser,
  async (c) => {
    if (!isJsonRequest(c)) return c.json({ message: NOT_JSON }, 400);
    const body = await c.req.json().catch(() => null);
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return c.json({ message: NOT_AN_OBJECT }, 400);
    const result = await placeOrder(c.var.deps, {
      body,
      user: c.var.user,
      idempotencyKey: c.req.header('Idempotency-Key') ?? null,
    });
    if (result.retryAfter) c.header('Retry-After', String(result.retryAfter));
    return c.json(result.body, result.status);
  },
);
