/**
 * What every API handler can reach: the app's dependencies (database, payment adapters, mail,
 * limits, secrets) and the per-request context. Routes import their types from here, not app.ts.
 */
import type { Db } from './db/client.ts';
import type { RateLimitStore, RateLimits } from './http/rate-limit.ts';
import type { Actor } from './http/staff.ts';
import type { TestGateway } from './payments/test-gateway.ts';
import type { Gateways } from './payments/types.ts';
import type { AuthUser } from './services/auth.ts';
import type { FreightDeps } from './services/freight/live.ts';
import type { Mailer } from './services/mailer.ts';
import type { Outbox } from './services/outbox.ts';
import type { ReadCache } from './services/read-cache.ts';
import type { CatalogueChanged } from './services/rebuild-notifier.ts';
import type { Storage } from './storage/types.ts';

export interface AppDeps {
  db: Db;
  /** `test`: the built-in test gateway, in test mode only. */
  gateways: Gateways & { test: TestGateway | null };
  mailer: Mailer;
  /** Delivers the email rows that services write in their transactions (enqueueEmail). */
  outbox: Outbox;
  storeName: string;
  siteUrl: string;
  rateLimits: { store: RateLimitStore; limits: RateLimits };
  /** Carriers for labels and live prices (services/freight/live.ts); unset, the rate table only. */
  freight?: FreightDeps;
  /** Trusted proxy hops in front of the API (TRUST_PROXY): where the client address is in X-Forwarded-For. */
  trustProxy: number;
  /** HMAC key for stored password-reset codes, kept outside the database (RESET_CODE_SECRET). */
  resetCodeSecret: string;
  /** Uploaded files, outside the web root. */
  privateDir: string;
  /** Public files served at /storage (product, brand, blog and banner images). */
  storageDir: string;
  /**
   * Where catalogue images and return attachments are kept (storage/from-env.ts): the folders above,
   * or an S3-compatible bucket. Unset means the folders (storage/of-deps.ts).
   */
  storage?: Storage;
  privateStorage?: Storage;
  /** The site server's rebuild webhook (its /status and /log beside it): the back office's build state. */
  rebuildUrl: string;
  /** The shop's inbox for contact and return requests. */
  shopEmail: string;
  /**
   * Bearer token for the shop's machine calls (scripts, `npm run staff:create` beside a running shop);
   * null disables them. People use staff accounts.
   */
  adminToken: string | null;
  /** Called after catalogue data changed through the API: asks the site server to rebuild. */
  catalogueChanged: CatalogueChanged;
  /**
   * GET /products/{sku}'s and GET /search-product's answers (services/read-cache.ts), cleared by
   * catalogueChanged. Unset: every call reads the database.
   */
  productCache?: ReadCache;
  /** Origins besides siteUrl's that may call the API from a browser (CORS_ORIGINS). */
  corsOrigins?: string[];
}

export type AppEnv = {
  Variables: {
    db: Db;
    deps: AppDeps;
    user: AuthUser | null;
    token: string | null;
    /** Who is calling /api/admin (http/staff.ts); null elsewhere. */
    actor: Actor | null;
  };
};
