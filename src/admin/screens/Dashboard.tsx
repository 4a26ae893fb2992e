/**
 * Today's orders and revenue, what waits for staff, and the last site build: a failed one with its
 * reason, the record at fault and a link to its log for staff who publish.
 */

import { formatMoney } from '../../lib/pricing/money.ts';
import { useDashboard } from '../api/orders.ts';
import { useLastBuild } from '../api/publishing.ts';
import { BuildFailure } from '../build-failure.tsx';
import { href } from '../router.ts';
import { Heading, QueryState, When } from '../ui.tsx';

function LastBuild() {
  const build = useLastBuild();
  if (build.isPending) return <p>Checking…</p>;
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
  const figures = useDashboard();
  return (
    <>
      <Heading>Dashboard</Heading>
      <QueryState query={figures}>
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
      </QueryState>
      <section className="card" aria-labelledby="t-build">
        <h2 id="t-build">Last site build</h2>
        <LastBuild />
      </section>
    </>
  );
}
