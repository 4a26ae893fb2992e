/**
 * Picks the payment adapters from the environment. Payments are live or test as a whole: a method
 * without keys is off, never faked by the test gateway.
 *   - no keys at all (or PAYMENTS_MODE=test): test mode, both methods through the built-in test gateway;
 *   - keys for both Stripe and PayPal: live;
 *   - keys for one only: the server refuses to start, unless PAYMENTS_MODE=live says to run live with
 *     just the methods that have keys (the other is off).
 */
import { PayPalRestGateway } from './paypal.ts';
import { StripeEvents, StripeGateway } from './stripe.ts';
import { TestGateway } from './test-gateway.ts';
import type { Gateways } from './types.ts';

/** The payments configuration cannot run a shop; the message says what to set. */
export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError';
}

export interface PaymentPlan {
  mode: 'test' | 'live';
  /** Card payments through Stripe (live mode only). */
  stripe: boolean;
  /** PayPal payments (live mode only). */
  paypal: boolean;
}

/** Whether both keys of a provider are set; one without the other is a mistake, not "off". */
function keyPair(env: NodeJS.ProcessEnv, a: string, b: string): boolean {
  if (Boolean(env[a]) !== Boolean(env[b]))
    throw new PaymentConfigError(
      `${env[a] ? a : b} is set but ${env[a] ? b : a} is not: set both or neither.`,
    );
  return Boolean(env[a]);
}

/** Decides test or live mode and which methods are on, or refuses the configuration. */
export function paymentPlan(env: NodeJS.ProcessEnv = process.env): PaymentPlan {
  const setting = (env.PAYMENTS_MODE ?? '').trim().toLowerCase();
  if (setting !== '' && setting !== 'test' && setting !== 'live')
    throw new PaymentConfigError(`PAYMENTS_MODE must be test or live, not "${env.PAYMENTS_MODE}".`);
  if (setting === 'test') return { mode: 'test', stripe: false, paypal: false };
  const stripe = keyPair(env, 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY');
  const paypal = keyPair(env, 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET');
  if (setting === 'live') {
    if (!stripe && !paypal)
      throw new PaymentConfigError(
        'PAYMENTS_MODE=live needs keys for Stripe (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY) or PayPal (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET).',
      );
    return { mode: 'live', stripe, paypal };
  }
  if (!stripe && !paypal) return { mode: 'test', stripe: false, paypal: false };
  if (stripe && paypal) return { mode: 'live', stripe, paypal };
  const [has, lacks, keys] = stripe
    ? ['Stripe', 'PayPal', 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET']
    : ['PayPal', 'Stripe', 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY'];
  throw new PaymentConfigError(
    `${has} has keys but ${lacks} has none, and a method without keys is never run by the test gateway in a live shop. Set ${keys}, or set PAYMENTS_MODE=live to take only ${has} payments (${lacks} off).`,
  );
}

/**
 * The adapters for `paymentPlan(env)`: a method that is off is null. `test` makes the test gateway,
 * only in test mode (the server's keeps its state in DATA_DIR).
 */
export function gatewaysFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  test: () => TestGateway = () => new TestGateway(),
): Gateways & { test: TestGateway | null } {
  const plan = paymentPlan(env);
  if (plan.mode === 'test') {
    const gateway = test();
    return {
      mode: 'test',
      card: gateway,
      paypal: gateway,
      // The test gateway sends Stripe-style events for its redirect methods, signed with its secret.
      stripeEvents: new StripeEvents(gateway.webhookSecret),
      publicConfig: { stripePublishableKey: null, paypalClientId: null },
      test: gateway,
    };
  }
  const paypal = plan.paypal
    ? new PayPalRestGateway(env.PAYPAL_CLIENT_ID!, env.PAYPAL_CLIENT_SECRET!, env.PAYPAL_API_BASE)
    : null;
  return {
    mode: 'live',
    card: plan.stripe ? new StripeGateway(env.STRIPE_SECRET_KEY!, env.STRIPE_API_BASE) : null,
    paypal,
    paypalEvents: paypal && env.PAYPAL_WEBHOOK_ID ? paypal.events(env.PAYPAL_WEBHOOK_ID) : null,
    stripeEvents:
      plan.stripe && env.STRIPE_WEBHOOK_SECRET ? new StripeEvents(env.STRIPE_WEBHOOK_SECRET) : null,
    publicConfig: {
      stripePublishableKey: plan.stripe ? env.STRIPE_PUBLISHABLE_KEY! : null,
      paypalClientId: plan.paypal ? env.PAYPAL_CLIENT_ID! : null,
    },
    test: null,
  };
}
