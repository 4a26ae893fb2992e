/**
 * HTTP requests from a chosen source address, as from different clients: any address of
 * 127.0.0.0/8 can be bound on Linux's loopback.
 */
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends one request from `localAddress` on a connection of its own, closed after the answer. */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        headers: { Connection: 'close', ...init.headers },
        localAddress,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Posts `body` as JSON from `localAddress`. */
export function postFrom(localAddress: string, url: string, body: unknown): Promise<Answer> {
  return requestFrom(localAddress, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
