/**
 * A listing's facet data (docs/design.md#listing-filters): one small JSON file per listing, written by
 * the build next to the listing's first page (`/shop/category/brakes/listing.json`), that the browser's
 * filters (src/browser/listing-filters.ts) and the site server's no-JavaScript view
 * (src/host/listing-view.ts) filter, sort and rank without asking the API (the cards they show:
 * listing-card-files.ts). Pure: the build makes the files, everyone else reads them.
 */
import type { Position } from '../fitment/fitment.ts';
import { incGst } from '../pricing/pricing.ts';

/** The positions a shopper filters by; a fitment row's 'front-left' counts as front and left. */
export const FILTER_POSITIONS = ['front', 'rear', 'left', 'right'] as const;
export type FilterPosition = (typeof FILTER_POSITIONS)[number];

export const POSITION_NAMES: Record<FilterPosition, string> = {
  front: 'Front',
  rear: 'Rear',
  left: 'Left',
  right: 'Right',
};

/**
 * One product of a listing: [id, brand index (-1 for none), final price in cents (ex GST, as stored),
 * position bits (front 1, rear 2, left 4, right 8), day it was added (days since 1970), rating times
 * ten (0 for none), review count, 1 when universal]. Arrays, not objects: a tenth of the bytes.
 */
export type ListingRow = [
  id: number,
  brand: number,
  priceCents: number,
  positions: number,
  addedDay: number,
  rating10: number,
  reviews: number,
  universal: 0 | 1,
];

export interface ListingData {
  /** The listing's brands as [permalink, title], by title. */
  brands: [string, string][];
  /** Every product of the listing in its own (relevance) order. */
  rows: ListingRow[];
}

/** The facet file of a listing, from its first page's path: /shop/ -> /shop/listing.json. */
export const listingDataPath = (firstPagePath: string): string => `${firstPagePath}listing.json`;

/** The bit of each filter position. */
const BITS: Record<FilterPosition, number> = { front: 1, rear: 2, left: 4, right: 8 };

export const positionBit = (position: FilterPosition): number => BITS[position];

/** The filter bits of fitment positions ('front-left' is front and left; 'upper' none). */
export function positionBits(positions: Iterable<Position>): number {
  let bits = 0;
  for (const position of positions)
    for (const part of position.split('-')) if (part in BITS) bits |= BITS[part as FilterPosition];
  return bits;
}

/** What the build knows of a product for its row. */
export interface RowSource {
  id: number;
  brand: { permalink: string; title: string } | null;
  finalPriceCents: number;
  universal: boolean;
  rating: number | null;
  reviewCount: number;
  createdAt: string;
}

const DAY_MS = 86_400_000;

/** A listing's data from its products in order and each product's fitment positions. */
export function listingData(
  products: readonly RowSource[],
  positionsOf: (productId: number) => Iterable<Position>,
  gstBp: number,
): ListingData {
  const titles = new Map<string, string>();
  for (const p of products) if (p.brand) titles.set(p.brand.permalink, p.brand.title);
  const brands = [...titles].sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
  const index = new Map(brands.map(([permalink], i) => [permalink, i]));
  const rows = products.map((p): ListingRow => {
    const added = Date.parse(p.createdAt);
    return [
      p.id,
      p.brand ? (index.get(p.brand.permalink) ?? -1) : -1,
      incGst(p.finalPriceCents, gstBp),
      p.universal ? 0 : positionBits(positionsOf(p.id)),
      Number.isFinite(added) ? Math.floor(added / DAY_MS) : 0,
      p.rating === null || p.reviewCount === 0 ? 0 : Math.round(p.rating * 10),
      p.reviewCount,
      p.universal ? 1 : 0,
    ];
  });
  return { brands, rows };
}
