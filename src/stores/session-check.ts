/**
 * docs/product.md#api-calls: with a stored token, GET /profile is sent on load. A token the server no longer
 * accepts (revoked, expired) answers 401, and the API client signs the shopper out on every page.
 * Loaded by session.ts only when a token is stored, after the page is idle.
 */
import { profile } from '../lib/api/account.ts';
import { api } from './api.ts';
import { $session } from './session.ts';

/**
 * Checks the stored token; any other failure (offline, server trouble) leaves the session alone.
 * A trade account the shop approved since sign-in is noted in the session (the Inc/Ex GST default).
 */
export async function checkStoredToken(): Promise<void> {
  const found = await profile(api).catch(() => null);
  const session = $session.get();
  if (found && session && session.user.trade_status !== found.trade)
    $session.set({ ...session, user: { ...session.user, trade_status: found.trade } });
}
