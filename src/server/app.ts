/**
 * The API ("admin host"): every call of SPEC section 7 under /api, plus the bulk catalogue export.
 * Apart from the Node entry so tests call app.request() without a server.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { MAX_ATTACHMENT_BYTES } from '../lib/forms.ts';
import type { Db } from './db/client.ts';
import { requireAdmin } from './http/admin-token.ts';
import { limitBodies } from './http/body-limit.ts';
import { onError } from './http/errors.ts';
import type { RateLimitStore, RateLimits } from './http/rate-limit.ts';
import { guardText } from './http/text-guard.ts';
import type { TestGateway } from './payments/test-gateway.ts';
import type { Gateways } from './payments/types.ts';
import { addressRoutes } from './routes/addresses.ts';
import { adminCatalogueRoutes } from './routes/admin-catalogue.ts';
import { authRoutes } from './routes/auth.ts';
import { blogRoutes } from './routes/blogs.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { contentRoutes } from './routes/content.ts';
import { customerServiceRoutes } from './routes/customer-service.ts';
import { exportRoutes } from './routes/export.ts';
import { memberOrderRoutes } from './routes/member-orders.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes, testGatewayRoutes } from './routes/payments.ts';
import { profileRoutes } from './routes/profile.ts';
import { shopRoutes } from './routes/shop.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import type { AuthUser } from './services/auth.ts';
import type { Mailer } from './services/mailer.ts';
import type { Outbox } from './services/outbox.ts';
import type { CatalogueChanged } from './services/rebuild-notifier.ts';

export interface AppDeps {
  db: Db;
  gateways: Gateways & { test: TestGateway };
  mailer: Mailer;
  /** Delivers the email rows that services write in their transactions (enqueueEmail). */
  outbox: Outbox;
  storeName: string;
  siteUrl: string;
  rateLimits: { store: RateLimitStore; limits: RateLimits };
  /** Trusted proxy hops in front of the API (TRUST_PROXY): where the client address is in X-Forwarded-For. */
  trustProxy: number;
  /** HMAC key for stored password-reset codes, kept outside the database (RESET_CODE_SECRET). */
  resetCodeSecret: string;
  /** Uploaded files, outside the web root. */
  privateDir: string;
  /** The shop's inbox for contact and return requests. */
  shopEmail: string;
  /** Bearer token for the shop's own calls (return attachments, catalogue edits); null disables them. */
  adminToken: string | null;
  /** Called after catalogue data changed through the API: asks the site server to rebuild. */
  catalogueChanged: CatalogueChanged;
  /** Origins besides siteUrl's that may call the API from a browser (CORS_ORIGINS). */
  corsOrigins?: string[];
}

export type AppEnv = { Variables: { db: Db; deps: AppDeps; user: AuthUser | null; token: string | null } };

/** Builds the API app around its dependencies; mounted at /api by the site server. */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  // Browsers may call the API only from the storefront's own origin (and any listed in CORS_ORIGINS).
  const origins = new Set([new URL(deps.siteUrl).origin, ...(deps.corsOrigins ?? [])]);
  api.use(
    cors({
      origin: (origin) => (origins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );
  // JSON answers are never pages: no framing, no sniffing, nothing loaded on their behalf.
  api.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      referrerPolicy: 'no-referrer',
      crossOriginResourcePolicy: 'same-site',
      strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    }),
  );
  // Every body is size-checked before anything reads it. The return form carries a 5 MiB file: its
  // limit sits a little above the route's own, so that route's message about the file is the one seen.
  api.use(limitBodies({ '/order-return': MAX_ATTACHMENT_BYTES + 128 * 1024 }));
  api.use(guardText);
  api.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('deps', deps);
    c.set('user', null);
    c.set('token', null);
    await next();
  });
  // All of /admin is the shop's own: catalogue edits and return attachments alike.
  api.use('/admin/*', requireAdmin);
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.route('/', catalogueRoutes);
  api.route('/', shopRoutes);
  api.route('/', contentRoutes);
  api.route('/', authRoutes);
  api.route('/', profileRoutes);
  api.route('/', addressRoutes);
  api.route('/', memberOrderRoutes);
  api.route('/', orderRoutes);
  api.route('/', customerServiceRoutes);
  api.route('/', paymentRoutes);
  if (deps.gateways.card === deps.gateways.test || deps.gateways.paypal === deps.gateways.test) {
    api.route('/test-gateway', testGatewayRoutes);
  }
  api.route('/', blogRoutes);
  api.route('/', sitemapRoutes);
  api.route('/catalogue', exportRoutes);
  api.route('/admin', adminCatalogueRoutes);
  // A catch-all route (not notFound) so the answer is the same when this app is mounted under /api.
  api.all('*', (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  api.onError(onError);
  return api;
}

/** The API mounted at /api, as a caller sees it. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.route('/api', createApi(deps));
  app.onError(onError);
  return app;
}
