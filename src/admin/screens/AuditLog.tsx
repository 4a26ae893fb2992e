/**
 * Who changed what, newest first, with the values before and after; more on demand. Filtered by
 * person, record (type and id) and the shop's days, kept in the address so a filtered view can be
 * shared; a row's person or record filters by it.
 */
import { useAudit } from '../api/audit.ts';
import { errorText } from '../api/client.ts';
import { FilterFields, type FilterSpec, useFilterForm } from '../filters.tsx';
import { href } from '../router.ts';
import { Heading, Notice, When } from '../ui.tsx';
import { type AuditFilters, anyFilter, auditFilters, auditQuery } from './audit-filters.ts';

const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 1));

const FIELDS: FilterSpec<keyof AuditFilters>[] = [
  { key: 'actor', label: 'Person', type: 'text', placeholder: 'Email of a member of staff' },
  { key: 'entity', label: 'Record type', type: 'text', placeholder: 'order, product, customer…' },
  { key: 'entity_id', label: 'Record', type: 'text', placeholder: 'Order number or id' },
  { key: 'from', label: 'From', type: 'date' },
  { key: 'to', label: 'To', type: 'date' },
];

function Filters({ applied }: { applied: AuditFilters }) {
  const { form, set, submit, clear } = useFilterForm('audit', applied);
  return (
    <form className="filters" role="search" aria-label="Filter the audit log" onSubmit={submit}>
      <FilterFields prefix="audit" specs={FIELDS} form={form} set={set} />
      <button type="submit" className="primary">
        Filter
      </button>
      {anyFilter(applied) && (
        <button type="button" onClick={clear}>
          Clear
        </button>
      )}
    </form>
  );
}

export function AuditLog({ query }: { query: URLSearchParams }) {
  const filters = auditFilters(query);
  const audit = useAudit(filters, (before) => auditQuery(filters, before));
  const rows = audit.data?.pages.flatMap((p) => p.data) ?? [];
  const by = (extra: Partial<AuditFilters>) => href('audit', null, { ...filters, ...extra });
  return (
    <>
      <Heading>Audit log</Heading>
      <Filters applied={filters} />
      {audit.isError && <Notice error>{errorText(audit.error)}</Notice>}
      {audit.isPending && <p role="status">Loading…</p>}
      {audit.data && (
        <>
          {rows.length === 0 && (
            <p>{anyFilter(filters) ? 'No changes match these filters.' : 'Nothing has been changed yet.'}</p>
          )}
          <ol className="audit" aria-busy={audit.isPlaceholderData || audit.isFetchingNextPage}>
            {rows.map((r) => (
              <li key={r.id} className="card">
                <p>
                  <strong>{r.action}</strong>{' '}
                  <a href={by({ entity: r.entity, entity_id: r.entity_id })}>
                    {r.entity} {r.entity_id}
                  </a>{' '}
                  · <a href={by({ actor: r.actor })}>{r.actor}</a> · <When at={r.at} />
                </p>
                <details>
                  <summary>Before and after</summary>
                  <div className="columns even">
                    <figure>
                      <figcaption>Before</figcaption>
                      <pre>{json(r.before)}</pre>
                    </figure>
                    <figure>
                      <figcaption>After</figcaption>
                      <pre>{json(r.after)}</pre>
                    </figure>
                  </div>
                </details>
              </li>
            ))}
          </ol>
          {audit.hasNextPage && (
            <button
              type="button"
              disabled={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              Load more
            </button>
          )}
        </>
      )}
    </>
  );
}
