/**
 * Payment configuration for the browser: GET /encrypted-paypal-keys (the product spec: the PayPal client id,
 * base64) and GET /payment-config (our addition: which card and PayPal forms to show). In test mode
 * also the test gateway's 3-D Secure and PayPal stand-ins under /test-gateway.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  ActionRequiredSchema,
  AuthenticatedSchema,
  PaymentConfigSchema,
  PayPalKeySchema,
  PayPalOrderSchema,
  PlacedOrderSchema,
} from '../../lib/api/schemas/orders.ts';
import { methodName } from '../../lib/checkout/payment-methods.ts';
import { paymentReturnUrl, readPaymentReturn } from '../../lib/checkout/payment-return.ts';
import { escapeHtml } from '../../lib/format/escape.ts';
import { formatMoney, parseMoney } from '../../lib/pricing/money.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { doc } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { handleStripeEvent } from '../services/payment-events.ts';
import { NO_PAYMENT, paymentReturn } from '../services/payment-return.ts';
import { receiveEvent } from './webhooks.ts';

const TAG = 'Payments';
const TEST = 'Test gateway';
const NOT_JSON = 'The body is not a JSON object.';
const PAYPAL_OFF = 'PayPal payments are not available in this shop.';
const RETURN_MALFORMED =
  'The address does not name a payment (payment_intent and payment_intent_client_secret).';
const NOT_WAITING = 'No payment is waiting at a redirect method.';
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
  paymentReturn: doc(
    TAG,
    "What became of a redirect method's payment (Afterpay, Zip), asked from the return page: the order is settled from the provider's answer",
    {
      200: PlacedOrderSchema,
      202: ActionRequiredSchema,
      400: RETURN_MALFORMED,
      402: "The payment failed: the provider's reason.",
      404: NO_PAYMENT,
      409: 'Settled otherwise: under review, or cancelled and refunded.',
      422: 'Card payments are not available in this shop.',
      429: 'Too many look-ups; try again after Retry-After seconds.',
      502: 'The payment provider could not be reached.',
    },
  ),
  redirectPage: doc(TEST, "A redirect method's page (stand-in for Afterpay's or Zip's)", {
    200: {
      description: 'The page: approve or decline the payment.',
      content: { 'text/html': { schema: { type: 'string' } } },
    },
    404: 'No payment is waiting at a redirect method.',
  }),
  redirectAnswer: doc(
    TEST,
    "The shopper's answer on a redirect method's page: the payment is settled, its event sent to the shop's Stripe webhook, and the shopper sent back",
    {
      303: { description: 'Back to the return page, with the payment in the address.' },
      404: 'No payment is waiting at a redirect method.',
      422: 'result must be approve or decline.',
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
  })
  .get(
    '/payments/return',
    docs.paymentReturn,
    rateLimit('payment-return'),
    validate('query', v.object({ payment_intent: v.string(), payment_intent_client_secret: v.string() })),
    async (c) => {
      const query = c.req.valid('query');
      const back = readPaymentReturn(new URLSearchParams(query).toString());
      if (!back) return c.json({ message: RETURN_MALFORMED }, 400);
      const result = await paymentReturn(c.var.deps, back);
      return c.json(result.body, result.status);
    },
  );

/** The test gateway's stand-in for a redirect method's page: the amount, Approve and Decline. */
function redirectPage(method: string, amount: string, invoice: string, action: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${method} (test mode)</title></head><body><main><h1>${method} (test mode)</h1><p>Test mode: this page stands in for ${method}. No money moves.</p><p>Order ${invoice}: <strong>${amount}</strong></p><form method="post" action="${action}"><button name="result" value="approve">Approve payment</button><button name="result" value="decline">Decline payment</button></form></main></body></html>`;
}

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
  .get('/redirect/:id', docs.redirectPage, (c) => {
    const payment = testGateway(c)!.waitingRedirect(c.req.param('id'));
    if (!payment) return notFound(c, NOT_WAITING);
    const page = redirectPage(
      escapeHtml(methodName(payment.methodType ?? 'card')),
      escapeHtml(formatMoney(payment.amountCents)),
      escapeHtml(payment.orderRef),
      escapeHtml(`./${encodeURIComponent(payment.id)}`),
    );
    // The API's own headers apply (no scripts, styles or frames): a plain page with one form.
    return c.html(page, 200, { 'Cache-Control': 'no-store' });
  })
  .post(
    '/redirect/:id',
    docs.redirectAnswer,
    validate(
      'form',
      v.object({ result: v.picklist(['approve', 'decline'], 'result must be approve or decline') }),
    ),
    async (c) => {
      const gateway = testGateway(c)!;
      const payment = gateway.redirectResult(c.req.param('id'), c.req.valid('form').result === 'approve');
      if (!payment) return notFound(c, NOT_WAITING);
      // As Stripe does, the shop hears of it by its webhook too: a shopper who never comes back to the
      // return page still gets the order settled.
      const type =
        payment.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
      const { payload, signature } = gateway.signedEvent(type, payment);
      const deps = c.var.deps;
      const delivered = await receiveEvent(
        deps,
        'stripe',
        deps.gateways.stripeEvents,
        handleStripeEvent,
        payload,
        (name) => (name.toLowerCase() === 'stripe-signature' ? signature : undefined),
      );
      if (delivered.status !== 200)
        console.error(
          `[test-gateway] the shop did not take ${type} for ${payment.id}: ${JSON.stringify(delivered.body)}`,
        );
      const back = { paymentIntentId: payment.id, clientSecret: payment.secret ?? '' };
      return c.redirect(
        paymentReturnUrl(payment.returnUrl, back, payment.status === 'succeeded' ? 'succeeded' : 'failed'),
        303,
      );
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
