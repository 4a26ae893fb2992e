/**
 * The browser's API client: same origin /api unless PUBLIC_API_BASE says otherwise, with the session's
 * bearer token, the product spec's 429 handling, and sign-out when the server no longer accepts the token.
 */
import { type ApiClientOptions, createApiClient } from '../lib/api/client.ts';
import { handleTooManyRequests } from '../lib/site/rate-limit-redirect.ts';
import { $session, signOut } from './session.ts';

/** The client's settings, also for the calls that fetch files (lib/api/invoices.ts). */
export const apiOptions: ApiClientOptions = {
  baseUrl: import.meta.env.PUBLIC_API_BASE ?? '/api',
  token: () => $session.get()?.token ?? null,
  onTooManyRequests: () =>
    handleTooManyRequests({ storage: sessionStorage, location: window.location, now: Date.now }),
  onUnauthorized: signOut,
};

export const api = createApiClient(apiOptions);
