import { describe, expect, it } from 'vitest';
import {
  allPages,
  listingPageCount,
  listingRequest,
  listingShown,
  listingSlice,
  type PageItem,
  pageCount,
  pageSlice,
  pageWindow,
} from './pagination.ts';

const show = (items: PageItem[]) =>
  items.map((i) => (i.type === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('pagination', () => {
  it('shows first, current plus or minus one, ellipses and last', () => {
    expect(show(pageWindow(6, 12))).toBe('1 … 5 [6] 7 … 12');
    expect(show(pageWindow(1, 12))).toBe('[1] 2 3 … 12');
    expect(show(pageWindow(12, 12))).toBe('1 … 10 11 [12]');
    expect(show(pageWindow(3, 12))).toBe('1 2 [3] 4 … 12');
  });

  it('uses a window of five page numbers on the shop', () => {
    expect(show(pageWindow(6, 20, 5))).toBe('1 … 4 5 [6] 7 8 … 20');
    expect(show(pageWindow(1, 20, 5))).toBe('[1] 2 3 4 5 … 20');
  });

  it('has no ellipsis when every page fits', () => {
    expect(show(pageWindow(2, 3))).toBe('1 [2] 3');
    expect(show(pageWindow(1, 1))).toBe('[1]');
    expect(show(allPages(2, 4))).toBe('1 [2] 3 4');
  });

  it('counts and slices pages', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(31, 15)).toBe(3);
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });

  it('pages listings 15 at a time, with a 16th product on the first page rather than alone on a second', () => {
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect([0, 1, 15, 16, 17, 30, 31, 46].map(listingPageCount)).toEqual([1, 1, 1, 1, 2, 2, 3, 4]);
    expect(listingSlice(upTo(16), 1)).toEqual(upTo(16));
    expect(listingSlice(upTo(17), 1)).toEqual(upTo(15));
    expect(listingSlice(upTo(17), 2)).toEqual([16, 17]);
  });

  it('asks the API for the products a listing page shows', () => {
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(listingRequest(1)).toEqual({ page: 1, perPage: 16 });
    expect(listingRequest(3)).toEqual({ page: 3, perPage: 15 });
    // Page 1's answer holds 16 at most: all of them for a listing of 16, 15 for a longer one.
    expect(listingShown(upTo(16), 16)).toEqual(upTo(16));
    expect(listingShown(upTo(16), 17)).toEqual(upTo(15));
    expect(listingShown([16, 17], 17)).toEqual([16, 17]);
  });
});
