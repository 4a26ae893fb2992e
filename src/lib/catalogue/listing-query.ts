/**
 * A listing's filtered and sorted view (docs/design.md#listing-filters): the query-string words
 * (`?brands=bendix&min=20&max=100&pos=front&sort=price-asc&pg=2`), read leniently (a word it does not
 * know is left out, never an error: these are page addresses), and the one function that turns a
 * listing's facet data (listing-data.ts) and the shopper's vehicle and store into the products to
 * show, in order, with each brand's count. Shared by the browser's filters and the site server's
 * no-JavaScript view, so both show the same products for the same address.
 */
import { FILTER_POSITIONS, type FilterPosition, type ListingData, positionBit } from './listing-data.ts';

export const SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_NAMES: Record<Sort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
  rating: 'Best rated',
};

export interface ListingQuery {
  sort: Sort;
  /** Brand permalinks; none is every brand. */
  brands: string[];
  /** Whole dollars with GST, or null for no bound. */
  min: number | null;
  max: number | null;
  positions: FilterPosition[];
  /** Only parts that fit the active vehicle (or fit every vehicle). */
  fit: boolean;
  /** Only parts the chosen store holds now. */
  stock: boolean;
  /** The page of the filtered view, from 1. */
  page: number;
}

function dollars(value: string | null): number | null {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * Reads a query; anything it does not understand is left out. The view's words are sort, brands, min,
 * max, pos, fit, stock and pg (the listing's own ?page= and the spec's ?brand= are not among them).
 */
export function readQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get('sort') as Sort | null;
  const page = params.get('pg') ?? '';
  const list = (key: string) =>
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  // "From $200 to $50" is read as $50 to $200: what the shopper meant, not an empty view.
  const [min, max] = [dollars(params.get('min')), dollars(params.get('max'))];
  const swapped = min !== null && max !== null && min > max;
  return {
    sort: sort && SORTS.includes(sort) ? sort : 'relevance',
    brands: [...new Set(list('brands'))].slice(0, 50),
    min: swapped ? max : min,
    max: swapped ? min : max,
    positions: FILTER_POSITIONS.filter((p) => list('pos').includes(p)),
    fit: params.get('fit') === '1',
    stock: params.get('stock') === '1',
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** The query string of a view ('' for the listing as built), in one order, without defaults. */
export function queryString(q: ListingQuery): string {
  const params = new URLSearchParams();
  for (const brand of q.brands) params.append('brands', brand);
  if (q.min !== null) params.set('min', String(q.min));
  if (q.max !== null) params.set('max', String(q.max));
  for (const position of q.positions) params.append('pos', position);
  if (q.fit) params.set('fit', '1');
  if (q.stock) params.set('stock', '1');
  if (q.sort !== 'relevance') params.set('sort', q.sort);
  if (q.page > 1) params.set('pg', String(q.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A filtered view's robots value: never indexed, its links followed unless the listing's are not. */
export const filteredRobots = (built: string): string =>
  /nofollow/.test(built) ? 'noindex, nofollow' : 'noindex, follow';

/** Whether a query changes what the built page shows (a filter, a sort or a page of them). */
export const isFiltered = (q: ListingQuery): boolean => queryString(q) !== '';

/** The query without the brands the listing does not have (an old link), like any word the view does not know. */
export function knownQuery(data: ListingData, q: ListingQuery): ListingQuery {
  const brands = q.brands.filter((b) => data.brands.some(([permalink]) => permalink === b));
  return brands.length === q.brands.length ? q : { ...q, brands };
}

/** How a product stands with the active vehicle: 0 fits, 1 fits every vehicle, 2 does not fit. */
export type FitRank = 0 | 1 | 2;

export interface ViewContext {
  /** The product's standing with the active vehicle; absent without one (then nothing is ranked by fit). */
  fitRank?: ((productId: number, universal: boolean) => FitRank) | undefined;
  /** Whether the chosen store holds the product; absent without a store (the stock filter is then off). */
  heldHere?: ((productId: number) => boolean) | undefined;
}

export interface ListingView {
  /** The product ids to show, in order (every page of them). */
  ids: number[];
  /** How many products each brand would have with the other filters as they are, by permalink. */
  brandCounts: Map<string, number>;
}

type Order = (a: ListingData['rows'][number], b: ListingData['rows'][number]) => number;

const ORDERS: Record<Exclude<Sort, 'relevance'>, Order> = {
  'price-asc': (a, b) => a[2] - b[2],
  'price-desc': (a, b) => b[2] - a[2],
  newest: (a, b) => b[4] - a[4],
  // The best average first, the one with more reviews first at the same average, unrated last.
  rating: (a, b) => b[5] - a[5] || b[6] - a[6],
};

/**
 * The products of a view. With a vehicle, parts that fit come first, then universal parts, then parts
 * that do not fit (still shown: their badges say so); a chosen sort orders within the first two, and
 * parts that do not fit stay last. Ties keep the listing's own order.
 */
export function listingView(data: ListingData, q: ListingQuery, context: ViewContext = {}): ListingView {
  const { fitRank, heldHere } = context;
  const wanted = new Set(knownQuery(data, q).brands);
  const bits = q.positions.reduce((all, p) => all | positionBit(p), 0);
  const min = q.min === null ? null : q.min * 100;
  const max = q.max === null ? null : q.max * 100;
  const brandCounts = new Map<string, number>();
  const shown: { row: ListingData['rows'][number]; rank: FitRank; at: number }[] = [];
  data.rows.forEach((row, at) => {
    const [id, brand, price, positions, , , , universal] = row;
    if (min !== null && price < min) return;
    if (max !== null && price > max) return;
    // Only parts whose fitment names the position: a universal part (brake fluid, a socket set) has none.
    if (bits && (positions & bits) === 0) return;
    const rank = fitRank ? fitRank(id, universal === 1) : 1;
    if (q.fit && fitRank && rank === 2) return;
    if (q.stock && heldHere && !heldHere(id)) return;
    const permalink = data.brands[brand]?.[0];
    if (permalink) brandCounts.set(permalink, (brandCounts.get(permalink) ?? 0) + 1);
    if (wanted.size > 0 && !(permalink && wanted.has(permalink))) return;
    shown.push({ row, rank, at });
  });
  const order = q.sort === 'relevance' ? null : ORDERS[q.sort];
  shown.sort((a, b) => {
    // Relevance ranks fits, universal, no fit; a chosen sort only sends parts that do not fit last.
    const byFit = order ? Number(a.rank === 2) - Number(b.rank === 2) : a.rank - b.rank;
    return byFit || (order ? order(a.row, b.row) : 0) || a.at - b.at;
  });
  return { ids: shown.map((s) => s.row[0]), brandCounts };
}
