/** Picks the payment adapters from the environment: Stripe and PayPal with keys, the test gateway without. */
import { PayPalRestGateway } from './paypal.ts';
import { StripeGateway } from './stripe.ts';
import { TestGateway } from './test-gateway.ts';
import type { Gateways } from './types.ts';

export function gatewaysFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  test = new TestGateway(),
): Gateways & { test: TestGateway } {
  const stripe = env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY;
  const paypal = env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET;
  return {
    card: stripe ? new StripeGateway(env.STRIPE_SECRET_KEY!, env.STRIPE_API_BASE) : test,
    paypal: paypal
      ? new PayPalRestGateway(env.PAYPAL_CLIENT_ID!, env.PAYPAL_CLIENT_SECRET!, env.PAYPAL_API_BASE)
      : test,
    publicConfig: {
      stripePublishableKey: stripe ? env.STRIPE_PUBLISHABLE_KEY! : null,
      paypalClientId: paypal ? env.PAYPAL_CLIENT_ID! : null,
    },
    test,
  };
}
