/**
 * "Collect from Penrith" for the whole cart: how soon it can be ready at the shopper's store
 * (collectSummary, from the availability files). On the cart page with a note that collecting costs
 * nothing and a button to change the store (the store picker, src/browser/store-picker.ts), or, without a
 * store, a prompt to choose one; at checkout, under its "Collect from" choice, with the store's address,
 * phone and hours (the store is changed in the checkout's own list).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { collectSummary } from '../../lib/stock/availability.ts';
import { COLLECT_TEXTS, collectFrom } from '../../lib/stock/pickup.ts';
import { $cart } from '../../stores/cart.ts';
import { $pickupStore } from '../../stores/pickup-store.ts';
import { $stock, loadStock } from '../../stores/stock-files.ts';

export function CollectSummary({ place }: { place: 'cart' | 'checkout' }) {
  const store = useStore($pickupStore);
  const items = useStore($cart);
  const stock = useStore($stock);
  const ids = items.map((i) => i.id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the files depend only on which products are in the cart
  useEffect(() => {
    if (store && ids) loadStock(ids.split(',').map(Number)).catch(console.error);
  }, [store?.id, ids]);

  const change = (text: string) => (
    <button type="button" className="link-button" data-store-picker aria-haspopup="dialog">
      {text}
    </button>
  );
  if (!store)
    return (
      <section className="collect-summary" aria-label={COLLECT_TEXTS.collectAny}>
        <p>{COLLECT_TEXTS.prompt}</p>
        {change(COLLECT_TEXTS.choose)}
      </section>
    );
  const summary = collectSummary(items, (id) => stock.get(id), store);
  const Heading = place === 'cart' ? 'h2' : 'h3';
  const headingId = `collect-${place}`;
  return (
    <section className="collect-summary" aria-labelledby={headingId}>
      <Heading id={headingId}>{collectFrom(store)}</Heading>
      {place === 'checkout' && (
        <div className="collect-at">
          <p>{store.address}</p>
          {store.phone && <p>Phone {store.phone}</p>}
          <ul aria-label={COLLECT_TEXTS.hours}>
            {store.hours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="collect-ready" role="status">
        {summary ?? ''}
      </p>
      {place === 'cart' && (
        <>
          <p>{COLLECT_TEXTS.cartNote}</p>
          {change(COLLECT_TEXTS.change)}
        </>
      )}
    </section>
  );
}
