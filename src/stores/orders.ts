/**
 * Orders as shoppers see them: the member's history ($orderHistory) and one order looked up by
 * number ($orderLookup), a member's own or anyone's through guest tracking.
 */
import { atom } from 'nanostores';
import * as orders from '../lib/api/orders.ts';
import type { Order } from '../lib/orders.ts';
import { api } from './api.ts';
import { $session } from './session.ts';

/** The member's orders, newest first; null while loading. */
export const $orderHistory = atom<Order[] | null>(null);

export type OrderLookup =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'found'; order: Order };

export const $orderLookup = atom<OrderLookup>({ kind: 'idle' });

/** Loads $orderHistory (an empty list when it fails). */
export function loadOrderHistory(): void {
  orders.orderHistory(api, $session.get()?.user.id).then(
    (list) => $orderHistory.set(list),
    () => $orderHistory.set([]),
  );
}

/** Looks an order up by number: the member's own (`member`) or through guest tracking (`guest`). */
export async function lookUpOrder(invoice: string, as: 'member' | 'guest'): Promise<void> {
  const id = invoice.trim();
  if (!id) return;
  $orderLookup.set({ kind: 'loading' });
  try {
    const order = await orders.findOrder(api, id, as);
    $orderLookup.set(order ? { kind: 'found', order } : { kind: 'missing' });
  } catch (error) {
    console.error('Order lookup failed', error);
    $orderLookup.set({ kind: 'idle' });
  }
}
