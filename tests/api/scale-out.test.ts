/**
 * Past one machine: two API processes, each with its own data folder (as on two machines), share one
 * PostgreSQL database and one Redis. Started together on an empty database, they prepare it once;
 * the same order sent to both with one Idempotency-Key is one order, charged and mailed once; the
 * sign-in limit is counted across both; a reset code mailed by one is accepted by the other; a stale
 * card order is looked up at the provider by one instance's recovery sweep only. Runs where DATABASE_URL and REDIS_URL are set (.ci/run's services pass).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/api/http/rate-limit.ts';
import { DEMO_CUSTOMER } from '../../src/api/seed/seed.ts';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { startApiProcess } from '../helpers/cli.ts';
import { fakeServer } from '../helpers/fake-server.ts';
import { fakeStripe } from '../helpers/fake-stripe.ts';
import { cardOrder, newKey } from '../helpers/orders.ts';
import { adminQuery } from '../helpers/postgres.ts';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Instance {
  name: string;
  child: ChildProcess;
  url: string;
  dataDir: string;
}

describe.runIf(serverUrl && redisUrl)('two API instances on one PostgreSQL and one Redis', () => {
  const run = `${process.pid}_${Date.now()}`;
  const dbName = `storefront_scale_${run}`;
  const databaseUrl = Object.assign(new URL(serverUrl ?? 'postgres://x/'), {
    pathname: `/${dbName}`,
  }).toString();
  /** This run's Redis keys (REDIS_PREFIX), deleted afterwards; other runs' counts are not seen. */
  const redisPrefix = `test-scale-${run}:`;
  const instances: Instance[] = [];
  const dataDirs: string[] = [];
  let db: pg.Client;
  /** Provider lookups are held this long while set, so two sweeps would overlap if both looked. */
  let lookupDelayMs = 0;
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  let provider: Awaited<ReturnType<typeof fakeServer>>;
  // What every instance of one shop shares, by configuration rather than by a file in its data folder.
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    REDIS_PREFIX: redisPrefix,
    SHOP_ADMIN_TOKEN: randomBytes(24).toString('hex'),
    RESET_CODE_SECRET: randomBytes(32).toString('hex'),
    REBUILD_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    // No build machine in this test: nothing listens there, and the notifier only logs that.
    REBUILD_WEBHOOK_URL: 'http://127.0.0.1:9/hooks/rebuild',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_API_BASE: '',
    // Cards only: a live shop without PayPal keys has PayPal off.
    PAYMENTS_MODE: 'live',
    // The sweep runs every second; orders count as stale after its floor, the 15 s charge claim.
    ORDER_RECOVERY_AFTER_MS: '5000',
    OUTBOX_INTERVAL_MS: '500',
    SMTP_URL: '',
    RATE_LIMIT_MULTIPLIER: '1',
    TRUST_PROXY: '',
    API_PREPARE: '1',
  };

  async function start(name: string): Promise<Instance> {
    const dataDir = mkdtempSync(join(tmpdir(), `storefront-scale-${name}-`));
    dataDirs.push(dataDir);
    const { child, url } = await startApiProcess({ ...process.env, ...shared, DATA_DIR: dataDir });
    return { name, child, url, dataDir };
  }

  async function stop({ child }: Instance) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  function place(instance: Instance, body: unknown, key: string) {
    return fetch(`${instance.url}/api/place-order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
  }

  /** Pays as the payment page does: a 409 "being processed" is retried until the answer is final. */
  async function payUntilDone(instance: Instance, body: unknown, key: string) {
    for (let i = 0; i < 40; i++) {
      const res = await place(instance, body, key);
      if (res.status !== 409)
        return { status: res.status, body: (await res.json()) as { order: { invoice_number: string } } };
      await sleep(500);
    }
    throw new Error(`${instance.name}: still being processed after 20 s`);
  }

  /** Confirmation emails for an order, whichever instance sent them (no SMTP: files in each data folder). */
  const confirmationsFor = (invoice: string) =>
    instances
      .flatMap(({ dataDir }) => {
        const dir = join(dataDir, 'outbox');
        // An instance that has sent nothing has no folder yet.
        if (!existsSync(dir)) return [];
        return readdirSync(dir, { withFileTypes: true })
          .filter((f) => f.isFile())
          .map((f) => readFileSync(join(dir, f.name), 'utf8'));
      })
      .filter((mail) => mail.includes(`Subject: Your order ${invoice}`)).length;

  beforeAll(async () => {
    // A charge's reply waits a moment, so the second request surely meets the first one mid-payment.
    stripe = await fakeStripe({ afterCharge: () => sleep(300).then(() => true) });
    // Between the API and the provider: passes calls on, holding lookups (GET) while lookupDelayMs is set.
    provider = await fakeServer(async (req, res) => {
      if (req.method === 'GET' && lookupDelayMs) await sleep(lookupDelayMs);
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'idempotency-key', 'content-type', 'stripe-version']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(`${stripe.url}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' ? undefined : req.body,
      }).catch(() => null);
      if (!answer) return res.destroy();
      res.writeHead(answer.status, {
        'Content-Type': answer.headers.get('content-type') ?? 'application/json',
      });
      res.end(await answer.text());
    });
    shared.STRIPE_API_BASE = provider.url;
    await adminQuery(serverUrl!, `CREATE DATABASE ${dbName}`);
    // Both at once on the empty database: each migrates and seeds under the same lock.
    // Each kept as soon as it answers, so afterAll stops it even if the other failed to start.
    await Promise.all(['a', 'b'].map((name) => start(name).then((instance) => instances.push(instance))));
    instances.sort((x, y) => x.name.localeCompare(y.name));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map(stop));
    await db?.end();
    await stripe?.close();
    await provider?.close();
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 100 }))
      if (keys.length) await redis.del(keys);
    await redis.quit();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('prepares the empty database once when both start together', async () => {
    const { rows } = await db.query<{ migrations: number; duplicates: number; products: number }>(
      `SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
              (SELECT count(*)::int FROM (SELECT sku FROM products GROUP BY sku HAVING count(*) > 1) d) AS duplicates,
              (SELECT count(*)::int FROM products) AS products`,
    );
    const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] };
    expect(rows[0]).toMatchObject({ migrations: journal.entries.length, duplicates: 0 });
    expect(rows[0]!.products).toBeGreaterThan(0);
    for (const { url } of instances) expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('makes one order of one key sent to both instances at once: same number, one row, one charge, one email', async () => {
    const [a, b] = instances as [Instance, Instance];
    const products = (
      (await (await fetch(`${a.url}/api/catalogue/products?limit=2`)).json()) as {
        data: ApiProduct[];
      }
    ).data;
    const body = cardOrder(products);
    const keys = [newKey(), newKey(), newKey()];
    const answers = await Promise.all(
      keys.map((key) => Promise.all([payUntilDone(a, body, key), payUntilDone(b, body, key)])),
    );
    for (const [index, [fromA, fromB]] of answers.entries()) {
      expect(fromA.status).toBe(200);
      expect(fromB.status).toBe(200);
      const invoice = fromA.body.order.invoice_number;
      expect(fromB.body.order.invoice_number).toBe(invoice);
      const { rows } = await db.query<{ invoice_number: string; payment_status: string }>(
        'SELECT invoice_number, payment_status FROM orders WHERE idempotency_key = $1',
        [keys[index]],
      );
      expect(rows).toEqual([{ invoice_number: invoice, payment_status: 'completed' }]);
      const charges = [...stripe.intents.values()].filter((pi) => pi.metadata.order_ref === invoice);
      expect(charges).toHaveLength(1);
      await expect.poll(() => confirmationsFor(invoice), { timeout: 20_000 }).toBe(1);
    }
    expect(new Set(answers.map(([fromA]) => fromA.body.order.invoice_number)).size).toBe(keys.length);
    // Both outboxes keep delivering for a while: still one email each.
    await sleep(1500);
    for (const [fromA] of answers) expect(confirmationsFor(fromA.body.order.invoice_number)).toBe(1);
  }, 120_000);

  it('counts sign-in attempts across both instances: the limit is reached at the same total as on one', async () => {
    const { limit } = DEFAULT_LIMITS.login;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      // Alternately to each instance, as a load balancer spreads them; a new email each time, so
      // the per-address count is the one reached.
      const res = await fetch(`${instances[i % 2]!.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${run}-${i}@example.com`, password: 'wrong-password' }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(limit).fill(401), 429, 429]);
  }, 60_000);

  it('accepts on one instance the password reset code mailed by the other (RESET_CODE_SECRET shared)', async () => {
    const [a, b] = instances as [Instance, Instance];
    const post = (instance: Instance, path: string, body: unknown) =>
      fetch(`${instance.url}/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post(a, '/check-email', { email: DEMO_CUSTOMER.email })).status).toBe(200);
    // Instance a mails it itself (no SMTP: a file in a's data folder).
    const code = () => {
      const dir = join(a.dataDir, 'outbox');
      if (!existsSync(dir)) return null;
      for (const file of readdirSync(dir)) {
        const mail = readFileSync(join(dir, file), 'utf8');
        if (mail.includes('password reset code') && mail.includes(DEMO_CUSTOMER.email))
          return /Your code is (\d{6})/.exec(mail)?.[1] ?? null;
      }
      return null;
    };
    await expect.poll(code, { timeout: 20_000, interval: 250 }).toMatch(/^\d{6}$/);
    const res = await post(b, '/confirm-otp', { email: DEMO_CUSTOMER.email, otp: code() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'OTP Confirmed' });
  }, 40_000);

  it('has one instance’s recovery sweep look up a stale card order, not both', async () => {
    const [a] = instances as [Instance, Instance];
    const products = (
      (await (await fetch(`${a.url}/api/catalogue/products?limit=1`)).json()) as {
        data: ApiProduct[];
      }
    ).data;
    const key = newKey();
    // A 3-D Secure payment the shopper walked away from: the order stays unpaid.
    const res = await place(
      a,
      cardOrder(products, { stripePaymentMethodId: 'pm_card_authenticationRequired' }),
      key,
    );
    expect(res.status).toBe(202);
    const { payment_intent_id: intent } = (await res.json()) as { payment_intent_id: string };
    // An hour old (past the sweep's wait) and abandoned (a challenge left over an hour).
    lookupDelayMs = 2500;
    await db.query(
      `UPDATE orders SET created_at = now() - interval '2 hours', updated_at = now() - interval '1 hour'
       WHERE idempotency_key = $1`,
      [key],
    );
    const status = async () =>
      (
        await db.query<{ payment_status: string }>(
          'SELECT payment_status FROM orders WHERE idempotency_key = $1',
          [key],
        )
      ).rows[0]?.payment_status;
    await expect.poll(status, { timeout: 20_000, interval: 250 }).toBe('failed');
    // Each sweep runs every second, so while one lookup was held the other instance swept too; any
    // second lookup it made would have reached the provider by now.
    await sleep(lookupDelayMs + 1500);
    lookupDelayMs = 0;
    const lookups = stripe.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith(`/v1/payment_intents/${intent}`),
    );
    expect(lookups).toHaveLength(1);
  }, 40_000);
});
