/**
 * POST /place-order (JSON, optional bearer, Idempotency-Key header) and GET /place-order/attempt: what
 * became of the attempt with that key, asked without sending the order again.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ActionRequiredSchema,
  OrderAttemptSchema,
  PlacedOrderSchema,
  PriceChangedSchema,
} from '../../lib/api/schemas/orders.ts';
import { AddressSchema, MESSAGES, PlaceOrderSchema } from '../../lib/checkout/checkout.ts';
import type { AppEnv } from '../env.ts';
import { optionalUser } from '../http/auth.ts';
import { BEARER, doc, ErrorSchema, jsonContent, requestBody } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { isJsonRequest, NOT_AN_OBJECT, NOT_JSON } from '../http/validate.ts';
import { MEMBERS_ATTEMPT, NO_ATTEMPT, orderAttempt } from '../services/order-attempt.ts';
import { placeOrder } from '../services/orders.ts';

/**
 * The body as the order service reads it, for the document: the checkout form (billing, the s_
 * shipping block when ship_to_different, comment) and the order (docs/product.md#api-calls).
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

const KEY_HEADER = {
  in: 'header' as const,
  name: 'Idempotency-Key',
  description: 'One key per order attempt: a retry with it never makes a second order or charge.',
  schema: { type: 'string' as const, pattern: '^[\\w-]{8,100}$' },
};

const attemptDocs = doc(
  'Orders',
  "What became of an order attempt, by its Idempotency-Key, without sending the order again: the order's number, total and payment state (a member's order only for that member)",
  {
    200: OrderAttemptSchema,
    400: 'The Idempotency-Key is missing or malformed.',
    403: MEMBERS_ATTEMPT,
    404: `${NO_ATTEMPT} Nothing was charged for it.`,
    429: 'Too many look-ups; try again after Retry-After seconds.',
  },
  { security: [{}, ...BEARER], parameters: [{ ...KEY_HEADER, required: true }] },
);

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
    parameters: [KEY_HEADER],
    requestBody: requestBody({ 'application/json': OrderBodySchema }),
  },
);

export const orderRoutes = new Hono<AppEnv>()
  .post('/place-order', docs, rateLimit('order'), optionalUser, async (c) => {
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
  })
  .get('/place-order/attempt', attemptDocs, rateLimit('order-attempt'), optionalUser, async (c) => {
    const result = await orderAttempt(c.var.db, c.req.header('Idempotency-Key') ?? null, c.var.user);
    return c.json(result.body, result.status);
  });
