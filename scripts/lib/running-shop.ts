/**
 * How the command-line tools reach the shop's data. The embedded database (PGlite) has one owner:
 * the process holding DATA_DIR's lock (src/api/db/data-dir-lock.ts). A running shop is found there
 * and used through its API; when no one holds it, the tool holds it itself while it opens the
 * database, so a shop starting meanwhile refuses; otherwise (a shop starting or stopping, another
 * tool at work) the tool refuses. PostgreSQL (DATABASE_URL) is shared: a shop answering on HOST:PORT
 * is used through its API (it rebuilds the site after a change), else the database directly.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type DataDirLock,
  describeHolder,
  holdDataDir,
  holderDetails,
  SHOP,
} from '../../src/api/db/data-dir-lock.ts';
import type { ServerConfig } from '../../src/config.ts';

/** http://HOST:PORT of a server listening on HOST (a wildcard HOST is reached on the loopback address). */
export function shopOrigin(host: string, port: number): string {
  const address = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/** 'running' when a shop's API answers at `origin`, 'stopped' when nothing listens, else 'unknown'. */
async function shopState(origin: string): Promise<'running' | 'stopped' | 'unknown'> {
  try {
    const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) });
    return res.ok ? 'running' : 'unknown';
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' ? 'stopped' : 'unknown';
  }
}

/** The way in: the running shop's API at `origin`, or the database (PGlite: with DATA_DIR's lock held). */
export type ShopAccess = { via: 'api'; origin: string } | { via: 'database'; lock: DataDirLock | null };

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

/** How `command` (e.g. 'npm run staff:create') reaches the shop's data; refuses with exit 1 when it cannot. */
export async function reachShop(config: ServerConfig, command: string): Promise<ShopAccess> {
  if (config.databaseUrl) {
    const origin = shopOrigin(config.host, config.port);
    return (await shopState(origin)) === 'running' ? { via: 'api', origin } : { via: 'database', lock: null };
  }
  const hold = await holdDataDir(config.dataDir, command).catch((error: Error) => refuse(error.message));
  if ('held' in hold) return { via: 'database', lock: hold.held };
  const holder = hold.busy;
  if (holder.holder !== SHOP)
    refuse(
      `${describeHolder(holder)} is using the database in ${config.dataDir}: try again once it has finished.`,
    );
  const details = holderDetails(holder);
  if (!holder.api)
    refuse(`The shop in ${config.dataDir} is starting ${details}: try again once it has started.`);
  const origin = new URL(holder.api).origin;
  if ((await shopState(origin)) !== 'running')
    refuse(
      `The shop in ${config.dataDir} ${details} holds its database but does not answer at ${origin}: try again in a moment.`,
    );
  return { via: 'api', origin };
}

/** The machine token of the running shop: SHOP_ADMIN_TOKEN, or the one it generated in its data folder. */
export async function machineToken(config: ServerConfig): Promise<string> {
  if (process.env.SHOP_ADMIN_TOKEN) return process.env.SHOP_ADMIN_TOKEN;
  return (await readFile(join(config.dataDir, 'admin-token'), 'utf8').catch(() => '')).trim();
}
