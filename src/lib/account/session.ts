/** The signed-in session (docs/product.md#states-and-timers): user, token, subscription and the time it was last active. */
import * as v from 'valibot';
import { TRADE_STATUSES } from './trade.ts';

/** 30 minutes of inactivity end a session (docs/product.md#numbers-and-limits). */
export const SESSION_IDLE_MS = 1_800_000;

export const SessionSchema = v.object({
  user: v.looseObject({
    id: v.optional(v.number()),
    name: v.string(),
    email: v.optional(v.string()),
    // Sessions stored before trade accounts, or holding an unknown value, are not trade accounts.
    trade_status: v.optional(v.fallback(v.picklist(TRADE_STATUSES), 'none'), 'none'),
  }),
  token: v.pipe(v.string(), v.minLength(1)),
  subscription: v.optional(v.unknown()),
  timestamp: v.number(),
});

export type Session = v.InferOutput<typeof SessionSchema>;

/** A stored session, or null when it is missing, malformed or idle for too long. */
export function readSession(text: string | null, now: number): Session | null {
  if (!text) return null;
  try {
    const parsed = v.safeParse(SessionSchema, JSON.parse(text));
    if (!parsed.success) return null;
    return now - parsed.output.timestamp > SESSION_IDLE_MS ? null : parsed.output;
  } catch {
    return null;
  }
}
