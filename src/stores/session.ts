/**
 * $session: the signed-in session, kept per tab in sessionStorage (SPEC section 4). It ends on sign
 * out, after 30 minutes without a click or key press, or when the stored one is older than that at
 * load. The API client sends its token on every call.
 */
import { atom } from 'nanostores';
import { readSession, SESSION_IDLE_MS, type Session } from '../lib/session.ts';

export const SESSION_STORAGE_KEY = 'storefront:session';

function initial(): Session | null {
  if (typeof sessionStorage === 'undefined') return null;
  const session = readSession(sessionStorage.getItem(SESSION_STORAGE_KEY), Date.now());
  if (!session) sessionStorage.removeItem(SESSION_STORAGE_KEY);
  return session;
}

export const $session = atom<Session | null>(initial());

$session.listen((session) => {
  if (session) sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(SESSION_STORAGE_KEY);
});

/** Starts a session from a login or registration answer; a missing token is an error. */
export function signIn(
  answer: { user?: unknown; token?: unknown; subscription?: unknown },
  invalid: string,
): void {
  if (typeof answer.token !== 'string' || !answer.token || !answer.user) throw new Error(invalid);
  $session.set({
    user: answer.user as Session['user'],
    token: answer.token,
    subscription: answer.subscription,
    timestamp: Date.now(),
  });
}

/** Ends the session in this tab. */
export function signOut(): void {
  $session.set(null);
}

/** Renews the session on clicks and key presses and ends it after 30 idle minutes (call once per page). */
export function watchActivity(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const session = $session.get();
    if (!session) return;
    timer = setTimeout(signOut, Math.max(0, session.timestamp + SESSION_IDLE_MS - Date.now()));
  };
  const renew = () => {
    const session = $session.get();
    if (!session) return;
    // At most one storage write a second, however fast the shopper types.
    if (Date.now() - session.timestamp > 1000) $session.set({ ...session, timestamp: Date.now() });
  };
  document.addEventListener('click', renew, { capture: true, passive: true });
  document.addEventListener('keydown', renew, { capture: true, passive: true });
  $session.subscribe(arm);
}
