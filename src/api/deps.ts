/** The API's dependencies from configuration: database, payment adapters, mailer, rate limits, store identity. */

import { join } from 'node:path';
import { createClient } from 'redis';
import type { ServerConfig } from '../config.ts';
import type { Db } from './db/client.ts';
import type { AppDeps } from './env.ts';
import {
  DEFAULT_LIMITS,
  memoryStore,
  proxyHops,
  type RateLimitStore,
  type RateLimits,
  redisStore,
} from './http/rate-limit.ts';
import { gatewaysFromEnv } from './payments/gateways.ts';
import { TestGateway } from './payments/test-gateway.ts';
import { freightFromEnv } from './services/freight/live.ts';
import { createMailer } from './services/mailer.ts';
import { startOrderRecovery } from './services/order-payment.ts';
import { createOutbox } from './services/outbox.ts';
import { resetCodeSecret } from './services/password-reset.ts';
import { PRODUCTION_COST, passwordHashCost } from './services/passwords.ts';
import { startEventPruning } from './services/payment-events.ts';
import { readCacheFromEnv } from './services/read-cache.ts';
import { clearingFirst, createRebuildNotifier, webhookSecret } from './services/rebuild-notifier.ts';
import { storedSecret } from './services/secrets.ts';
import { storagesFromEnv } from './storage/from-env.ts';

/**
 * Rate-limit counts in Redis when REDIS_URL is set (shared by API instances), else in this process.
 * Keys start with REDIS_PREFIX when set (several shops, or test runs, on one Redis).
 */
export async function rateLimitStore(
  redisUrl: string | undefined,
  prefix = process.env.REDIS_PREFIX ?? '',
): Promise<{ store: RateLimitStore; close: () => Promise<void> }> {
  if (!redisUrl) return { store: memoryStore(), close: async () => {} };
  const client = createClient({ url: redisUrl });
  client.on('error', (error: Error) => console.error('[redis]', error.message));
  await client.connect();
  // node-redis's transaction type is richer than the store needs; it has these commands.
  return {
    store: redisStore(client as unknown as Parameters<typeof redisStore>[0], prefix),
    close: async () => void (await client.quit()),
  };
}

/** The default limits times a factor (RATE_LIMIT_MULTIPLIER), e.g. for a test run that signs up many users. */
function scaledLimits(factor: number): RateLimits {
  const f = Number.isFinite(factor) && factor > 0 ? factor : 1;
  return Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([k, l]) => [k, { ...l, limit: Math.ceil(l.limit * f) }]),
  ) as RateLimits;
}

export async function createDeps(
  config: ServerConfig,
  db: Db,
): Promise<AppDeps & { close: () => Promise<void> }> {
  // First: a payments configuration that mixes live and test, a bucket named without its other S3
  // settings, or a test-only password hash cost outside test data stops the start before anything connects.
  const hashCost = passwordHashCost();
  if (hashCost < PRODUCTION_COST && process.env.NODE_ENV !== 'test')
    console.log(
      `[api] New password hashes at the test cost N=${hashCost} (PASSWORD_HASH_COST, test data only).`,
    );
  const gateways = gatewaysFromEnv(
    process.env,
    () =>
      new TestGateway(
        join(config.dataDir, 'test-gateway.json'),
        process.env.STRIPE_WEBHOOK_SECRET || undefined,
      ),
  );
  const storages = storagesFromEnv(process.env, config.dataDir);
  // Australia Post and StarTrack when their credentials are set (half a set stops the start).
  const freight = freightFromEnv(process.env);
  const limits = await rateLimitStore(process.env.REDIS_URL || undefined);
  const productCache = await readCacheFromEnv(process.env);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: config.mailFrom,
  });
  // Retries what failed or was cut off by a crash; new messages are also sent as soon as they are written.
  const outbox = createOutbox(db, mailer, { intervalMs: Number(process.env.OUTBOX_INTERVAL_MS ?? 30_000) });
  outbox.start();
  const rebuildUrl = process.env.REBUILD_WEBHOOK_URL || `http://127.0.0.1:${config.port}/hooks/rebuild`;
  const deps = {
    db,
    gateways,
    mailer,
    outbox,
    storeName: config.storeName,
    siteUrl: config.siteUrl,
    rateLimits: { store: limits.store, limits: scaledLimits(Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1)) },
    trustProxy: proxyHops(process.env.TRUST_PROXY),
    resetCodeSecret: await resetCodeSecret(join(config.dataDir, 'reset-code-secret')),
    privateDir: join(config.dataDir, 'private'),
    storageDir: join(config.dataDir, 'storage'),
    // Folders under DATA_DIR, or an S3 bucket when S3_BUCKET is set.
    ...storages,
    rebuildUrl,
    shopEmail: process.env.SHOP_EMAIL ?? 'shop@example.com',
    // For machine calls (`npm run staff:create` beside a running shop, the build log): generated once
    // into DATA_DIR/admin-token when SHOP_ADMIN_TOKEN is not set, so it exists without configuration.
    adminToken: await storedSecret(join(config.dataDir, 'admin-token'), process.env.SHOP_ADMIN_TOKEN),
    corsOrigins: (process.env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    productCache,
    freight,
    // A change clears the product cache (here and, through Redis, on every instance) before the rebuild.
    catalogueChanged: clearingFirst(
      productCache,
      createRebuildNotifier(rebuildUrl, await webhookSecret(join(config.dataDir, 'webhook-secret'))),
    ),
  };
  // Card attempts whose request died (crash, lost client) are settled by asking the provider.
  const recoverAfterMs = Number(process.env.ORDER_RECOVERY_AFTER_MS ?? 5 * 60_000);
  const stopRecovery = startOrderRecovery(
    deps,
    recoverAfterMs,
    Math.min(60_000, Math.max(1000, recoverAfterMs / 5)),
  );
  // Webhook event ids are kept long enough to refuse a replay, then forgotten.
  const stopPruning = startEventPruning(db);
  return {
    ...deps,
    close: async () => {
      stopRecovery();
      stopPruning();
      await outbox.stop();
      await limits.close();
      await productCache.close();
    },
  };
}
