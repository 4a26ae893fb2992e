import { describe, expect, it } from 'vitest';
import { allPages, type PageItem, pageCount, pageSlice, pageWindow } from './pagination.ts';

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
});
