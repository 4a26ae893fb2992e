/**
 * Order tracking. mode="member" (/track-order?order_id=): the signed-in member's own order.
 * mode="guest" (/guest-track-order, optional ?id looks it up at once): idle, loading, 'No Order Found'
 * or found; customer details appear only for the signed-in owner.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../lib/api/client.ts';
import { api } from '../stores/api.ts';
import { $session } from '../stores/session.ts';
import { type DisplayedOrder, OrderView } from './account/OrderView.tsx';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'found'; order: DisplayedOrder };

export default function TrackOrder({ mode }: { mode: 'member' | 'guest' }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [query, setQuery] = useState('');

  const lookup = async (id: string) => {
    if (!id.trim()) return;
    setState({ kind: 'loading' });
    try {
      const { data } =
        mode === 'member'
          ? await api.get<{ data: DisplayedOrder }>('/orders-detail', { id: id.trim() })
          : await api.post<{ data: DisplayedOrder }>('/guest/track-order', { id: id.trim() });
      setState({ kind: 'found', order: data });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setState({ kind: 'missing' });
      else {
        console.error('Order lookup failed', error);
        setState({ kind: 'idle' });
      }
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on load, for the id in the address
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (mode === 'member') {
      if (!$session.get()) return window.location.replace('/signin/');
      void lookup(params.get('order_id') ?? '');
    } else if (params.get('id')) {
      setQuery(params.get('id')!);
      void lookup(params.get('id')!);
    }
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void lookup(query);
  };

  return (
    <div>
      {mode === 'guest' && (
        <form className="account-form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="order-id">Order ID</label>
            <input id="order-id" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
          </div>
          <button type="submit" className="btn">
            Track Order
          </button>
        </form>
      )}
      {state.kind === 'loading' && <p role="status">Loading...</p>}
      {state.kind === 'missing' && <p role="status">No Order Found</p>}
      {state.kind === 'found' && <OrderView order={state.order} />}
    </div>
  );
}
