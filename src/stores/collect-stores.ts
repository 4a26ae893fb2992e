/**
 * $stores: the stores that offer click & collect (GET /stores), read once per page when the picker,
 * the cart or the checkout needs the list. Plain fetch, no API client: the call needs no session.
 */
import { atom } from 'nanostores';
import { type CollectStore, decodeStore } from '../lib/stock/store.ts';
import { $pickupStore, chooseStore } from './pickup-store.ts';

export type StoreList =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'loaded'; stores: CollectStore[] }
  | { kind: 'failed' };

/** The collect stores, in the shop's order. */
export const $stores = atom<StoreList>({ kind: 'idle' });

const STORES_URL = `${import.meta.env.PUBLIC_API_BASE ?? '/api'}/stores`;

/**
 * Reads the collect stores once (again after a failure). The chosen store takes the list's newer
 * details, and is forgotten when the list no longer has it (it stopped offering click & collect).
 */
export function loadStores(): void {
  const now = $stores.get().kind;
  if (now === 'loading' || now === 'loaded') return;
  $stores.set({ kind: 'loading' });
  fetch(STORES_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${STORES_URL} answered ${response.status}`);
      return response.json() as Promise<{ data?: unknown }>;
    })
    .then(
      (body) => {
        const stores = (Array.isArray(body.data) ? body.data : [])
          .map(decodeStore)
          .filter((s): s is CollectStore => s !== null);
        $stores.set({ kind: 'loaded', stores });
        const chosen = $pickupStore.get();
        if (!chosen) return;
        const fresh = stores.find((s) => s.id === chosen.id) ?? null;
        if (JSON.stringify(fresh) !== JSON.stringify(chosen)) chooseStore(fresh);
      },
      (error: unknown) => {
        console.error('Loading the stores failed', error);
        $stores.set({ kind: 'failed' });
      },
    );
}
