/**
 * The publishing view (#/publishing): what the site server is doing, how its last build ended and,
 * when it failed, why, the record at fault and the build log. Reached from the dashboard and from an
 * editor's failed save.
 */
import { usePublishing } from '../api/publishing.ts';
import { BuildFailure } from '../build-failure.tsx';
import { Heading, QueryState, When } from '../ui.tsx';

const STATE = {
  idle: 'Nothing is being built.',
  waiting: 'A build is about to start.',
  building: 'A build is running now.',
} as const;

export function PublishingView() {
  const loaded = usePublishing();
  return (
    <>
      <Heading>Publishing</Heading>
      <QueryState query={loaded}>
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
              <button type="button" onClick={() => void loaded.refetch()}>
                Check again
              </button>
            </>
          )
        }
      </QueryState>
    </>
  );
}
