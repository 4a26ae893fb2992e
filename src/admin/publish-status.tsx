/**
 * Where a saved change is on its way to the site: waiting, publishing, live (with when and
 * how long after saving) or failed (with the build log). Polls GET /api/admin/publishing every second
 * until the change is live or the build failed; lib/publish-state decides which build counts.
 */
import { useMemo } from 'react';
import { type ChangeState, changeState, isSettled } from '../lib/site/publish-state.ts';
import { type Publishing, usePublishingPoll } from './api/publishing.ts';
import { BuildFailure } from './build-failure.tsx';

/** `reason`: the failed build's message (its first line names the product at fault, where one was). */
type Shown = { state: ChangeState; log: string | null; reason: string | null };

const clock = new Intl.DateTimeFormat('en-AU', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Australia/Sydney',
});

/** Polling stops after this long without an answer that settles it (a stuck build, a closed laptop). */
const GIVE_UP_MS = 10 * 60_000;

/** What an answer (or none: an error, the server unreachable) says of the change saved at `savedAt`. */
function shownOf(savedAt: string, answer: Publishing | undefined, failed: boolean): Shown | null {
  if (!answer && !failed) return null;
  const status = answer?.reachable ? answer.status : null;
  const reason = status?.last?.result === 'failure' ? status.last.message || null : null;
  return { state: changeState(savedAt, status), log: answer?.log ?? null, reason };
}

export function PublishStatus({ savedAt }: { savedAt: string | null }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each save starts its own clock
  const started = useMemo(() => Date.now(), [savedAt]);
  const poll = usePublishingPoll(savedAt, (answer) => {
    const state = savedAt ? changeState(savedAt, answer?.reachable ? answer.status : null) : null;
    if (!state || isSettled(state) || Date.now() - started > GIVE_UP_MS) return false;
    return state.state === 'unknown' ? 5000 : 1000;
  });
  const shown = savedAt ? shownOf(savedAt, poll.data, poll.isError) : null;

  if (!savedAt) return null;
  return (
    <div className="publish-status" aria-live="polite" data-state={shown?.state.state ?? 'checking'}>
      {message(shown)}
    </div>
  );
}

function message(shown: Shown | null) {
  if (!shown) return <p>Saved. Checking the site…</p>;
  const { state, liveAt, seconds } = shown.state;
  switch (state) {
    case 'queued':
      return <p>Waiting to publish…</p>;
    case 'building':
      return <p>Publishing…</p>;
    case 'live':
      return (
        <p className="publish-live">
          Live on the site since {liveAt ? clock.format(new Date(liveAt)) : 'now'}
          {seconds != null && ` (${Math.round(seconds)} s after saving)`}
        </p>
      );
    case 'failed':
      return (
        <div className="publish-failed">
          <p>Publishing failed. The change is saved; the site still shows the previous version.</p>
          <BuildFailure message={shown.reason} />
          {shown.log && (
            <details>
              <summary>Build log</summary>
              <pre>{shown.log}</pre>
            </details>
          )}
        </div>
      );
    default:
      return <p>Saved. The site's publishing status is not available right now.</p>;
  }
}
