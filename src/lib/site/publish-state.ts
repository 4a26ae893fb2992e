/**
 * Whether an edit saved at `savedAt` is on the site yet, read from the site server's build status
 * (GET /hooks/rebuild/status, relayed by GET /api/admin/publishing). Pure: the back office polls and
 * calls this; the API never does. A build includes an edit when it *started* at or after the save
 * (builds read the database when they start).
 */

import type { BuildStatus } from '../api/schemas/admin-settings.ts';

/**
 * The site server's build status as the API relays it (its schema's type). The optional parts come
 * only with the machine token; what is live is read from the rest.
 */
export type { BuildStatus };

export type PublishState = 'queued' | 'building' | 'live' | 'failed' | 'unknown';

export interface ChangeState {
  state: PublishState;
  /** When the build that carried the change finished (live only). */
  liveAt?: string;
  /** Whole seconds from saving to live, never negative (live only). */
  seconds?: number;
}

const time = (iso: string | undefined | null): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * live: the last build succeeded and started at or after the save. building: a build that started at
 * or after the save is running. failed: the last build started at or after the save and failed (and
 * none runs since). queued: no build has picked the change up yet. unknown: no status (site server
 * unreachable) or an unreadable time.
 */
export function changeState(savedAt: string, status: BuildStatus | null): ChangeState {
  const saved = time(savedAt);
  if (!status || Number.isNaN(saved)) return { state: 'unknown' };
  const { last, current } = status;
  const lastStarted = time(last?.started_at);
  if (last && lastStarted >= saved && last.result === 'success') {
    const finished = time(last.finished_at);
    if (Number.isNaN(finished)) return { state: 'unknown' };
    return {
      state: 'live',
      liveAt: last.finished_at,
      seconds: Math.max(0, Math.round((finished - saved) / 1000)),
    };
  }
  if (current && time(current.started_at) >= saved) return { state: 'building' };
  if (last && lastStarted >= saved && last.result === 'failure') return { state: 'failed' };
  return { state: 'queued' };
}

/** True once polling can stop: the change is live or its build failed. */
export const isSettled = (s: ChangeState): boolean => s.state === 'live' || s.state === 'failed';
