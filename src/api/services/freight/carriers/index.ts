/**
 * The carrier adapters a shop runs with, from its environment: Australia Post with
 * AUSPOST_API_KEY, AUSPOST_API_SECRET and AUSPOST_ACCOUNT (and StarTrack on the same API key with
 * STARTRACK_ACCOUNT), against AUSPOST_API_BASE when set; without them, the built-in test carrier
 * answers for both. Keyed as a service's `live` field names its carrier ('auspost', 'startrack').
 */
import { auspostCarrier } from './auspost.ts';
import { startrackCarrier } from './startrack.ts';
import { testCarrier } from './test-carrier.ts';
import type { CarrierAdapter } from './types.ts';

/**
 * The adapter for each live carrier. With Australia Post's credentials but no StarTrack account,
 * `startrack` is absent: its service prices from the rate table and is tracked by hand.
 */
export type Carriers = Partial<Record<'auspost' | 'startrack', CarrierAdapter>>;

const AUSPOST_VARS = ['AUSPOST_API_KEY', 'AUSPOST_API_SECRET', 'AUSPOST_ACCOUNT'] as const;

/** Throws when the credentials are half there: a live shop must not fall back to test labels. */
export function carriersFromEnv(env: Record<string, string | undefined>): Carriers {
  const value = (name: string) => env[name]?.trim() || undefined;
  const set = AUSPOST_VARS.filter((name) => value(name));
  if (set.length === 0) {
    if (value('STARTRACK_ACCOUNT'))
      throw new Error(`STARTRACK_ACCOUNT needs ${AUSPOST_VARS.join(', ')} (the same API key serves both)`);
    const test = testCarrier();
    return { auspost: test, startrack: test };
  }
  if (set.length < AUSPOST_VARS.length)
    throw new Error(
      `Set all of ${AUSPOST_VARS.join(', ')} or none: missing ${AUSPOST_VARS.filter((n) => !value(n)).join(', ')}`,
    );
  const api = {
    apiKey: value('AUSPOST_API_KEY')!,
    password: value('AUSPOST_API_SECRET')!,
    baseUrl: value('AUSPOST_API_BASE'),
  };
  const startrackAccount = value('STARTRACK_ACCOUNT');
  return {
    auspost: auspostCarrier({ ...api, accountNumber: value('AUSPOST_ACCOUNT')! }),
    ...(startrackAccount ? { startrack: startrackCarrier({ ...api, accountNumber: startrackAccount }) } : {}),
  };
}
