/**
 * What staff do with the orders ticked in the list: mark them processing or delivered, or ship them
 * with one carrier and a tracking number each. The server moves each order on its own and says what
 * happened to each (POST /admin/orders/bulk-status).
 */
import { type FormEvent, useState } from 'react';
import type { BulkOutcome as Outcome } from '../../lib/api/schemas/admin-orders.ts';
import { CARRIERS } from '../../lib/orders/fulfilment.ts';
import { errorText } from '../api/client.ts';
import { useBulkMove } from '../api/orders.ts';
import { Notice } from '../ui.tsx';

/** "2 orders are now processing." and a line per order refused. */
function summary(outcomes: Outcome[]): { done: string | null; refused: string[] } {
  const moved = outcomes.filter((o) => o.ok);
  const done = moved.length
    ? `${moved.length} ${moved.length === 1 ? 'order is' : 'orders are'} now ${moved[0]!.status}.`
    : null;
  return { done, refused: outcomes.filter((o) => !o.ok).map((o) => `${o.invoice_number}: ${o.message}`) };
}

export function OrderBulkBar({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const [shipping, setShipping] = useState(false);
  const [carrier, setCarrier] = useState('australia_post');
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const bulk = useBulkMove();
  const busy = bulk.isPending;
  const [result, setResult] = useState<{ done: string | null; refused: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (body: object) => {
    setError(null);
    setResult(null);
    try {
      setResult(summary(await bulk.mutateAsync(body)));
      setShipping(false);
      setTracking({});
      onDone();
    } catch (err) {
      setError(errorText(err));
    }
  };
  const mark = (status: string) =>
    send({ status, orders: selected.map((invoice_number) => ({ invoice_number })) });
  const ship = (e: FormEvent) => {
    e.preventDefault();
    const orders = selected.map((n) => ({ invoice_number: n, tracking_number: (tracking[n] ?? '').trim() }));
    if (orders.some((o) => !o.tracking_number)) return setError('Enter a tracking number for each order.');
    void send({ status: 'shipped', carrier, orders });
  };

  if (!selected.length && !result && !error) return null;
  return (
    <section className="card bulk-bar" aria-label="Selected orders">
      {result?.done && <Notice>{result.done}</Notice>}
      {result && result.refused.length > 0 && (
        <div className="notice notice-error" role="alert">
          <p>Not changed:</p>
          <ul>
            {result.refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {selected.length > 0 && (
        <>
          <p className="bulk-count">{selected.length} selected</p>
          <div className="actions">
            <button type="button" className="primary" disabled={busy} onClick={() => void mark('processing')}>
              Mark processing
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setShipping((s) => !s)}
              aria-expanded={shipping}
            >
              Ship…
            </button>
            <button type="button" disabled={busy} onClick={() => void mark('delivered')}>
              Mark delivered
            </button>
          </div>
          {shipping && (
            <form onSubmit={ship} aria-label="Ship the selected orders" noValidate>
              <div className="field">
                <label htmlFor="bulk-carrier">Carrier</label>
                <select id="bulk-carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)}>
                  {Object.entries(CARRIERS).map(([key, name]) => (
                    <option key={key} value={key}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              {selected.map((n) => (
                <div className="field" key={n}>
                  <label htmlFor={`bulk-tracking-${n}`}>Tracking number for {n}</label>
                  <input
                    id={`bulk-tracking-${n}`}
                    value={tracking[n] ?? ''}
                    onChange={(e) => setTracking((t) => ({ ...t, [n]: e.target.value }))}
                  />
                </div>
              ))}
              <button type="submit" className="primary" disabled={busy}>
                Ship {selected.length} {selected.length === 1 ? 'order' : 'orders'}
              </button>
            </form>
          )}
        </>
      )}
      <Notice error>{error}</Notice>
    </section>
  );
}
