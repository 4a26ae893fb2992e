/** Session calls: sign in (POST /login), sign up (POST /registered) and sign out (POST /logout). */
import { decodeSessionUser, isSessionToken, type SessionUser } from '../account/session.ts';
import type { ApiClient } from './client.ts';
import { ShopperError } from './failures.ts';

/** A session as a sign-in or registration answer starts it. */
export interface SessionStart {
  user: SessionUser;
  token: string;
  subscription?: unknown;
  message: string;
}

/** The session an answer starts; `invalid` is the error when it carries no user or token. */
function sessionOf(answer: unknown, invalid: string): SessionStart {
  const { message = '', user, token, subscription } = (answer ?? {}) as Record<string, unknown>;
  const member = decodeSessionUser(user);
  if (!member || !isSessionToken(token) || typeof message !== 'string') throw new ShopperError(invalid);
  return { message, user: member, token, ...(subscription === undefined ? {} : { subscription }) };
}

/** POST /login. */
export async function login(
  api: ApiClient,
  form: { email: string; password: string },
): Promise<SessionStart> {
  return sessionOf(await api.post('/login', form), 'Invalid login response');
}

/** POST /registered: the new member is signed in at once. */
export async function register(api: ApiClient, form: Record<string, unknown>): Promise<SessionStart> {
  return sessionOf(await api.post('/registered', form), 'Invalid registration response');
}

/** POST /logout: revokes a token; the request is made at once and finishes even while the page moves on. */
export async function logout(api: ApiClient, token: string): Promise<void> {
  await api.post('/logout', undefined, { headers: { Authorization: `Bearer ${token}` }, keepalive: true });
}
