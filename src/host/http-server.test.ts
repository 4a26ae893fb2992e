/**
 * The HTTP server closes connections that send their request too slowly, and takes only so many,
 * in all and from one client address.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ConnectionLimits,
  closeGracefully,
  SHOP_LIMITS,
  shopLimits,
  startHttpServer,
} from './http-server.ts';

// Short limits, so each case takes well under a second.
const limits: ConnectionLimits = {
  headersTimeout: 300,
  requestTimeout: 600,
  keepAliveTimeout: 200,
  maxConnections: 2,
  maxPerAddress: 2,
  checkInterval: 50,
};

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function start(
  chosen: ConnectionLimits = limits,
  fetch = async (req: Request) => new Response(`got ${(await req.text()).length} bytes`),
) {
  const { server, port } = await startHttpServer({ fetch, port: 0, hostname: '127.0.0.1' }, chosen);
  const sockets = new Set<Socket>();
  close = () =>
    new Promise((ok) => {
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
      server.close(() => ok());
    });
  /** A connection from `from` (any loopback address), once connected. */
  const open = (from = '127.0.0.1') =>
    new Promise<Socket>((ok) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => ok(socket));
      socket.on('error', () => {});
      sockets.add(socket);
    });
  /** One request on a connection of its own from `from`: the status line, or the error. */
  const get = async (from: string) => {
    const socket = await open(from);
    const closed = untilClosed(socket);
    socket.write('GET / HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n');
    const { received } = await closed;
    return received.split('\r\n')[0] || 'closed without an answer';
  };
  return { open, get, port };
}

/** Sends one keep-alive request on `socket` and resolves once its answer has arrived (left open). */
function keepAlive(socket: Socket) {
  return new Promise<string>((ok) => {
    let received = '';
    const onData = (d: Buffer) => {
      received += d;
      if (/\r\n\r\n[\s\S]*bytes$/.test(received)) {
        socket.off('data', onData);
        ok(received.split('\r\n')[0]!);
      }
    };
    socket.on('data', onData);
    socket.write('GET / HTTP/1.1\r\nHost: shop.test\r\n\r\n');
  });
}

/** Writes `text` a few bytes at a time every `gapMs` until it is sent or the socket closes. */
function trickle(socket: Socket, text: string, gapMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text.slice(i, i + 4));
    i += 4;
  }, gapMs);
  socket.on('close', () => clearInterval(timer));
}

/** Resolves with what the server sent and after how many ms it closed the connection. */
function untilClosed(socket: Socket) {
  const started = performance.now();
  let received = '';
  socket.on('data', (d) => (received += d));
  socket.on('error', () => {});
  return new Promise<{ ms: number; received: string }>((ok) =>
    socket.on('close', () => ok({ ms: performance.now() - started, received })),
  );
}

