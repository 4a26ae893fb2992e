/**
 * Payment providers' webhooks (issue 50):
 *   POST /webhooks/stripe   Stripe's events, signed with the endpoint's secret (STRIPE_WEBHOOK_SECRET)
 *   POST /webhooks/paypal   PayPal's events, checked by PayPal for the shop's webhook (PAYPAL_WEBHOOK_ID)
 * The signature is checked over the body exactly as sent (a wrong or stale one is a 400 and nothing
 * happens; PayPal unreachable for the check is a 503); the event id is then claimed in payment_events: an event acted on before is acknowledged
 * without being acted on again, one another delivery is acting on gets a 409 (Stripe sends it again),
 * and a claim left by a process that died is taken over after CLAIM_MS. services/payment-events.ts
 * acts on it; when that fails the claim is let go and the answer is a 503, so Stripe sends the event
 * again later. The recovery sweep stays the safety net for events that never come. A shop without
 * the secret has no such endpoint (404).
 */
import { and, eq, lt } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { paymentEvents } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc } from '../http/openapi.ts';
import {
  PaymentProviderError,
  type ProviderEvent,
  UnsupportedEvent,
  type WebhookVerifier,
} from '../payments/types.ts';
import { type EventOutcome, handleStripeEvent } from '../services/payment-events.ts';
import { handlePayPalEvent } from '../services/paypal-events.ts';

const TAG = 'Payments';
export const BAD_SIGNATURE = 'The signature does not match this body.';
export const TRY_AGAIN = 'The event could not be handled just now. Send it again.';
export const BUSY = 'This event is being handled by another delivery. Send it again later.';

const Received = v.strictObject({
  received: v.literal(true),
  /** True when this event id had been received before: nothing was done again. */
  duplicate: v.boolean(),
});

/** How long a claim may stay 'processing' before another delivery takes it over (a process died). */
export const CLAIM_MS = 2 * 60_000;

type Provider = 'stripe' | 'paypal';

const mine = (provider: Provider, eventId: string) =>
  and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId));

/**
 * Claims the event for this delivery: 'new' (or a dead claim taken over), 'done' (acted on before),
 * or 'busy' (another delivery is acting on it right now).
 */
async function claim(db: Db, provider: Provider, event: ProviderEvent): Promise<'new' | 'done' | 'busy'> {
  const [inserted] = await db
    .insert(paymentEvents)
    .values({ provider, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (inserted) return 'new';
  const [taken] = await db
    .update(paymentEvents)
    .set({ claimedAt: new Date() })
    .where(
      and(
        mine(provider, event.id),
        eq(paymentEvents.status, 'processing'),
        lt(paymentEvents.claimedAt, new Date(Date.now() - CLAIM_MS)),
      ),
    )
    .returning({ eventId: paymentEvents.eventId });
  if (taken) return 'new';
  const [row] = await db
    .select({ status: paymentEvents.status })
    .from(paymentEvents)
    .where(mine(provider, event.id));
  // Deleted meanwhile (its handling failed): this delivery may act on it.
  if (!row) return claim(db, provider, event);
  return row.status === 'done' ? 'done' : 'busy';
}

type Deps = AppEnv['Variables']['deps'];
type Handler = (deps: Deps, event: ProviderEvent) => Promise<EventOutcome>;

/** What a delivery is answered: its status and body. */
export interface Delivery {
  status: 200 | 400 | 404 | 409 | 503;
  body: { message: string } | { received: true; duplicate: boolean };
}

/**
 * One delivery of a provider's event: verify, claim, act, mark done (or let go). The endpoints below
 * answer with it, and so does the test gateway when it sends its own events (routes/payments.ts).
 */
export async function receiveEvent(
  deps: Deps,
  provider: Provider,
  verifier: WebhookVerifier | null | undefined,
  handle: Handler,
  payload: string,
  header: (name: string) => string | undefined,
): Promise<Delivery> {
  if (!verifier)
    return {
      status: 404,
      body: { message: `This shop takes no ${provider === 'stripe' ? 'Stripe' : 'PayPal'} events.` },
    };
  let event: ProviderEvent | null;
  try {
    event = await verifier.verify(payload, header);
  } catch (error) {
    if (error instanceof UnsupportedEvent) return { status: 400, body: { message: error.message } };
    if (error instanceof PaymentProviderError) return { status: 503, body: { message: TRY_AGAIN } };
    throw error;
  }
  if (!event) return { status: 400, body: { message: BAD_SIGNATURE } };

  const claimed = await claim(deps.db, provider, event);
  if (claimed === 'done') return { status: 200, body: { received: true, duplicate: true } };
  // Answered with an error so the provider sends it again: the delivery acting on it may yet fail.
  if (claimed === 'busy') return { status: 409, body: { message: BUSY } };
  try {
    const { orderId } = await handle(deps, event);
    await deps.db.update(paymentEvents).set({ status: 'done', orderId }).where(mine(provider, event.id));
  } catch (error) {
    console.error(
      `[webhooks] ${provider} event ${event.id} (${event.type}) failed: ${(error as Error).message}`,
    );
    await deps.db
      .delete(paymentEvents)
      .where(and(mine(provider, event.id), eq(paymentEvents.status, 'processing')))
      .catch(() => {});
    return { status: 503, body: { message: TRY_AGAIN } };
  }
  return { status: 200, body: { received: true, duplicate: false } };
}

/** One provider's endpoint. */
function receiver(
  provider: Provider,
  verifierOf: (deps: Deps) => WebhookVerifier | null | undefined,
  handle: Handler,
) {
  return async (c: Context<AppEnv>) => {
    const deps = c.var.deps;
    const { status, body } = await receiveEvent(
      deps,
      provider,
      verifierOf(deps),
      handle,
      await c.req.text(),
      (name) => c.req.header(name),
    );
    return c.json(body, status);
  };
}

const answers = (provider: string) => ({
  200: Received,
  400: BAD_SIGNATURE,
  404: `This shop takes no ${provider} events.`,
  409: BUSY,
  503: TRY_AGAIN,
});

export const webhookRoutes = new Hono<AppEnv>()
  .post(
    '/webhooks/stripe',
    doc(
      TAG,
      "Stripe's events (payments, refunds, disputes), signed with the endpoint's secret",
      answers('Stripe'),
      {
        body: true,
      },
    ),
    receiver('stripe', (deps) => deps.gateways.stripeEvents, handleStripeEvent),
  )
  .post(
    '/webhooks/paypal',
    doc(
      TAG,
      "PayPal's events (captures, disputes), checked by PayPal for the shop's webhook",
      answers('PayPal'),
      {
        body: true,
      },
    ),
    receiver('paypal', (deps) => deps.gateways.paypalEvents, handlePayPalEvent),
  );
