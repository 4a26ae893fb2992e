/**
 * Order tracking. mode="member" (/track-order?order_id=): the signed-in member's own order; without an
 * order number, where to find one. mode="guest" (/guest-track-order, optional ?id looks it up at once):
 * idle, loading, 'No Order Found', a failure said as such, or found; customer details appear only for
 * the signed-in owner.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { $orderLookup, lookUpOrder } from '../stores/orders.ts';
import { $session } from '../stores/session.ts';
import { FormMessage } from './account/Field.tsx';
import { OrderView } from './account/OrderView.tsx';

/** What /track-order says when it is opened without an order number. */
function WhereToFindOrders() {
  return (
    <div className="track-help">
      <p>This page shows one of your orders, and the link you followed did not say which.</p>
      <ul>
        <li>
          Members: open the order from your <a href="/order-history/">order history</a>.
        </li>
        <li>
          Anyone: enter the order number from your confirmation email on the{' '}
          <a href="/guest-track-order/">Track Order</a> page.
        </li>
      </ul>
    </div>
  );
}

export default function TrackOrder({ mode }: { mode: 'member' | 'guest' }) {
  const state = useStore($orderLookup);
  const [query, setQuery] = useState('');
  const [noNumber, setNoNumber] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on load, for the id in the address
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (mode === 'member') {
      const invoice = params.get('order_id')?.trim();
      if (!invoice) return setNoNumber(true);
      if (!$session.get()) return window.location.replace('/signin/');
      void lookUpOrder(invoice, 'member');
    } else if (params.get('id')) {
      setQuery(params.get('id')!);
      void lookUpOrder(params.get('id')!, 'guest');
    }
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void lookUpOrder(query, mode);
  };

  if (noNumber) return <WhereToFindOrders />;
  return (
    <div>
      {mode === 'guest' && (
        <form className="account-form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="order-id">Order ID</label>
            <input id="order-id" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
          </div>
          <button type="submit" className="btn" disabled={state.kind === 'loading'}>
            Track Order
          </button>
        </form>
      )}
      {state.kind === 'loading' && <p role="status">Loading...</p>}
      {state.kind === 'missing' && <p role="status">No Order Found</p>}
      {state.kind === 'failed' && <FormMessage text={state.message} />}
      {state.kind === 'found' && <OrderView order={state.order} pickup={state.pickup} />}
    </div>
  );
}
