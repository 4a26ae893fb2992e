/** The store a click & collect order is collected from, shown instead of a delivery address. */
import type { OrderDetail } from '../types.ts';

export function PickupStore({ order }: { order: OrderDetail }) {
  const store = order.pickup_store;
  return (
    <>
      <h3>Collect from {store?.name ?? 'a store no longer listed'}</h3>
      {store && (
        <>
          <address>
            <span className="line">{store.address}</span>
            {store.phone && <span className="line">{store.phone}</span>}
          </address>
          {store.hours.length > 0 && (
            <ul className="store-hours" aria-label={`Opening hours of ${store.name}`}>
              {store.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {order.collected_by && <p>Collected by {order.collected_by}.</p>}
    </>
  );
}
