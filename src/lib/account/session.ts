/** The signed-in session (docs/product.md#states-and-timers): user, token, subscription and the time it was last active. */
import { isRecord, isText } from '../site/decode.ts';
import { type TradeStatus, toTradeStatus } from './trade.ts';

/** 30 minutes of inactivity end a session (docs/product.md#numbers-and-limits). */
export const SESSION_IDLE_MS = 1_800_000;

/** The member as a session holds it: the API's other user fields are kept as they came. */
export interface SessionUser {
  [field: string]: unknown;
  id?: number;
  name: string;
  email?: string;
  trade_status: TradeStatus;
}

export interface Session {
  user: SessionUser;
  token: string;
  subscription?: unknown;
  timestamp: number;
}

/**
 * A session's user as an answer or storage has it, or null when it is not one. Sessions stored before
 * trade accounts, or holding an unknown status, are not trade accounts.
 */
export function decodeSessionUser(raw: unknown): SessionUser | null {
  if (!isRecord(raw)) return null;
  const { id, name, email } = raw;
  if (!isText(name) || (id !== undefined && typeof id !== 'number')) return null;
  if (email !== undefined && !isText(email)) return null;
  return { ...raw, name, trade_status: toTradeStatus(raw.trade_status) };
}

/** A session's token: a non-empty string. */
export const isSessionToken = (x: unknown): x is string => isText(x) && x !== '';

/** A stored session, or null when it is missing, malformed or idle for too long. */
export function readSession(text: string | null, now: number): Session | null {
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (!isRecord(raw)) return null;
    const user = decodeSessionUser(raw.user);
    const { token, subscription, timestamp } = raw;
    if (!user || !isSessionToken(token) || typeof timestamp !== 'number') return null;
    if (now - timestamp > SESSION_IDLE_MS) return null;
    return subscription === undefined ? { user, token, timestamp } : { user, token, subscription, timestamp };
  } catch {
    return null;
  }
}
