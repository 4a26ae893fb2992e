/**
 * $pickupStore: the store the shopper collects from, chosen once and kept in localStorage (every tab,
 * island and the catalogue's stock lines read it). Small on purpose: the catalogue pages load it
 * before interaction once a store is chosen; the list of stores is collect-stores.ts.
 */
import { persistentAtom } from '@nanostores/persistent';
import { type CollectStore, decodeStore } from '../lib/stock/store.ts';
import { PICKUP_STORE_KEY } from './pickup-store-key.ts';

function decodeText(text: string | undefined): CollectStore | null {
  if (!text) return null;
  try {
    return decodeStore(JSON.parse(text));
  } catch {
    return null;
  }
}

export const $pickupStore = persistentAtom<CollectStore | null>(PICKUP_STORE_KEY, null, {
  // None chosen: the key is removed.
  encode: (store) => (store ? JSON.stringify(store) : undefined),
  decode: decodeText,
});

/** Makes `store` the shopper's store (null: none). */
export function chooseStore(store: CollectStore | null): void {
  $pickupStore.set(store);
}
