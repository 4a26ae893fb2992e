/** Gives a test file the API app on its own copy of the seeded database, closed after the file. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/api/app.ts';
import type { Database } from '../../src/api/db/client.ts';
import type { AppDeps } from '../../src/api/env.ts';
import { DEFAULT_LIMITS, memoryStore, type RateLimits } from '../../src/api/http/rate-limit.ts';
import { gatewaysFromEnv } from '../../src/api/payments/gateways.ts';
import type { Mailer, MailMessage } from '../../src/api/services/mailer.ts';
import { createOutbox } from '../../src/api/services/outbox.ts';
import { testDatabase } from './test-db.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  deps: AppDeps;
  /** Emails the app sent, newest last. */
  mail: MailMessage[];
}

const relaxed = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((k) => [k, { limit: 100_000, windowMs: 60_000 }]),
) as RateLimits;

/** The app's dependencies for tests: the test gateway (unless overridden) and a mailer that keeps messages. */
export function testDeps(
  database: Database,
  overrides: Partial<AppDeps> = {},
): { deps: AppDeps; mail: MailMessage[] } {
  const mail: MailMessage[] = [];
  const mailer: Mailer = overrides.mailer ?? { send: async (m) => void mail.push(m) };
  const deps: AppDeps = {
    db: database.db,
    gateways: gatewaysFromEnv({}),
    mailer,
    // Not started, and not in the background: tests see mail delivered as soon as it is written, and
    // call deliver() for retries.
    outbox: createOutbox(database.db, mailer, { log: () => {}, background: false }),
    storeName: 'Test Shop',
    resetCodeSecret: 'test-reset-code-secret',
    // Requests in tests come from no socket; the proxy tests set their own hops.
    trustProxy: 0,
    siteUrl: 'http://shop.test',
    // Generous limits, so only the rate-limit tests (which set their own) ever reach them.
    rateLimits: { store: memoryStore(), limits: relaxed },
    privateDir: mkdtempSync(join(tmpdir(), 'storefront-private-')),
    storageDir: mkdtempSync(join(tmpdir(), 'storefront-storage-')),
    rebuildUrl: 'http://127.0.0.1:9/hooks/rebuild',
    shopEmail: 'shop@shop.test',
    adminToken: 'admin-test-token',
    catalogueChanged: () => {},
    ...overrides,
  };
  return { deps, mail };
}

/** Registers beforeAll/afterAll hooks; read the returned object inside tests. */
export function setupTestApp(overrides: (database: Database) => Partial<AppDeps> = () => ({})): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    ctx.database = await testDatabase();
    const { deps, mail } = testDeps(ctx.database, overrides(ctx.database));
    ctx.deps = deps;
    ctx.mail = mail;
    ctx.app = createApp(deps);
  });
  afterAll(() => ctx.database.close());
  return ctx;
}
