/**
 * What the shop's pages say about stock once the shopper has chosen a store, read from the small
 * availability files (GET /api/stock/{bucket}.json, one per 100 product ids): shared by the product
 * page, the cards and the cart so they always say the same thing, and by the server that writes them.
 */
import type { ProductAvailability } from '../api/schemas/stock.ts';
import { readyIn } from './store.ts';

export type { ProductAvailability } from '../api/schemas/stock.ts';

/** Products per availability file: about 4 KB each with four locations. */
export const STOCK_BUCKET = 100;

export const bucketOf = (productId: number): number => Math.floor(productId / STOCK_BUCKET);

export const availabilityPath = (bucket: number): string => `/api/stock/${bucket}.json`;

/** The files that hold these products, each once. */
export const bucketsOf = (productIds: Iterable<number>): number[] => [
  ...new Set([...productIds].map(bucketOf)),
];

/** A collect store as the picker and the pages know it. */
export interface PickupStore {
  id: number;
  name: string;
  lead_minutes: number;
  transfer_days: number;
}

/** What the store can sell of the product now (0 without a store or anything known). */
export const heldAt = (p: ProductAvailability | undefined, store: Pick<PickupStore, 'id'> | null): number =>
  (store && p?.at[String(store.id)]) || 0;

/** "20 Jan" from 2027-01-20 (the year left out, as a shopper says it). */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * One line about a product for the chosen store (or none): "3 at Penrith · ready in 30 min",
 * "In stock online", "Low stock", "Out of stock", "Available on backorder · expected 20 Jan".
 */
export function availabilityLine(
  p: ProductAvailability | undefined,
  store: PickupStore | null,
): string | null {
  if (!p) return null;
  if (p.s === 'backorder')
    return p.b ? `Available on backorder · expected ${shortDate(p.b)}` : 'Available on backorder';
  if (p.s === 'out_of_stock') return 'Out of stock';
  const here = heldAt(p, store);
  if (store && here > 0) return `${here} at ${store.name} · ${readyIn(store.lead_minutes, true)}`;
  if (store)
    return `In stock online · ${store.name} in ${store.transfer_days} ${store.transfer_days === 1 ? 'day' : 'days'}`;
  return p.s === 'low_stock' ? 'Low stock' : 'In stock online';
}

/**
 * The whole cart at one store: "All 3 items ready in 30 minutes", or "2 of 3 at Penrith, the rest in
 * 2 days", or null when nothing is known yet. `lines`: product id and quantity.
 */
export function collectSummary(
  lines: readonly { id: number; quantity: number }[],
  file: (productId: number) => ProductAvailability | undefined,
  store: PickupStore,
): string | null {
  let total = 0;
  let here = 0;
  for (const line of lines) {
    const p = file(line.id);
    if (!p) return null;
    total += line.quantity;
    here += Math.min(line.quantity, heldAt(p, store));
  }
  if (total === 0) return null;
  const items = `${total} ${total === 1 ? 'item' : 'items'}`;
  if (here === total) return `${total === 1 ? 'Your item' : `All ${items}`} ${readyIn(store.lead_minutes)}`;
  const days = `${store.transfer_days} ${store.transfer_days === 1 ? 'day' : 'days'}`;
  if (here === 0) return `${total === 1 ? 'Your item' : `All ${items}`} at ${store.name} in ${days}`;
  return `${here} of ${total} at ${store.name}, the rest in ${days}`;
}
