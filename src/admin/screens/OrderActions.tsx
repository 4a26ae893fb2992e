/** Moving an order along (only the next statuses the server offers) and staff notes. */
import { type FormEvent, useState } from 'react';
import { CARRIERS } from '../../lib/orders/fulfilment.ts';
import { api, errorText } from '../api.ts';
import type { OrderDetail } from '../types.ts';
import { Notice } from '../ui.tsx';

const BUTTONS: Record<string, string> = {
  processing: 'Mark processing',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

type Done = (order: OrderDetail, message: string) => void;

function ShipForm({ move, busy }: { move: (body: object) => void; busy: boolean }) {
  const [carrier, setCarrier] = useState('australia_post');
  const [tracking, setTracking] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    move({ status: 'shipped', carrier, tracking_number: tracking.trim() });
  };
  return (
    <form className="ship-form" onSubmit={submit} aria-label="Ship">
      <div className="field">
        <label htmlFor="ship-carrier">Carrier</label>
        <select id="ship-carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)}>
          {Object.entries(CARRIERS).map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="ship-tracking">Tracking number</label>
        <input id="ship-tracking" required value={tracking} onChange={(e) => setTracking(e.target.value)} />
      </div>
      <button type="submit" className="primary" disabled={busy}>
        Ship
      </button>
    </form>
  );
}

export function OrderActions({ order, onDone }: { order: OrderDetail; onDone: Done }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const path = `admin/orders/${encodeURIComponent(order.invoice_number)}`;

  const move = async (body: object) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.post<{ data: OrderDetail }>(`${path}/status`, body);
      onDone(data, `The order is now ${data.status}.`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (!order.next_statuses.length) return null;
  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title">Fulfilment</h2>
      <div className="actions">
        {order.next_statuses
          .filter((s) => s !== 'shipped')
          .map((s) => (
            <button
              key={s}
              type="button"
              className={s === 'cancelled' ? 'danger' : 'primary'}
              disabled={busy}
              onClick={() => {
                if (s !== 'cancelled' || window.confirm(`Cancel order ${order.invoice_number}?`))
                  void move({ status: s });
              }}
            >
              {BUTTONS[s] ?? s}
            </button>
          ))}
      </div>
      {order.next_statuses.includes('shipped') && <ShipForm move={move} busy={busy} />}
      <Notice error>{error}</Notice>
    </section>
  );
}

export function NoteForm({ invoice, onDone }: { invoice: string; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setError('Write the note first.');
    try {
      await api.post(`admin/orders/${encodeURIComponent(invoice)}/notes`, { note: note.trim() });
      setNote('');
      setError(null);
      onDone();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form onSubmit={submit} className="note-form">
      <label htmlFor="note">Staff note (not shown to the customer)</label>
      <textarea id="note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
      <Notice error>{error}</Notice>
      <button type="submit">Add note</button>
    </form>
  );
}
