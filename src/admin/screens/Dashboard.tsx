/**
 * Today's orders and revenue, what waits for staff, and the last site build: a failed one with its
 * reason, the record at fault and a link to its log for staff who publish.
 */

import { can } from '../../lib/account/staff-roles.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { api, buildStatus } from '../api.ts';
import { BuildFailure } from '../build-failure.tsx';
import { href } from '../router.ts';
import { currentSession } from '../session.ts';
import type { BuildStatus, Dashboard as Figures } from '../types.ts';
import { Heading, LoadState, useLoad, When } from '../ui.tsx';

/** The build status with its message: the staff API for those who publish, the public status for others. */
async function lastBuild(): Promise<BuildStatus | null> {
  const role = currentSession()?.staff.role;
  if (!role || !can(role, 'catalogue:write')) return buildStatus<BuildStatus>();
  const answer = await api.get<{ status: BuildStatus | null; reachable: boolean }>('admin/publishing');
  return answer.reachable ? answer.status : null;
}

function LastBuild() {
  const build = useLoad(lastBuild, []);
  if (build.loading) return <p>Checking…</p>;
  const status = build.data;
  if (!status) return <p>Not available on this server.</p>;
  const state =
    status.state === 'idle'
      ? ''
      : status.state === 'building'
        ? ' A build is running now.'
        : ' A build is about to start.';
  if (!status.last) return <p>No build has finished since the server started.{state}</p>;
  return (
    <>
      <p>
        {status.last.result === 'success' ? 'Succeeded' : 'Failed'} <When at={status.last.finished_at} /> in{' '}
        {Math.round(status.last.duration_ms / 1000)} s.{state}
      </p>
      {status.last.result === 'failure' && 'message' in status.last && (
        <BuildFailure message={status.last.message ?? null} />
      )}
    </>
  );
}

export function Dashboard() {
  // The figures come as { data }; a bare object is accepted too (the contract's first draft).
  const figures = useLoad(
    () => api.get<{ data: Figures } | Figures>('admin/dashboard').then((r) => ('data' in r ? r.data : r)),
    [],
  );
  return (
    <>
      <Heading>Dashboard</Heading>
      <LoadState loaded={figures}>
        {(d) => (
          <div className="tiles">
            <section className="tile" aria-labelledby="t-orders">
              <h2 id="t-orders">Orders today</h2>
              <p className="figure">{d.today.orders}</p>
            </section>
            <section className="tile" aria-labelledby="t-revenue">
              <h2 id="t-revenue">Revenue today</h2>
              <p className="figure">{formatMoney(d.today.revenue_inc_gst_cents)}</p>
              <p className="muted">inc GST · {formatMoney(d.today.revenue_ex_gst_cents)} ex GST</p>
            </section>
            <section className="tile" aria-labelledby="t-awaiting">
              <h2 id="t-awaiting">Awaiting fulfilment</h2>
              <p className="figure">{d.awaiting_fulfilment}</p>
              <a href={href('orders', null, { status: 'processing' })}>Processing orders</a>
              {' · '}
              <a href={href('orders', null, { status: 'pending', payment_status: 'completed' })}>
                New paid orders
              </a>
            </section>
            <section className="tile" aria-labelledby="t-returns">
              <h2 id="t-returns">Open returns</h2>
              <p className="figure">{d.open_returns}</p>
              <a href={href('returns')}>Return queue</a>
            </section>
          </div>
        )}
      </LoadState>
      <section className="card" aria-labelledby="t-build">
        <h2 id="t-build">Last site build</h2>
        <LastBuild />
      </section>
    </>
  );
}
