/** The shop this machine runs, as the command-line tools reach it: its address and whether it answers. */
import type { ServerConfig } from '../../src/config.ts';

/** http://HOST:PORT of the configured shop (a wildcard HOST is reached on the loopback address). */
export function shopOrigin(config: ServerConfig): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * Whether the configured shop runs: 'running' when its API answers, 'stopped' when nothing listens
 * on its address, 'unknown' when something listens but does not answer as the shop in time (a busy
 * shop, or another program). An embedded database must only be opened when the shop is 'stopped'.
 */
export async function shopState(config: ServerConfig): Promise<'running' | 'stopped' | 'unknown'> {
  try {
    const res = await fetch(`${shopOrigin(config)}/api/health`, { signal: AbortSignal.timeout(5000) });
    return res.ok ? 'running' : 'unknown';
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' ? 'stopped' : 'unknown';
  }
}
