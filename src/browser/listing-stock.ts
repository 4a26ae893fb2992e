/**
 * The "In stock at <store>" filter's knowledge, loaded by listing-filters.ts only when the shopper
 * touches the filters or opens an address with it: the chosen store, and which of the listing's
 * products it holds now, from the availability files (stores/stock-files.ts).
 */
import { heldAt } from '../lib/stock/availability.ts';
import { $pickupStore } from '../stores/pickup-store.ts';
import { $stock, loadStock } from '../stores/stock-files.ts';

export { $pickupStore };

/** Whether the chosen store holds each of these products, once their files have arrived; undefined without a store. */
export async function heldHere(ids: readonly number[]): Promise<((id: number) => boolean) | undefined> {
  const store = $pickupStore.get();
  if (!store) return undefined;
  await loadStock(ids);
  return (id) => heldAt($stock.get().get(id), store) > 0;
}
