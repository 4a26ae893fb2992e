/**
 * kill -9 in the middle of checkout: the API process dies at the moment the card provider receives
 * the charge (before or after recording it). After a restart, a retry with the same Idempotency-Key
 * or the recovery sweep settles every order: each paid exactly once, each with exactly one email.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { type ApiProcess, startApiProcess } from '../helpers/cli.ts';
import { fakeStripe } from '../helpers/fake-stripe.ts';
import { cardOrder, newKey } from '../helpers/orders.ts';
import { adminQuery } from '../helpers/postgres.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-crash-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
/** What the fake provider should do to the API when the next charge arrives. */
let killAt: 'before-charge' | 'after-charge' | null = null;
let api: ApiProcess | null = null;

const kill = (when: typeof killAt) => {
  if (killAt !== when || !api) return true;
  killAt = null;
  api.child.kill('SIGKILL');
  return false;
};
const stripe = await fakeStripe({
  beforeCharge: () => kill('before-charge'),
  afterCharge: () => kill('after-charge'),
});

async function startApi() {
  api = await startApiProcess({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_API_BASE: stripe.url,
    // Cards only: a live shop without PayPal keys has PayPal off.
    PAYMENTS_MODE: 'live',
    // Later than the retries below (which wait out the 15 s claim), so the sweep only meets the abandoned order.
    ORDER_RECOVERY_AFTER_MS: '30000',
    OUTBOX_INTERVAL_MS: '500',
    SMTP_URL: '',
    // Retries poll; with REDIS_URL the counts are shared with every other run on this machine.
    RATE_LIMIT_MULTIPLIER: '1000',
  });
}

async function stopApi() {
  if (!api) return;
  const { child } = api;
  api = null;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function products() {
  const res = await fetch(`${api!.url}/api/catalogue/products?limit=2`);
  return ((await res.json()) as { data: ApiProduct[] }).data;
}

function place(body: unknown, key: string) {
  return fetch(`${api!.url}/api/place-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
}

/** Places an order while the provider kills the API; the shopper sees the connection drop. */
async function placeAndCrash(body: unknown, key: string, when: NonNullable<typeof killAt>) {
  killAt = when;
  const exited = new Promise((resolve) => api!.child.once('exit', resolve));
  await expect(place(body, key)).rejects.toThrow();
  await exited;
  api = null;
  await startApi();
}

/** Retries as the payment page does until a definitive answer (a 409 asks it to wait). */
async function retryUntilDone(body: unknown, key: string) {
  for (let i = 0; i < 60; i++) {
    const res = await place(body, key);
    if (res.status !== 409)
      return { status: res.status, body: (await res.json()) as { order: { invoice_number: string } } };
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('still being processed after 60 s');
}

async function paymentStatus(invoice: string) {
  const res = await fetch(`${api!.url}/api/guest/track-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: invoice }),
  });
  return res.status === 200
    ? ((await res.json()) as { data: { payment_status: string } }).data.payment_status
    : null;
}

const emailsFor = (invoice: string) =>
  readdirSync(join(dataDir, 'outbox')).filter((f) =>
    readFileSync(join(dataDir, 'outbox', f), 'utf8').includes(`Subject: Your order ${invoice}`),
  ).length;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `storefront_crash_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    dropDatabase = () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    // The seeded test database, unpacked into a data folder the API process opens.
    const dump = await readFile(inject('pgliteDump'));
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: new Blob([dump]) });
    await db.close();
  }
  await startApi();
}, 60_000);

afterAll(async () => {
  await stopApi();
  await stripe.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the API killed mid-checkout', () => {
  it('recovers every order: paid once, one email each, by a retry or by the sweep', async () => {
    const body = cardOrder(await products());
    const chargedThenKilled = newKey();
    const killedBeforeCharge = newKey();
    const abandoned = newKey();
    await placeAndCrash(body, chargedThenKilled, 'after-charge');
    await placeAndCrash(body, killedBeforeCharge, 'before-charge');
    await placeAndCrash(body, abandoned, 'after-charge');
    expect(stripe.state.created).toBe(2);

    // The shopper presses Pay again with the same key: the order is finished, not charged again.
    const [first, second] = await Promise.all([
      retryUntilDone(body, chargedThenKilled),
      retryUntilDone(body, killedBeforeCharge),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(stripe.state.created).toBe(3);

    // Nobody came back for the third: the sweep asks Stripe and completes it.
    const abandonedInvoice = [...stripe.intents.values()].map((pi) => pi.metadata.order_ref)[1]!;
    await expect
      .poll(() => paymentStatus(abandonedInvoice), { timeout: 60_000, interval: 500 })
      .toBe('completed');

    const invoices = [first.body.order.invoice_number, second.body.order.invoice_number, abandonedInvoice];
    expect(new Set(invoices).size).toBe(3);
    for (const invoice of invoices) {
      expect(await paymentStatus(invoice)).toBe('completed');
      await expect.poll(() => emailsFor(invoice), { timeout: 10_000 }).toBe(1);
    }
    // Every charge at the provider belongs to exactly one of these orders.
    expect([...stripe.intents.values()].map((pi) => pi.metadata.order_ref).sort()).toEqual(
      [...invoices].sort(),
    );
  }, 120_000);
});
