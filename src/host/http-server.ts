/**
 * The Node HTTP server in front of the site server, with limits for slow or greedy clients: Node's
 * defaults hold a connection 60 s for its headers and 300 s for its body, checked every 30 s, and
 * take any number of connections. The app is given the Node request and response as its
 * environment, so it sees the client's socket (its address, for the rate limits).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { guardConnections } from './connection-guard.ts';

export interface ConnectionLimits {
  /** Time for a request's headers to arrive. */
  headersTimeout: number;
  /**
   * Time for a whole request (headers and body) to arrive. The largest is a return form with a
   * 5 MiB photo: 60 s allows it at 0.7 Mbit/s; the rebuild webhook's 16 KiB body needs nothing.
   */
  requestTimeout: number;
  /**
   * How long an idle keep-alive connection is kept for the client's next request. Longer than a
   * client's own idle timeout, so the client closes first: a server closing a socket just as the
   * client reuses it makes that request fail with ECONNRESET (clients such as Node's do not retry).
   */
  keepAliveTimeout: number;
  /**
   * Open connections at most: past it a new one takes the place of an idle connection of the
   * address holding the most, or is closed at once (connection-guard.ts).
   */
  maxConnections: number;
  /** Open connections from one client address at most (an IPv6 client is its /64). */
  maxPerAddress: number;
  /** How often Node checks the two request timeouts (their precision). */
  checkInterval: number;
}

/** Limits for a shop: browsers send headers at once, and a few hundred visitors at a time is a lot. */
export const SHOP_LIMITS: ConnectionLimits = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 65_000,
  maxConnections: 512,
  maxPerAddress: 64,
  checkInterval: 1_000,
};

/**
 * The shop's limits for a server with `proxyHops` trusted proxies in front: behind them every
 * connection comes from a proxy, so no cap per address but the total.
 */
export function shopLimits(proxyHops: number): ConnectionLimits {
  return proxyHops > 0 ? { ...SHOP_LIMITS, maxPerAddress: SHOP_LIMITS.maxConnections } : SHOP_LIMITS;
}

/** Starts the HTTP server for `fetch` with the limits; resolves once it listens. */
export async function startHttpServer(
  o: {
    fetch: (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;
    port: number;
    hostname?: string;
  },
  limits: ConnectionLimits = SHOP_LIMITS,
): Promise<{ server: Server; port: number }> {
  const handlers = new Handlers();
  const server = serve({
    fetch: (request, env) => handlers.run(() => o.fetch(request, env)),
    port: o.port,
    hostname: o.hostname,
    // The checking interval can only be given when the server is created.
    serverOptions: {
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      keepAliveTimeout: limits.keepAliveTimeout,
      connectionsCheckingInterval: limits.checkInterval,
    },
  }) as Server;
  guardConnections(server, limits);
  running.set(server, handlers);
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.once('listening', () => {
      server.off('error', fail);
      ok();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}

/** The handlers still working: a client that hangs up does not stop its order being written. */
class Handlers {
  private count = 0;
  private waiting: (() => void)[] = [];

  async run(work: () => Response | Promise<Response>): Promise<Response> {
    this.count++;
    try {
      return await work();
    } finally {
      if (--this.count === 0) for (const done of this.waiting.splice(0)) done();
    }
  }

  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((done) => this.waiting.push(done));
  }
}

const running = new WeakMap<Server, Handlers>();

/**
 * Stops taking connections and resolves once the requests in flight are answered, including those
 * whose client hung up (their queries and emails done), so the database can close after it;
 * connections and handlers still busy after `graceMs` are left behind.
 */
export function closeGracefully(server: Server, graceMs = 10_000): Promise<void> {
  const closed = new Promise<void>((done) => server.close(() => done()));
  server.closeIdleConnections();
  const drained = Promise.all([closed, running.get(server)?.idle()]).then(() => {});
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((done) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      done();
    }, graceMs);
  });
  return Promise.race([drained, grace]).finally(() => clearTimeout(timer));
}
