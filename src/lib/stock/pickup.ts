/**
 * Click & collect in the words of the pages that load on interaction (the store picker, the cart, the
 * checkout, the payment, thank-you and order pages), apart from store.ts, which the catalogue pages'
 * stock lines load before interaction: what a module holds goes into their code with it.
 */
import { decodeStoreView, readyIn, type StoreView, storeButtonText } from './store.ts';

/** "Collect from Penrith": the delivery choice, the cart's heading. */
export const collectFrom = (store: { name: string }): string => `Collect from ${store.name}`;

/** "Collect from Penrith, 58 Mulgoa Road, Penrith NSW 2750": the order pages' line for a collect order. */
export const collectAt = (store: { name: string; address: string }): string =>
  `${collectFrom(store)}, ${store.address}`;

/** "Orders ready in 30 minutes when everything is on the shelf": the picker's line under a store. */
export const storeLead = (store: { lead_minutes: number }): string =>
  `Orders ${readyIn(store.lead_minutes)} when everything is on the shelf`;

/** The other words of choosing a store and collecting from it, in one place. */
export const COLLECT_TEXTS = {
  pickerTitle: 'Choose your store',
  pickerIntro: 'Collect your order from a store: no delivery charge, and we email you when it is ready.',
  loading: 'Loading stores…',
  failed: 'The stores could not be loaded. Please try again.',
  none: 'No store offers click & collect at the moment.',
  current: 'Your store',
  close: 'Close',
  hours: 'Opening hours',
  change: 'Change store',
  choose: storeButtonText(null),
  /** The cart, under how soon the store has it. */
  cartNote: 'No delivery charge when you collect: choose it at checkout.',
  /** The cart and checkout without a store chosen yet. */
  prompt: 'Collect from one of our stores: choose a store to see when your order can be ready.',
  /** The delivery choice at checkout. */
  deliver: 'Deliver to an address',
  collectAny: 'Click & collect from a store',
  /** The delivery line of a collect order's totals. */
  free: 'Free — click & collect',
  /** Collect chosen at checkout without a store. */
  noStore: 'Choose a store to collect from.',
  /** The thank-you page and tracking, under the store. */
  readyEmail: 'We will email you when your order is ready to collect. Bring the email and photo ID.',
} as const;

/** The toast after choosing: "Penrith is now your store." */
export const storeChosen = (store: { name: string }): string => `${store.name} is now your store.`;

/** The label of the picker's button for one store: "Choose Penrith". */
export const chooseStoreLabel = (store: { name: string }): string => `Choose ${store.name}`;

/** The store as an order's pages show it (StoreView), without what only the picker needs. */
export const storeViewOf = ({ id, name, address, phone, hours }: StoreView): StoreView => ({
  id,
  name,
  address,
  phone,
  hours,
});

/** The store of an order view (DisplayedOrder's fulfilment and pickup_store): null for a delivery. */
export function collectStoreOf(order: unknown): StoreView | null {
  if (!order || typeof order !== 'object') return null;
  const { fulfilment, pickup_store } = order as Record<string, unknown>;
  return fulfilment === 'collect' ? decodeStoreView(pickup_store) : null;
}
