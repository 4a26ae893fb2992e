/**
 * The availability files in the browser (lib/stock/availability.ts): each bucket's file fetched once
 * per page, its products merged into $stock by id, which the catalogue's stock lines, the cart and
 * the checkout read. No side effects on import.
 */
import { atom } from 'nanostores';
import type { AvailabilityFile } from '../lib/api/schemas/stock.ts';
import { availabilityPath, bucketsOf, type ProductAvailability } from '../lib/stock/availability.ts';

/** What is known of each product's stock, by product id (nothing until its file arrives). */
export const $stock = atom<ReadonlyMap<number, ProductAvailability>>(new Map());

const files = new Map<number, Promise<void>>();

function readFile(bucket: number): Promise<void> {
  const path = availabilityPath(bucket);
  return fetch(path)
    .then((response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json() as Promise<AvailabilityFile>;
    })
    .then((file) => {
      const next = new Map($stock.get());
      for (const [id, product] of Object.entries(file.products ?? {})) next.set(Number(id), product);
      $stock.set(next);
    });
}

/** Fetches the files of these products that this page has not asked for yet; a failed file is asked for again next time. */
export function loadStock(productIds: Iterable<number>): Promise<void> {
  return Promise.all(
    bucketsOf(productIds).map((bucket) => {
      let file = files.get(bucket);
      if (!file) {
        file = readFile(bucket);
        file.catch(() => files.delete(bucket));
        files.set(bucket, file);
      }
      return file;
    }),
  ).then(() => undefined);
}
