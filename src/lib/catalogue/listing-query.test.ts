/** The listing filters' view: what a shopper sees for a query, a vehicle and a store. */
import { describe, expect, it } from 'vitest';
import { listingData, positionBits } from './listing-data.ts';
import {
  type FitRank,
  filteredRobots,
  isFiltered,
  listingView,
  queryString,
  readQuery,
} from './listing-query.ts';

const brand = (permalink: string) => ({ permalink, title: permalink[0]!.toUpperCase() + permalink.slice(1) });
const products = [
  {
    id: 1,
    brand: brand('bendix'),
    finalPriceCents: 9000,
    universal: false,
    rating: 4.5,
    reviewCount: 2,
    createdAt: '2024-01-01',
  },
  {
    id: 2,
    brand: brand('bosch'),
    finalPriceCents: 4000,
    universal: false,
    rating: null,
    reviewCount: 0,
    createdAt: '2025-03-01',
  },
  {
    id: 3,
    brand: null,
    finalPriceCents: 1500,
    universal: true,
    rating: 5,
    reviewCount: 1,
    createdAt: '2023-06-01',
  },
  {
    id: 4,
    brand: brand('bendix'),
    finalPriceCents: 20000,
    universal: false,
    rating: 4.5,
    reviewCount: 9,
    createdAt: '2024-06-01',
  },
];
const positions: Record<number, ('front' | 'rear' | 'front-left' | '')[]> = {
  1: ['front'],
  2: ['rear'],
  4: ['front-left', 'rear'],
};
// GST 10%: the rows hold the price the shopper pays.
const data = listingData(products, (id) => positions[id] ?? [], 1000);
const view = (query: string, context = {}) =>
  listingView(data, readQuery(new URLSearchParams(query)), context).ids;

describe('listing facet data', () => {
  it('keeps brands by title, prices with GST, position bits, and no rating without reviews', () => {
    expect(data.brands).toEqual([
      ['bendix', 'Bendix'],
      ['bosch', 'Bosch'],
    ]);
    expect(data.rows[0]).toEqual([1, 0, 9900, 1, 19723, 45, 2, 0]);
    expect(data.rows[1]![5]).toBe(0);
    expect(data.rows[2]!.slice(1, 4)).toEqual([-1, 1650, 0]);
    expect(positionBits(['front-left', 'rear', 'upper'])).toBe(1 | 4 | 2);
  });
});

describe('listing view', () => {
  it('is the listing as built without a query', () => {
    expect(view('')).toEqual([1, 2, 3, 4]);
    expect(isFiltered(readQuery(new URLSearchParams('page=2&brand=bosch')))).toBe(false);
  });

  it('filters by brand, price with GST and position (only parts whose fitment names it)', () => {
    expect(view('brands=bendix')).toEqual([1, 4]);
    expect(view('brands=bendix,bosch')).toEqual([1, 2, 4]);
    expect(view('min=20&max=100')).toEqual([1, 2]);
    // The two ends the wrong way round are read the right way round.
    expect(view('min=100&max=20')).toEqual([1, 2]);
    expect(queryString(readQuery(new URLSearchParams('min=100&max=20')))).toBe('?min=20&max=100');
    // Product 3 is universal: it has no position, so no position filter shows it.
    expect(view('pos=front')).toEqual([1, 4]);
    expect(view('pos=front&pos=rear')).toEqual([1, 2, 4]);
    expect(view('pos=rear&brands=bendix')).toEqual([4]);
    // A brand the listing does not have (an old link) is left out, not an empty view.
    expect(view('brands=gone')).toEqual(view(''));
    expect(view('brands=gone,bendix')).toEqual([1, 4]);
  });

  it('sorts by price, newest and best rated, unrated last', () => {
    expect(view('sort=price-asc')).toEqual([3, 2, 1, 4]);
    expect(view('sort=price-desc')).toEqual([4, 1, 2, 3]);
    expect(view('sort=newest')).toEqual([2, 4, 1, 3]);
    expect(view('sort=rating')).toEqual([3, 4, 1, 2]);
  });

  it('counts each brand with the other filters applied', () => {
    const { brandCounts } = listingView(data, readQuery(new URLSearchParams('brands=bosch&max=100')));
    expect(Object.fromEntries(brandCounts)).toEqual({ bendix: 1, bosch: 1 });
  });

  it('with a vehicle: fitting parts first, universal next, the rest last; a sort keeps non-fitting last', () => {
    const fitRank = (id: number, universal: boolean): FitRank => (universal ? 1 : id === 4 ? 0 : 2);
    expect(view('', { fitRank })).toEqual([4, 3, 1, 2]);
    expect(view('sort=price-asc', { fitRank })).toEqual([3, 4, 2, 1]);
    expect(view('fit=1', { fitRank })).toEqual([4, 3]);
    // Without a vehicle "fit" filters nothing out.
    expect(view('fit=1')).toEqual([1, 2, 3, 4]);
  });

  it('only what the chosen store holds', () => {
    expect(view('stock=1', { heldHere: (id: number) => id % 2 === 0 })).toEqual([2, 4]);
  });

  it('keeps a filtered view out of the index, following its links as the listing does', () => {
    expect(filteredRobots('index, follow')).toBe('noindex, follow');
    expect(filteredRobots('noindex, nofollow')).toBe('noindex, nofollow');
    expect(filteredRobots('')).toBe('noindex, follow');
  });

  it('reads bad words leniently and writes one address per view', () => {
    const q = readQuery(new URLSearchParams('sort=cheapest&min=abc&max=-5&pos=middle&pg=0&fit=yes'));
    expect(queryString(q)).toBe('');
    const back = readQuery(new URLSearchParams('sort=price-asc&pg=2&pos=rear&brands=bosch&min=10'));
    expect(queryString(back)).toBe('?brands=bosch&min=10&pos=rear&sort=price-asc&pg=2');
  });
});
