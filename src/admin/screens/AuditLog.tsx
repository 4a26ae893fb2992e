/**
 * Who changed what, newest first, with the values before and after; more on demand. Filtered by
 * person, record (type and id) and the shop's days, kept in the address so a filtered view can be
 * shared; a row's person or record filters by it.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { api, errorText } from '../api.ts';
import { href, navigate } from '../router.ts';
import type { AuditRow } from '../types.ts';
import { Heading, Notice, useLoad, When } from '../ui.tsx';
import { type AuditFilters, anyFilter, auditFilters, auditQuery } from './audit-filters.ts';

type AuditPage = { data: AuditRow[]; next_before: number | null };

const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 1));

const FIELDS: { key: keyof AuditFilters; label: string; type: string; placeholder?: string }[] = [
  { key: 'actor', label: 'Person', type: 'text', placeholder: 'Email of a member of staff' },
  { key: 'entity', label: 'Record type', type: 'text', placeholder: 'order, product, customer…' },
  { key: 'entity_id', label: 'Record', type: 'text', placeholder: 'Order number or id' },
  { key: 'from', label: 'From', type: 'date' },
  { key: 'to', label: 'To', type: 'date' },
];

/** Keyed by the applied filters: a new search starts from them, and the list loading never resets what is typed. */
function Filters({ applied }: { applied: AuditFilters }) {
  const [form, setForm] = useState(applied);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(href('audit', null, form));
  };
  return (
    <form className="filters" role="search" aria-label="Filter the audit log" onSubmit={submit}>
      {FIELDS.map((f) => (
        <div className="field" key={f.key}>
          <label htmlFor={`audit-${f.key}`}>{f.label}</label>
          <input
            id={`audit-${f.key}`}
            type={f.type}
            placeholder={f.placeholder}
            value={form[f.key]}
            onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
          />
        </div>
      ))}
      <button type="submit" className="primary">
        Filter
      </button>
      {anyFilter(applied) && (
        <button type="button" onClick={() => navigate(href('audit'))}>
          Clear
        </button>
      )}
    </form>
  );
}

export function AuditLog({ query }: { query: URLSearchParams }) {
  const filters = auditFilters(query);
  const key = JSON.stringify(filters);
  const first = useLoad(
    () => api.get<AuditPage>('admin/audit', auditQuery(filters)).then((page) => ({ ...page, key })),
    [key],
  );
  // The earlier list stays on screen until the new filters' list arrives: busy, not blank.
  const busy = first.loading || first.data?.key !== key;
  const [more, setMore] = useState<AuditPage[]>([]);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters start a new list
  useEffect(() => {
    setMore([]);
    setError(null);
  }, [key]);
  const pages = first.data ? [first.data, ...more] : [];
  const next = pages.at(-1)?.next_before ?? null;
  const loadMore = async () => {
    try {
      const page = await api.get<AuditPage>('admin/audit', auditQuery(filters, next));
      setMore((m) => [...m, page]);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const rows = pages.flatMap((p) => p.data);
  const by = (extra: Partial<AuditFilters>) => href('audit', null, { ...filters, ...extra });
  return (
    <>
      <Heading>Audit log</Heading>
      <Filters key={key} applied={filters} />
      <Notice error>{first.error ?? error}</Notice>
      {!first.data && !first.error && <p role="status">Loading…</p>}
      {first.data && (
        <>
          {rows.length === 0 && (
            <p>{anyFilter(filters) ? 'No changes match these filters.' : 'Nothing has been changed yet.'}</p>
          )}
          <ol className="audit" aria-busy={busy}>
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
          {next !== null && (
            <button type="button" onClick={loadMore}>
              Load more
            </button>
          )}
        </>
      )}
    </>
  );
}
