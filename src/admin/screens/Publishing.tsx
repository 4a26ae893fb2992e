/**
 * The publishing view (#/publishing): what the site server is doing, how its last build ended and,
 * when it failed, why, the record at fault and the build log. Reached from the dashboard and from an
 * editor's failed save.
 */
import type { BuildStatus } from '../../lib/site/publish-state.ts';
import { api } from '../api.ts';
import { BuildFailure } from '../build-failure.tsx';
import { Heading, LoadState, useLoad, When } from '../ui.tsx';

interface Publishing {
  status: BuildStatus | null;
  log: string | null;
  reachable: boolean;
}

const STATE = {
  idle: 'Nothing is being built.',
  waiting: 'A build is about to start.',
  building: 'A build is running now.',
} as const;

export function PublishingView() {
  const loaded = useLoad(() => api.get<Publishing>('admin/publishing'), []);
  return (
    <>
      <Heading>Publishing</Heading>
      <LoadState loaded={loaded}>
        {({ status, log, reachable }) =>
          !reachable || !status ? (
            <p>The site server did not answer; its build status is not available right now.</p>
          ) : (
            <>
              <section className="card" aria-labelledby="pub-now">
                <h2 id="pub-now">Now</h2>
                <p>
                  {STATE[status.state]}
                  {status.queued && status.state === 'building' && ' Another is queued after it.'}
                </p>
              </section>
              <section className="card" aria-labelledby="pub-last">
                <h2 id="pub-last">Last build</h2>
                {!status.last ? (
                  <p>No build has finished since the site server started.</p>
                ) : (
                  <>
                    <p>
                      {status.last.result === 'success' ? 'Succeeded' : 'Failed'}{' '}
                      <When at={status.last.finished_at} /> in {Math.round(status.last.duration_ms / 1000)} s.
                    </p>
                    {status.last.result === 'failure' && (
                      <>
                        <BuildFailure message={status.last.message ?? null} logLink={false} />
                        <h3 id="build-log-title">Build log</h3>
                        {log ? (
                          <pre className="build-log">{log}</pre>
                        ) : (
                          <p>The site server did not give the log (it needs the shop's machine token).</p>
                        )}
                      </>
                    )}
                  </>
                )}
              </section>
              <button type="button" onClick={loaded.reload}>
                Check again
              </button>
            </>
          )
        }
      </LoadState>
    </>
  );
}
