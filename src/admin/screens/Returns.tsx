/** The return queue: open requests first by default, or any status. */
import { RETURN_STATUSES } from '../../lib/orders/fulfilment.ts';
import { statusLabel } from '../../lib/orders/orders.ts';
import { api } from '../api.ts';
import { href, navigate } from '../router.ts';
import type { Page, ReturnRow } from '../types.ts';
import { Heading, LoadState, Pager, Status, useLoad, When } from '../ui.tsx';

export function Returns({ query }: { query: URLSearchParams }) {
  const status = query.get('status') ?? 'open';
  const page = Number(query.get('page') ?? 1) || 1;
  const list = useLoad(() => api.get<Page<ReturnRow>>('admin/returns', { status, page }), [status, page]);
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
      <LoadState loaded={list}>
        {(p) =>
          p.data.length ? (
            <>
              <table className="rows">
                <thead>
                  <tr>
                    <th scope="col">Return</th>
                    <th scope="col">Received</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Order</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {p.data.map((r) => (
                    <tr key={r.id}>
                      <th scope="row" data-label="Return">
                        <a href={href('returns', r.id)}>R{r.id}</a>
                      </th>
                      <td data-label="Received">
                        <When at={r.created_at} />
                      </td>
                      <td data-label="Customer">
                        {r.name}
                        <br />
                        <span className="muted">{r.email}</span>
                      </td>
                      <td data-label="Order">{r.order_ref}</td>
                      <td data-label="Reason">
                        {r.reason_label}
                        {r.has_attachment && <span className="muted"> · attachment</span>}
                      </td>
                      <td data-label="Status">
                        <Status value={r.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager
                page={p.page}
                perPage={p.per_page}
                total={p.total}
                hrefFor={(n) => href('returns', null, { status, page: String(n) })}
              />
            </>
          ) : (
            <p>No returns to show.</p>
          )
        }
      </LoadState>
    </>
  );
}
