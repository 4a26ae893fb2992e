/** Server configuration from the environment (documented in the README). */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Public address printed and used for canonical links. */
  siteUrl: string;
  distDir: string;
  storeName: string;
  smtpUrl: string | undefined;
  mailFrom: string;
}

/**
 * The shop's public address: SITE_URL, else this server on PORT. The one reading of it: the server,
 * astro.config.mjs and the pages (src/data/site.ts) all call this, and builds get it as SITE_URL.
 */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || `http://localhost:${Number(env.PORT ?? 4321)}`).replace(/\/+$/, '');
}

/** The server's settings from the environment. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4321);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrl: siteUrlFromEnv(env),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    storeName: env.STORE_NAME ?? 'Southern Cross Auto Parts',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Southern Cross Auto Parts <orders@example.com>',
  };
}
