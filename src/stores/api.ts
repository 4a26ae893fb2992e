/** The browser's API client: same origin /api unless PUBLIC_API_BASE says otherwise, with the session's bearer token and SPEC's 429 handling. */
import { createApiClient } from '../lib/api/client.ts';
import { handleTooManyRequests } from '../lib/rate-limit-redirect.ts';
import { $session } from './session.ts';

export const api = createApiClient({
  baseUrl: import.meta.env.PUBLIC_API_BASE ?? '/api',
  token: () => $session.get()?.token ?? null,
  onTooManyRequests: () =>
    handleTooManyRequests({ storage: sessionStorage, location: window.location, now: Date.now }),
});
