/** The return queue: open requests first by default, or any status. */
import { RETURN_STATUSES } from '../../lib/orders/fulfilment.ts';
import { statusLabel } from '../../lib/orders/orders.ts';
import { useReturns } from '../api/returns.ts';
import { href, navigate } from '../router.ts';
import { type Column, PagedTable } from '../table.tsx';
import type { ReturnRow } from '../types.ts';
import { Heading, QueryState, Status, When } from '../ui.tsx';

const COLUMNS: Column<ReturnRow>[] = [
  { header: 'Return', cell: (r) => <a href={href('returns', r.id)}>R{r.id}</a> },
  { header: 'Received', cell: (r) => <When at={r.created_at} /> },
  {
    header: 'Customer',
    cell: (r) => (
      <>
        {r.name}
        <br />
        <span className="muted">{r.email}</span>
      </>
    ),
  },
  { header: 'Order', cell: (r) => r.order_ref },
  {
    header: 'Reason',
    cell: (r) => (
      <>
        {r.reason_label}
        {r.has_attachment && <span className="muted"> · attachment</span>}
      </>
    ),
  },
  { header: 'Status', cell: (r) => <Status value={r.status} /> },
];

export function Returns({ query }: { query: URLSearchParams }) {
  const status = query.get('status') ?? 'open';
  const page = Number(query.get('page') ?? 1) || 1;
  const list = useReturns({ status, page });
  return (
    <>
      <Heading>Returns</Heading>
      <div className="filters">
        <div className="field">
          <label htmlFor="r-status">Show</label>
          <select
            id="r-status"
            value={status}
            onChange={(e) => navigate(href('returns', null, { status: e.target.value }))}
          >
            <option value="open">Open (requested, approved, received)</option>
            <option value="all">All</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={list}>
        {(p) => (
          <PagedTable
            page={p}
            columns={COLUMNS}
            rowKey={(r) => r.id}
            empty="No returns to show."
            hrefFor={(n) => href('returns', null, { status, page: String(n) })}
          />
        )}
      </QueryState>
    </>
  );
}