describe('the site HTTP server', () => {
  it('closes a connection whose headers arrive too slowly, with 408', async () => {
    const { open } = await start();
    const socket = await open();
    const closed = untilClosed(socket);
    trickle(socket, `GET / HTTP/1.1\r\nHost: shop.test\r\nX-Slow: ${'a'.repeat(400)}\r\n\r\n`, 40);
    const { ms, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(limits.headersTimeout + 4 * limits.checkInterval + 300);
  });

  it('closes a connection whose body arrives too slowly, with 408', async () => {
    const { open } = await start();
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write('POST /hooks/rebuild HTTP/1.1\r\nHost: shop.test\r\nContent-Length: 4000\r\n\r\n');
    trickle(socket, 'x'.repeat(4000), 40);
    const { ms, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(limits.requestTimeout + 4 * limits.checkInterval + 300);
  });

  it('answers a request that arrives steadily within the limits', async () => {
    const { open } = await start();
    const socket = await open();
    let received = '';
    socket.on('data', (d) => (received += d));
    socket.write('POST / HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\nContent-Length: 40\r\n\r\n');
    trickle(socket, 'y'.repeat(40), 20);
    await new Promise((ok) => socket.on('close', ok));
    expect(received).toMatch(/^HTTP\/1\.1 200[\s\S]*got 40 bytes$/);
  });

  it('closes connections beyond the cap at once', async () => {
    const { open } = await start();
    await open();
    await open();
    const third = await open();
    const { ms, received } = await untilClosed(third);
    expect(received).toBe('');
    expect(ms).toBeLessThan(200);
  });

  it("closes an address's connections beyond its own cap, while other addresses are served", async () => {
    const { open, get } = await start({ ...limits, maxConnections: 20, maxPerAddress: 3 });
    // Five connections that send nothing: none was answered, so none may make room for another.
    const greedy = await Promise.all(Array.from({ length: 5 }, () => open('127.0.0.2')));
    await new Promise((ok) => setTimeout(ok, 200));
    expect(greedy.filter((s) => s.destroyed || s.readyState !== 'open').length).toBe(2);
    expect(await get('127.0.0.3')).toBe('HTTP/1.1 200 OK');
  });

  it("at an address's own cap, closes its oldest answered idle connection for a newcomer from it", async () => {
    const { open, get } = await start({ ...limits, maxConnections: 20, maxPerAddress: 3 });
    // A browser's leftovers: three keep-alive connections, each answered once and now idle.
    const leftovers = [await open('127.0.0.2'), await open('127.0.0.2'), await open('127.0.0.2')];
    for (const socket of leftovers) expect(await keepAlive(socket)).toBe('HTTP/1.1 200 OK');
    expect(await get('127.0.0.2')).toBe('HTTP/1.1 200 OK');
    await new Promise((ok) => setTimeout(ok, 50));
    expect(leftovers.map((s) => s.destroyed)).toEqual([true, false, false]);
  });

  it("at an address's own cap with none of its connections answered yet, closes the newcomer", async () => {
    const { open, get } = await start({ ...limits, maxConnections: 20, maxPerAddress: 3 });
    const waiting = [await open('127.0.0.2'), await open('127.0.0.2'), await open('127.0.0.2')];
    expect(await get('127.0.0.2')).toBe('closed without an answer');
    expect(waiting.some((s) => s.destroyed)).toBe(false);
  });

  it('when full, closes an idle keep-alive connection of the address holding the most, so another client is served', async () => {
    let release = () => {};
    const { open, get } = await start({ ...limits, maxConnections: 4, maxPerAddress: 3 }, async (req) => {
      if (new URL(req.url).pathname === '/slow') await new Promise<void>((ok) => (release = ok));
      return new Response('got 0 bytes');
    });
    // One client holds three connections: one with a request in flight, two idle after their answer.
    const busy = await open('127.0.0.2');
    let busyAnswer = '';
    busy.on('data', (d) => (busyAnswer += d));
    busy.write('GET /slow HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    const idle = [await open('127.0.0.2'), await open('127.0.0.2')];
    for (const socket of idle) expect(await keepAlive(socket)).toBe('HTTP/1.1 200 OK');
    // Another holds the fourth, the last there is.
    const other = await open('127.0.0.4');
    expect(await keepAlive(other)).toBe('HTTP/1.1 200 OK');

    expect(await get('127.0.0.3')).toBe('HTTP/1.1 200 OK');
    expect(idle.filter((s) => s.destroyed).length).toBe(1);
    expect(other.destroyed).toBe(false);
    // The request in flight is not cut.
    release();
    await new Promise((ok) => setTimeout(ok, 100));
    expect(busyAnswer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('when full and the newcomer holds as many as anyone, closes the newcomer', async () => {
    const { open, get } = await start({ ...limits, maxConnections: 4, maxPerAddress: 3 });
    for (const from of ['127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.3']) await open(from);
    await new Promise((ok) => setTimeout(ok, 50));
    expect(await get('127.0.0.2')).toBe('closed without an answer');
  });

  it('has limits suited to a shop: headers in 10 s, a 5 MiB return photo at 0.7 Mbit/s', () => {
    expect(SHOP_LIMITS.headersTimeout).toBe(10_000);
    expect((5 * 2 ** 20 * 8) / SHOP_LIMITS.requestTimeout / 1000).toBeLessThan(0.75); // Mbit/s
    expect(SHOP_LIMITS.maxConnections).toBe(512);
    expect(SHOP_LIMITS.maxPerAddress).toBe(64);
    // Behind proxies every connection comes from one: only the total is capped.
    expect(shopLimits(1).maxPerAddress).toBe(512);
    expect(shopLimits(0)).toEqual(SHOP_LIMITS);
  });

  it('on shutdown answers the requests in flight before it resolves, and takes no new ones', async () => {
    let release = () => {};
    const { server, port } = await startHttpServer(
      {
        fetch: () => new Promise<Response>((ok) => (release = () => ok(new Response('placed')))),
        port: 0,
        hostname: '127.0.0.1',
      },
      limits,
    );
    const inFlight = fetch(`http://127.0.0.1:${port}/api/place-order`).then(async (r) => [
      r.status,
      await r.text(),
    ]);
    await new Promise((ok) => setTimeout(ok, 100));
    let closed = false;
    const closing = closeGracefully(server, 5_000).then(() => (closed = true));
    await new Promise((ok) => setTimeout(ok, 100));
    expect(closed).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual([200, 'placed']);
    await closing;
    expect(closed).toBe(true);
  });

  it('waits for a request whose client hung up: its work still finishes before the database closes', async () => {
    let release = () => {};
    let finished = false;
    const { server, port } = await startHttpServer(
      {
        fetch: () =>
          new Promise<Response>((ok) => {
            release = () => {
              finished = true;
              ok(new Response('placed'));
            };
          }),
        port: 0,
        hostname: '127.0.0.1',
      },
      limits,
    );
    const aborted = new AbortController();
    const gone = fetch(`http://127.0.0.1:${port}/api/place-order`, { signal: aborted.signal }).catch(
      () => 'hung up',
    );
    await new Promise((ok) => setTimeout(ok, 100));
    aborted.abort();
    expect(await gone).toBe('hung up');
    let closed = false;
    const closing = closeGracefully(server, 5_000).then(() => (closed = true));
    await new Promise((ok) => setTimeout(ok, 200));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(finished).toBe(true);
  });

  it('cuts a connection still busy after the grace period', async () => {
    const { server, port } = await startHttpServer(
      { fetch: () => new Promise<Response>(() => {}), port: 0, hostname: '127.0.0.1' },
      limits,
    );
    const stuck = fetch(`http://127.0.0.1:${port}/`).catch(() => 'cut');
    await new Promise((ok) => setTimeout(ok, 100));
    const started = performance.now();
    await closeGracefully(server, 200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBe('cut');
  });
});
