/** Who changed what, newest first, with the values before and after; more on demand. */
import { useState } from 'react';
import { api, errorText } from '../api.ts';
import type { AuditRow } from '../types.ts';
import { Heading, Notice, useLoad, When } from '../ui.tsx';

type AuditPage = { data: AuditRow[]; next_before: number | null };

const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 1));

export function AuditLog() {
  const first = useLoad(() => api.get<AuditPage>('admin/audit'), []);
  const [more, setMore] = useState<AuditPage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const pages = first.data ? [first.data, ...more] : [];
  const next = pages.at(-1)?.next_before ?? null;
  const loadMore = async () => {
    try {
      const page = await api.get<AuditPage>('admin/audit', { before: next ?? undefined });
      setMore((m) => [...m, page]);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const rows = pages.flatMap((p) => p.data);
  return (
    <>
      <Heading>Audit log</Heading>
      <Notice error>{first.error ?? error}</Notice>
      {!first.data && !first.error && <p role="status">Loading…</p>}
      {first.data && (
        <>
          {rows.length === 0 && <p>Nothing has been changed yet.</p>}
          <ol className="audit">
            {rows.map((r) => (
              <li key={r.id} className="card">
                <p>
                  <strong>{r.action}</strong> {r.entity} {r.entity_id} · {r.actor} · <When at={r.at} />
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
