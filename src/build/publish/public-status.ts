/**
 * The build status anyone may read: whether a build runs or waits, and the last one's times and
 * result. Why a build ran (an editor's import, a price edit), its message and page count stay with
 * the full status, for the machine token (the back office reads it through the API).
 */
import type { BuildStatus } from './controller.ts';

export interface PublicBuildStatus {
  state: BuildStatus['state'];
  queued: boolean;
  preparing: boolean;
  current: { started_at: string } | null;
  last: Pick<
    NonNullable<BuildStatus['last']>,
    'started_at' | 'finished_at' | 'duration_ms' | 'result'
  > | null;
}

export function publicStatus(status: BuildStatus): PublicBuildStatus {
  const { state, queued, preparing, current, last } = status;
  return {
    state,
    queued,
    preparing,
    current: current && { started_at: current.started_at },
    last: last && {
      started_at: last.started_at,
      finished_at: last.finished_at,
      duration_ms: last.duration_ms,
      result: last.result,
    },
  };
}
