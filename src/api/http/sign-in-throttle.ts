/**
 * Failed sign-ins are slowed per account, without letting a stranger lock an owner out
 * (docs/design.md#accounts-and-security). For one try at an account (a customer's or staff sign-in, a current-password check):
 * - an address that has signed in to the account before (the pair remembered, hashed, for
 *   KNOWN_ADDRESS_MS after its last success) is neither slowed nor limited for it;
 * - any other address past `*-pair` failures at the account waits out that window (429);
 * - and past the account's first `*-account` failures in its window, each further failure adds
 *   `delayMs` (up to MAX_SIGN_IN_DELAY_MS) of wait before any answer from such an address, right
 *   password or not: guesses from many addresses slow down, and the owner still gets in.
 * Tries are counted before they are checked, so a burst cannot all pass before any is counted;
 * `succeeded()` takes a successful try back, so only failures count.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientAddress } from './client-address.ts';
import { accountKey, type Limit, tooManyRequests } from './rate-limit.ts';

/** The longest wait a sign-in is held for, however many failures the account has had. */
export const MAX_SIGN_IN_DELAY_MS = 5_000;
/** How long an address that signed in to an account stays known to it. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/** The wait before answering a try at an account that already has `failures` in its window. */
export function signInDelay(failures: number, { limit, delayMs = 0 }: Limit): number {
  return Math.min(MAX_SIGN_IN_DELAY_MS, Math.max(0, failures - limit) * delayMs);
}

/** One sign-in try; `limited` is the 429 to send instead of checking the password. */
export async function signInTry(c: Context<AppEnv>, kind: 'login' | 'staff-login', email: string) {
  const { store, limits } = c.var.deps.rateLimits;
  const account = accountKey(email);
  // Hashed together, so the store holds neither the account nor where its owner signs in from.
  const pair = createHash('sha256')
    .update(`${account}\n${clientAddress(c)}`)
    .digest('base64url');
  const knownKey = `${kind}-known:${pair}`;
  const remember = () => store.remember(knownKey, KNOWN_ADDRESS_MS);
  if (await store.has(knownKey)) return { limited: null, succeeded: remember };

  const pairLimit = limits[`${kind}-pair`];
  const pairKey = `${kind}-pair:${pair}`;
  const tries = await store.hit(pairKey, pairLimit.windowMs);
  if (tries.count > pairLimit.limit) {
    return { limited: tooManyRequests(c, tries.resetMs), succeeded: async () => {} };
  }
  const accountLimit = limits[`${kind}-account`];
  const accountKeyed = `${kind}-account:${account}`;
  const { count } = await store.hit(accountKeyed, accountLimit.windowMs);
  const wait = signInDelay(count - 1, accountLimit);
  if (wait > 0) await sleep(wait);
  return {
    limited: null,
    succeeded: async () => {
      await Promise.all([
        store.undo(pairKey, pairLimit.windowMs),
        store.undo(accountKeyed, accountLimit.windowMs),
        remember(),
      ]);
    },
  };
}
