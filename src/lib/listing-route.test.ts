import { describe, expect, it } from 'vitest';
import { filterLabel, type ListingRouteMap, listingRules, listingTarget } from './listing-route.ts';
import { matchRule } from './redirects.ts';

const map: ListingRouteMap = {
  categories: [
    {
      sku: 'BRK',
      permalink: 'brakes',
      title: 'Brakes',
      children: [{ sku: 'BRK-01', permalink: 'brake-pads', title: 'Brake Pads' }],
    },
  ],
  brands: [{ permalink: 'bosch', title: 'Bosch' }],
};
const target = (qs: string) => listingTarget(new URLSearchParams(qs), map);

describe('listing URLs', () => {
  it.each([
    ['category=BRK', '/shop/category/brakes/'],
    ['category=brakes&page=2', '/shop/category/brakes/page/2/'],
    ['category=BRK&child_category=BRK-01', '/shop/category/brakes/brake-pads/'],
    ['child_category=BRK-01&page=3', '/shop/category/brakes/brake-pads/page/3/'],
    ['brand=bosch&page=1', '/brand/bosch/'],
    ['page=4', '/shop/page/4/'],
    ['page=1', '/shop/'],
  ])('sends ?%s to %s, in the page and through the rules alike', (qs, to) => {
    expect(target(qs)).toEqual({ kind: 'redirect', to });
    const rules = listingRules(map);
    expect(matchRule(rules, '/shop', new URLSearchParams(qs))?.location).toBe(to);
    const base = to.replace(/page\/\d+\/$/, '');
    expect(matchRule(rules, `${base}page/1/`, new URLSearchParams())?.location).toBe(base);
  });

  it('leaves filter combinations and unknown values to the island', () => {
    expect(target('category=BRK&brand=bosch')).toEqual({ kind: 'island' });
    expect(target('category=nope')).toEqual({ kind: 'island' });
    expect(target('category=ENG&child_category=BRK-01')).toEqual({ kind: 'island' });
    expect(target('page=abc')).toEqual({ kind: 'island' });
    expect(
      matchRule(listingRules(map), '/shop', new URLSearchParams('category=BRK&brand=bosch')),
    ).toMatchObject({ location: '/shop/', status: 200 });
  });

  it('names the filters for the heading', () => {
    expect(filterLabel(new URLSearchParams('category=BRK&brand=bosch'), map)).toBe('Bosch in Brakes');
    expect(filterLabel(new URLSearchParams('child_category=BRK-01'), map)).toBe('Brake Pads');
  });

  it('has nothing to do without filters', () => {
    expect(target('')).toEqual({ kind: 'none' });
  });
});
