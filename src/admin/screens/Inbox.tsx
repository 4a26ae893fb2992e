/** Contact messages, newest first, and the newsletter subscribers as a CSV download. */
import { useState } from 'react';
import { errorText, saveBlob } from '../api/client.ts';
import { subscribersCsv, useMessages } from '../api/inbox.ts';
import { href } from '../router.ts';
import { Heading, Notice, Pager, QueryState, When } from '../ui.tsx';

function ExportSubscribers() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      saveBlob(await subscribersCsv(), `subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
      setDone('Subscriber list downloaded.');
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div className="toolbar">
      <button type="button" onClick={download}>
        Export subscribers (CSV)
      </button>
      <Notice>{done}</Notice>
      <Notice error>{error}</Notice>
    </div>
  );
}

export function Inbox({ query }: { query: URLSearchParams }) {
  const page = Number(query.get('page') ?? 1) || 1;
  const list = useMessages(page);
  return (
    <>
      <Heading>Inbox</Heading>
      <ExportSubscribers />
      <QueryState query={list}>
        {(p) =>
          p.data.length ? (
            <>
              <ul className="messages">
                {p.data.map((m) => (
                  <li key={m.id} className="card">
                    <h2>{m.subject}</h2>
                    <p className="muted">
                      {m.name} &lt;
                      <a href={`mailto:${m.email}`}>{m.email}</a>&gt;
                      {m.phone && ` · ${m.phone}`} · <When at={m.created_at} />
                    </p>
                    <p className="prewrap">{m.message}</p>
                  </li>
                ))}
              </ul>
              <Pager
                page={p.page}
                perPage={p.per_page}
                total={p.total}
                hrefFor={(n) => href('inbox', null, { page: String(n) })}
              />
            </>
          ) : (
            <p>No messages.</p>
          )
        }
      </QueryState>
    </>
  );
}
