/**
 * Orders as shoppers see them: the member's history ($orderHistory) and one order looked up by
 * number ($orderLookup), a member's own or anyone's through guest tracking, with the store a click &
 * collect order is collected from.
 */
import { atom } from 'nanostores';
import type { ApiClient, Query, RequestOptions } from '../lib/api/client.ts';
import { failureText } from '../lib/api/failures.ts';
import * as orders from '../lib/api/orders.ts';
import type { Order } from '../lib/orders/orders.ts';
import { collectStoreOf } from '../lib/stock/pickup.ts';
import type { StoreView } from '../lib/stock/store.ts';
import { api } from './api.ts';
import { $session } from './session.ts';

export type OrderHistory =
  | { kind: 'loading' }
  | { kind: 'loaded'; orders: Order[] }
  | { kind: 'failed'; message: string };

/** The member's orders, newest first. */
export const $orderHistory = atom<OrderHistory>({ kind: 'loading' });

export type OrderLookup =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'found'; order: Order; pickup: StoreView | null };

export const $orderLookup = atom<OrderLookup>({ kind: 'idle' });

/** Loads $orderHistory. */
export function loadOrderHistory(): void {
  $orderHistory.set({ kind: 'loading' });
  orders.orderHistory(api, $session.get()?.user.id).then(
    (list) => $orderHistory.set({ kind: 'loaded', orders: list }),
    (error: unknown) => {
      console.error('Loading the order history failed', error);
      $orderHistory.set({ kind: 'failed', message: failureText('orderHistory', error) });
    },
  );
}

/**
 * The API client for one lookup, keeping its answer's click & collect store, which the Order that
 * lib/api/orders.ts's toOrder makes does not carry.
 */
function keepingPickup(): { client: ApiClient; pickup: () => StoreView | null } {
  let answer: unknown = null;
  const keep = <T>(body: T): T => {
    answer = body;
    return body;
  };
  const client: ApiClient = {
    ...api,
    get: <T>(path: string, query?: Query, init?: RequestOptions) => api.get<T>(path, query, init).then(keep),
    post: <T>(path: string, body: unknown, init?: RequestOptions) => api.post<T>(path, body, init).then(keep),
  };
  return { client, pickup: () => collectStoreOf((answer as { data?: unknown } | null)?.data) };
}

/** Looks an order up by number: the member's own (`member`) or through guest tracking (`guest`). */
export async function lookUpOrder(invoice: string, as: 'member' | 'guest'): Promise<void> {
  const id = invoice.trim();
  if (!id) return;
  $orderLookup.set({ kind: 'loading' });
  try {
    const lookup = keepingPickup();
    const order = await orders.findOrder(lookup.client, id, as);
    $orderLookup.set(order ? { kind: 'found', order, pickup: lookup.pickup() } : { kind: 'missing' });
  } catch (error) {
    console.error('Order lookup failed', error);
    $orderLookup.set({ kind: 'failed', message: failureText('trackOrder', error) });
  }
}
