/**
 * A collect store as shoppers read it (checkout, the thank-you page, tracking, the ready-to-collect
 * email): its name, one-line address, phone and opening hours.
 */
import { isText, isWhole } from '../site/decode.ts';

export interface StoreView {
  id: number;
  name: string;
  address: string;
  phone: string;
  /** One line per day range. */
  hours: string[];
}

/** "211 Church Street, Parramatta NSW 2150" from the location's parts, leaving out what is blank. */
export function storeAddress(l: {
  streetAddress: string;
  suburb: string;
  state: string;
  postCode: string;
}): string {
  const place = [l.suburb, l.state, l.postCode].filter(Boolean).join(' ');
  return [l.streetAddress, place].filter(Boolean).join(', ');
}

export const hoursLines = (hours: string): string[] =>
  hours
    .split('\n')
    .map((h) => h.trim())
    .filter(Boolean);

/** "ready in 30 minutes" ("30 min" when `short`), "ready in 2 hours": how soon a collect order is ready. */
export function readyIn(minutes: number, short = false): string {
  if (minutes <= 0) return 'ready now';
  if (minutes >= 120 && minutes % 60 === 0) return `ready in ${minutes / 60} hours`;
  if (minutes === 60) return 'ready in 1 hour';
  return `ready in ${minutes} ${short ? 'min' : 'minutes'}`;
}

/** A collect store as GET /stores gives it and the browser keeps it: how soon an order is ready there too. */
export interface CollectStore extends StoreView {
  /** Minutes to get an order on the shelf ready once everything is in the store. */
  lead_minutes: number;
  /** Days to bring what the store lacks from elsewhere. */
  transfer_days: number;
}

const isCount = (x: unknown): x is number => isWhole(x, 0);

/** A store as an answer or storage has it: null when it does not read as one. */
export function decodeStoreView(raw: unknown): StoreView | null {
  if (!raw || typeof raw !== 'object') return null;
  const { id, name, address, phone, hours } = raw as Record<string, unknown>;
  if (!isCount(id) || id < 1 || !isText(name) || !name || !isText(address) || !isText(phone)) return null;
  if (!Array.isArray(hours) || !hours.every(isText)) return null;
  return { id, name, address, phone, hours };
}

/** A collect store read back from storage or GET /stores (storage outlives deploys): null when it does not read as one. */
export function decodeStore(raw: unknown): CollectStore | null {
  const store = decodeStoreView(raw);
  const { lead_minutes, transfer_days } = (raw ?? {}) as Record<string, unknown>;
  return store && isCount(lead_minutes) && isCount(transfer_days)
    ? { ...store, lead_minutes, transfer_days }
    : null;
}

/** The header's store button: "Choose a store", or "My store: Penrith" once the shopper has chosen. */
export const storeButtonText = (store: { name: string } | null): string =>
  store ? `My store: ${store.name}` : 'Choose a store';
