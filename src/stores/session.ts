/**
 * $session: the signed-in session, kept per tab in sessionStorage (docs/product.md#session). It ends on sign
 * out, after 30 minutes without a click or key press, or when the stored one is older than that at
 * load. The API client sends its token on every call.
 */
import { atom } from 'nanostores';
import { readSession, SESSION_IDLE_MS, type Session } from '../lib/account/session.ts';
import type { SessionStart } from '../lib/api/session.ts';
import { clearCheckoutForm } from '../lib/checkout/checkout-form-key.ts';

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
  else {
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
    // The member's checkout form (their address) is not left for whoever uses the tab next.
    clearCheckoutForm(sessionStorage);
  }
});

/** Starts a session from a sign-in or registration answer. */
export function startSession(start: Pick<SessionStart, 'user' | 'token' | 'subscription'>): void {
  $session.set({
    user: start.user,
    token: start.token,
    subscription: start.subscription,
    timestamp: Date.now(),
  });
}

/** Ends the session in this tab. */
export function signOut(): void {
  $session.set(null);
}

/** Runs `task` once the page is idle (catalogue pages keep their first load small). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}

/**
 * Renews the session on clicks and key presses and ends it after 30 idle minutes; with a stored token,
 * checks it with the server once the page is idle (call once per page).
 */
export function watchActivity(): void {
  if ($session.get())
    whenIdle(() => {
      if ($session.get())
        import('./session-check.ts').then(
          (m) => m.checkStoredToken(),
          () => {},
        );
    });
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
