/** The API client the build uses: CATALOGUE_API_URL, or the local site server's /api. */
import { createApiClient } from '../lib/api/client.ts';

/** Tries before a build gives up on a read that got no answer at all. */
const ATTEMPTS = 4;

/**
 * Fetch for build reads (all GETs, safe to repeat): a connection the server closed under it (a
 * kept-alive socket timed out, the server restarting, a busy server cutting a request at its time
 * limit) is tried again after a pause, so one dropped connection does not fail a 10-minute build.
 * An answer, even an error status, is returned as it is.
 */
export function retryingFetch(
  inner: typeof fetch = (input, init) => fetch(input, init),
  pauseMs = (attempt: number) => 250 * 2 ** attempt,
): typeof fetch {
  return async (input, init) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await inner(input, init);
      } catch (error) {
        if ((init?.method ?? 'GET') !== 'GET' || attempt >= ATTEMPTS) throw error;
        console.warn(`[build] ${String(input)} failed (${(error as Error).message}); trying again`);
        await new Promise((done) => setTimeout(done, pauseMs(attempt)));
      }
    }
  };
}

export function buildApi() {
  return createApiClient({
    baseUrl: process.env.CATALOGUE_API_URL ?? 'http://127.0.0.1:4321/api',
    fetch: retryingFetch(),
  });
}
