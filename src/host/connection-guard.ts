/**
 * Open connections per client address (its key: an IPv6 client is its /64): each address holds
 * `maxPerAddress` at most, and with `maxConnections` open, room for a newcomer is made by closing an
 * idle connection (no request in flight) of the address holding the most, while it holds more than
 * the newcomer's would; otherwise the newcomer is closed at once. So one client keeping idle
 * keep-alive sockets cannot take every connection from the others.
 * An address at its own cap makes room the same way among its own connections: its oldest one that
 * has been answered and is idle is closed (a browser opens a new one when it reuses a closed
 * keep-alive socket); only when none is idle is the newcomer closed. A browser whose tabs keep idle
 * sockets open is never locked out of the shop by its own leftovers.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from '../lib/account/address-key.ts';

export function guardConnections(server: Server, limits: { maxConnections: number; maxPerAddress: number }) {
  const byAddress = new Map<string, Set<Socket>>();
  const inFlight = new WeakMap<Socket, number>();
  /** Connections that have answered a request: idle ones can be closed without cutting one short. */
  const answered = new WeakSet<Socket>();
  let total = 0;

  const forget = (key: string, own: Set<Socket>, socket: Socket) => {
    if (!own.delete(socket)) return;
    total--;
    if (own.size === 0 && byAddress.get(key) === own) byAddress.delete(key);
  };

  /** Closes an idle connection of the busiest address holding more than `than` + 1; false if none. */
  const shed = (than: number) => {
    const busiest = [...byAddress]
      .filter(([, own]) => own.size > than + 1)
      .sort((a, b) => b[1].size - a[1].size);
    for (const [key, own] of busiest) {
      for (const socket of own) {
        if (inFlight.get(socket)) continue;
        forget(key, own, socket);
        socket.destroy();
        return true;
      }
    }
    return false;
  };

  server.on('request', (request, response) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1);
      answered.add(socket);
    });
  });

  /** Closes the address's oldest connection that was answered and is idle; false if none. */
  const shedOwn = (key: string, own: Set<Socket>) => {
    for (const socket of own) {
      if (!answered.has(socket) || inFlight.get(socket)) continue;
      forget(key, own, socket);
      socket.destroy();
      return true;
    }
    return false;
  };

  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress ?? '');
    const own = byAddress.get(key) ?? new Set<Socket>();
    const refused =
      (own.size >= limits.maxPerAddress && !shedOwn(key, own)) ||
      (total >= limits.maxConnections && !shed(own.size));
    if (refused) {
      socket.destroy();
      return;
    }
    own.add(socket);
    byAddress.set(key, own);
    total++;
    socket.once('close', () => forget(key, own, socket));
  });
}
