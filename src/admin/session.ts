/**
 * The member of staff signed in to this tab: the token and who they are, kept in sessionStorage
 * (it ends with the tab, and a reload keeps the session). Listeners hear sign-in and sign-out.
 */
import { STAFF_ROLES } from '../lib/account/staff-roles.ts';
import type { Staff } from './types.ts';

const KEY = 'backoffice:session';

export interface StaffSession {
  token: string;
  staff: Staff;
}

type Listener = (session: StaffSession | null, reason?: 'expired') => void;
const listeners = new Set<Listener>();

function isSession(value: unknown): value is StaffSession {
  const s = value as StaffSession | null;
  return (
    typeof s?.token === 'string' &&
    typeof s.staff?.email === 'string' &&
    (STAFF_ROLES as readonly string[]).includes(s.staff.role)
  );
}

/** The stored session, or null when there is none or it does not decode (storage outlives deploys). */
export function currentSession(): StaffSession | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function setSession(session: StaffSession | null, reason?: 'expired'): void {
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener(session, reason);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
