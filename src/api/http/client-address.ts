/**
 * Who a client is, for limits: the socket's own address (docs/design.md#accounts-and-security), or the entry a trusted
 * proxy appended to X-Forwarded-For, as its key (lib/address-key.ts: an IPv6 client is its /64).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressKey } from '../../lib/account/address-key.ts';
import type { AppEnv } from '../env.ts';

/**
 * The client's address key: with `hops` trusted proxies, the entry that many from the right of
 * X-Forwarded-For, as each proxy appends the address it was called from; entries further left are
 * whatever the client sent. The socket's address when there are no trusted hops or too few entries;
 * 'local' for a request that came through no socket (app.request() in tests).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const hops = c.var.deps.trustProxy ?? 0;
  if (hops > 0) {
    const entries = (c.req.header('X-Forwarded-For') ?? '').split(',').map((entry) => entry.trim());
    const client = entries.length >= hops ? entries[entries.length - hops] : undefined;
    if (client) return addressKey(client);
  }
  try {
    return addressKey(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'local';
  }
}
