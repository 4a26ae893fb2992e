/**
 * Order tracking. mode="member" (/track-order?order_id=): the signed-in member's own order.
 * mode="guest" (/guest-track-order, optional ?id looks it up at once): idle, loading, 'No Order Found'
 * or found; customer details appear only for the signed-in owner.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { $orderLookup, lookUpOrder } from '../stores/orders.ts';
import { $session } from '../stores/session.ts';
import { OrderView } from './account/OrderView.tsx';

export default function TrackOrder({ mode }: { mode: 'member' | 'guest' }) {
  const state = useStore($orderLookup);
  const [query, setQuery] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on load, for the id in the address
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (mode === 'member') {
      if (!$session.get()) return window.location.replace('/signin/');
      void lookUpOrder(params.get('order_id') ?? '', 'member');
    } else if (params.get('id')) {
      setQuery(params.get('id')!);
      void lookUpOrder(params.get('id')!, 'guest');
    }
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void lookUpOrder(query, mode);
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
