/**
 * SPEC section 7: with a stored token, GET /profile is sent on load. A token the server no longer
 * accepts (revoked, expired) answers 401, and the API client signs the shopper out on every page.
 * Loaded by session.ts only when a token is stored, after the page is idle.
 */
import { profile } from '../lib/api/account.ts';
import { api } from './api.ts';

/** Checks the stored token; any other failure (offline, server trouble) leaves the session alone. */
export async function checkStoredToken(): Promise<void> {
  await profile(api).catch(() => {});
}
