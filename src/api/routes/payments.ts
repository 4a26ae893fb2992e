/**
 * Payment configuration for the browser: GET /encrypted-paypal-keys (the product spec: the PayPal client id,
 * base64) and GET /payment-config (our addition: which card and PayPal forms to show). In test mode
 * also the test gateway's 3-D Secure and PayPal stand-ins under /test-gateway.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  AuthenticatedSchema,
  PaymentConfigSchema,
  PayPalKeySchema,
  PayPalOrderSchema,
} from '../../lib/api/schemas/orders.ts';
import { parseMoney } from '../../lib/pricing/money.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { doc } from '../http/openapi.ts';
import { validate } from '../http/validate.ts';

const TAG = 'Payments';
const TEST = 'Test gateway';
const NOT_JSON = 'The body is not a JSON object.';
const PAYPAL_OFF = 'PayPal payments are not available in this shop.';
const docs = {
  paypalKey: doc(TAG, "The PayPal client id, base64 ('test' in test mode)", {
    200: PayPalKeySchema,
    404: PAYPAL_OFF,
  }),
  config: doc(TAG, 'Which card and PayPal forms to show; a method that is off is "off"', {
    200: PaymentConfigSchema,
  }),
  authenticate: doc(
    TEST,
    'Complete or fail a 3-D Secure challenge',
    {
      200: AuthenticatedSchema,
      400: NOT_JSON,
      404: 'No payment is waiting for authentication.',
      422: 'result must be complete or fail.',
    },
    { body: true },
  ),
  paypalOrder: doc(
    TEST,
    'Create a PayPal order (stand-in)',
    { 201: PayPalOrderSchema, 400: NOT_JSON, 422: 'A field breaks its rule (see errors).' },
    { body: true },
  ),
  capture: doc(TEST, 'Capture a PayPal order (stand-in)', {
    200: PayPalOrderSchema,
    404: 'No such PayPal order.',
  }),
};

export const paymentRoutes = new Hono<AppEnv>()
  .get('/encrypted-paypal-keys', docs.paypalKey, (c) => {
    const { mode, paypal, publicConfig } = c.var.deps.gateways;
    if (!paypal) return notFound(c, PAYPAL_OFF);
    const clientId = mode === 'test' ? 'test' : publicConfig.paypalClientId!;
    return c.json({ key: Buffer.from(clientId).toString('base64') });
  })
  .get('/payment-config', docs.config, (c) => {
    const { mode, card, paypal, publicConfig } = c.var.deps.gateways;
    return c.json({
      mode,
      card: !card
        ? { provider: 'off' }
        : mode === 'test'
          ? { provider: 'test' }
          : { provider: 'stripe', publishable_key: publicConfig.stripePublishableKey! },
      paypal: { provider: !paypal ? 'off' : mode === 'test' ? 'test' : 'paypal' },
    });
  });

/** The test gateway, or null unless the shop is in test mode as a whole. */
const testGateway = (c: Context<AppEnv>) =>
  c.var.deps.gateways.mode === 'test' ? c.var.deps.gateways.test : null;

/** Routes of the built-in test gateway; mounted only in test mode, and 404 whenever it is not in use. */
export const testGatewayRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => (testGateway(c) ? next() : notFound(c, 'Not found')))
  .post(
    '/payment-intents/:id/authenticate',
    docs.authenticate,
    validate(
      'json',
      v.object({ result: v.picklist(['complete', 'fail'], 'result must be complete or fail') }),
    ),
    (c) => {
      const payment = testGateway(c)!.authenticate(
        c.req.param('id'),
        c.req.valid('json').result === 'complete',
      );
      return payment
        ? c.json({ status: payment.status })
        : notFound(c, 'No payment is waiting for authentication');
    },
  )
  .post(
    '/paypal/orders',
    docs.paypalOrder,
    validate(
      'json',
      v.object({
        amount: v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/, 'amount must be dollars with two decimals')),
        currency: v.literal('AUD', 'currency must be AUD'),
        custom_id: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
      }),
    ),
    (c) => {
      const { amount, currency, custom_id } = c.req.valid('json');
      const cents = parseMoney(amount) ?? 0;
      const zero = 'Total amount must be greater than zero.';
      if (cents <= 0) return c.json({ message: zero, errors: { amount: zero } }, 422);
      return c.json(testGateway(c)!.createPayPalOrder(cents, currency, custom_id), 201);
    },
  )
  .post('/paypal/orders/:id/capture', docs.capture, (c) => {
    const order = testGateway(c)!.capturePayPalOrder(c.req.param('id'));
    return order ? c.json(order) : notFound(c, 'No such PayPal order');
  });
