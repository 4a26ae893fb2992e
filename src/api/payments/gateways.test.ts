/** Payments are live or test as a whole: which adapters the environment gives, and the starts refused. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../config.ts';
import type { Db } from '../db/client.ts';
import { createDeps } from '../deps.ts';
import { gatewaysFromEnv, PaymentConfigError, paymentPlan } from './gateways.ts';
import { TestGateway } from './test-gateway.ts';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
const PAYPAL = { PAYPAL_CLIENT_ID: 'client-x', PAYPAL_CLIENT_SECRET: 'secret-x' };

describe('paymentPlan', () => {
  it('is test mode as a whole without any keys, or with PAYMENTS_MODE=test', () => {
    expect(paymentPlan({})).toEqual({ mode: 'test', stripe: false, paypal: false });
    expect(paymentPlan({ ...STRIPE, PAYMENTS_MODE: 'test' })).toEqual({
      mode: 'test',
      stripe: false,
      paypal: false,
    });
  });

  it('is live with keys for both methods', () => {
    expect(paymentPlan({ ...STRIPE, ...PAYPAL })).toEqual({ mode: 'live', stripe: true, paypal: true });
  });

  it('refuses keys for one method only, naming what to set', () => {
    expect(() => paymentPlan(STRIPE)).toThrow(PaymentConfigError);
    expect(() => paymentPlan(STRIPE)).toThrow(
      /Stripe has keys but PayPal has none.*PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.*PAYMENTS_MODE=live/,
    );
    expect(() => paymentPlan(PAYPAL)).toThrow(
      /PayPal has keys but Stripe has none.*STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/,
    );
  });

  it('runs live with only the methods that have keys when PAYMENTS_MODE=live says so', () => {
    expect(paymentPlan({ ...STRIPE, PAYMENTS_MODE: 'live' })).toEqual({
      mode: 'live',
      stripe: true,
      paypal: false,
    });
    expect(paymentPlan({ ...PAYPAL, PAYMENTS_MODE: 'LIVE' })).toEqual({
      mode: 'live',
      stripe: false,
      paypal: true,
    });
    expect(() => paymentPlan({ PAYMENTS_MODE: 'live' })).toThrow(/PAYMENTS_MODE=live needs keys/);
  });

  it('refuses half a key pair and an unknown PAYMENTS_MODE', () => {
    expect(() => paymentPlan({ STRIPE_SECRET_KEY: 'sk_live_x', ...PAYPAL })).toThrow(
      'STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is not: set both or neither.',
    );
    expect(() => paymentPlan({ PAYMENTS_MODE: 'demo' })).toThrow(
      'PAYMENTS_MODE must be test or live, not "demo".',
    );
  });
});

describe('gatewaysFromEnv', () => {
  it('gives a method without keys no adapter in a live shop, never the test gateway', () => {
    const made = vi.fn(() => new TestGateway());
    const stripeOnly = gatewaysFromEnv({ ...STRIPE, PAYMENTS_MODE: 'live' }, made);
    expect(stripeOnly).toMatchObject({ mode: 'live', paypal: null, test: null });
    expect(stripeOnly.card?.provider).toBe('stripe');
    expect(stripeOnly.publicConfig).toEqual({ stripePublishableKey: 'pk_live_x', paypalClientId: null });
    const paypalOnly = gatewaysFromEnv({ ...PAYPAL, PAYMENTS_MODE: 'live' }, made);
    expect(paypalOnly).toMatchObject({ mode: 'live', card: null, test: null });
    expect(paypalOnly.paypal?.provider).toBe('paypal');
    expect(made).not.toHaveBeenCalled();
  });

  it('runs both methods through one test gateway in test mode', () => {
    const g = gatewaysFromEnv({});
    expect(g.mode).toBe('test');
    expect(g.card).toBe(g.test);
    expect(g.paypal).toBe(g.test);
  });
});

describe('the server start (createDeps)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses Stripe keys without PayPal keys, and PayPal keys without Stripe keys', async () => {
    const config = readConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'payments-start-')) });
    for (const keys of [STRIPE, PAYPAL]) {
      vi.unstubAllEnvs();
      for (const name of [...Object.keys(STRIPE), ...Object.keys(PAYPAL), 'PAYMENTS_MODE'])
        vi.stubEnv(name, '');
      for (const [name, value] of Object.entries(keys)) vi.stubEnv(name, value);
      // Refused before the database is touched.
      await expect(createDeps(config, {} as Db)).rejects.toThrow(PaymentConfigError);
      await expect(createDeps(config, {} as Db)).rejects.toThrow(/has keys but .* has none/);
    }
  });
});
