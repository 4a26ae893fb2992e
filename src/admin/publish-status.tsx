/**
 * Where a saved change is on its way to the site: waiting, publishing, live (with when and
 * how long after saving) or failed (with the build log). Polls GET /api/admin/publishing every second
 * until the change is live or the build failed; lib/publish-state decides which build counts.
 */
import { useEffect, useState } from 'react';
import { type BuildStatus, type ChangeState, changeState, isSettled } from '../lib/site/publish-state.ts';
import { api } from './api.ts';
import { BuildFailure } from './build-failure.tsx';

interface Publishing {
  status: BuildStatus | null;
  log: string | null;
  reachable: boolean;
}

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

export function PublishStatus({ savedAt }: { savedAt: string | null }) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    setShown(null);
    if (!savedAt) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const poll = async () => {
      let next: Shown;
      try {
        const answer = await api.get<Publishing>('admin/publishing');
        const status = answer.reachable ? answer.status : null;
        const reason = status?.last?.result === 'failure' ? status.last.message || null : null;
        next = { state: changeState(savedAt, status), log: answer.log, reason };
      } catch {
        next = { state: changeState(savedAt, null), log: null, reason: null };
      }
      if (!live) return;
      setShown(next);
      if (!isSettled(next.state) && Date.now() - started < GIVE_UP_MS)
        timer = setTimeout(poll, next.state.state === 'unknown' ? 5000 : 1000);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [savedAt]);

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
