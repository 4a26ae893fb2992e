/**
 * Signing in and out of the back office, who is signed in, and passwords. Signing in and setting a
 * password with a reset link happen signed out, outside the query cache's provider: those are plain
 * functions; changing your own password is a mutation of the signed-in shell.
 */
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/client.ts';
import { currentSession, type StaffSession, setSession } from '../session.ts';
import type { Staff } from '../types.ts';
import { api } from './client.ts';

export const TOO_MANY = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** POST /admin/login; the session is kept (session.ts), which opens the shell. */
export async function signIn(body: { email: string; password: string }): Promise<StaffSession> {
  try {
    const session = await api.post<StaffSession>('admin/login', body);
    setSession(session);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw new ApiError(429, TOO_MANY, error.body);
    throw error;
  }
}

/** Revokes this tab's token (whatever the API answers) and forgets the session. */
export async function signOut(): Promise<void> {
  await api.post('admin/logout', {}).catch(() => undefined);
  setSession(null);
}

/** GET /admin/me: the signed-in member (null for the machine token). A 401 signs the tab out. */
export const fetchMe = async () => (await api.get<{ staff: Staff | null }>('admin/me')).staff;

/**
 * Checks a stored session once (at start): the member's role or name may have changed since, or
 * the session ended (the 401 signs the tab out). Nothing happens when the API cannot be reached.
 */
export async function refreshSession(): Promise<void> {
  const stored = currentSession();
  if (!stored) return;
  const staff = await fetchMe().catch(() => null);
  if (staff && currentSession()?.token === stored.token) setSession({ token: stored.token, staff });
}

/** POST /admin/password: your own, with the current one; the API's sentence. Other sessions end. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (body: { current_password: string; new_password: string }) =>
      (await api.post<{ message: string }>('admin/password', body)).message,
  });

/** POST /admin/password-reset with the emailed link's token; the API's sentence. Signs this tab out. */
export async function resetPassword(body: { token: string; password: string }): Promise<string> {
  const { message } = await api.post<{ message: string }>('admin/password-reset', body);
  setSession(null);
  return message;
}
