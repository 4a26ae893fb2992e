/**
 * Orders as shoppers see them: the member's history ($orderHistory) and one order looked up by
 * number ($orderLookup), a member's own or anyone's through guest tracking.
 */
import { atom } from 'nanostores';
import { failureText } from '../lib/api/failures.ts';
import * as orders from '../lib/api/orders.ts';
import type { Order } from '../lib/orders/orders.ts';
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
  | { kind: 'found'; order: Order };

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
    $orderLookup.set({ kind: 'failed', message: failureText('trackOrder', error) });
  }
}
