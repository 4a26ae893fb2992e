import { describe, expect, it } from 'vitest';
import { filterLabel, type ListingRouteMap, listingRules, listingTarget } from './listing-route.ts';
import { matchRule } from './redirects.ts';

const map: ListingRouteMap = {
  pages: 20,
  categories: [
    {
      sku: 'BRK',
      permalink: 'brakes',
      title: 'Brakes',
      pages: 3,
      children: [
        { sku: 'BRK-01', permalink: 'brake-pads', title: 'Brake Pads', pages: 4 },
        { sku: 'BRK-02', permalink: 'brake-fluid', title: 'Brake Fluid', pages: 1 },
      ],
    },
  ],
  brands: [{ permalink: 'bosch', title: 'Bosch', pages: 2 }],
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
    expect(matchRule(rules, '/shop/', new URLSearchParams(qs))).toEqual({
      location: to,
      status: 301,
      force: true,
    });
    const base = to.replace(/page\/\d+\/$/, '');
    expect(matchRule(rules, `${base}page/1/`, new URLSearchParams())?.location).toBe(base);
  });

  it('answers /brand/?brand= like /brand?brand=, before /brand/ goes to every brand', () => {
    const rules = listingRules(map);
    expect(matchRule(rules, '/brand/', new URLSearchParams('brand=bosch&page=2'))?.location).toBe(
      '/brand/bosch/page/2/',
    );
    expect(matchRule(rules, '/brand/', new URLSearchParams())?.location).toBe('/brands/');
  });

  it('leaves filter combinations and unknown values to the island', () => {
    expect(target('category=BRK&brand=bosch')).toEqual({ kind: 'island' });
    expect(target('category=nope')).toEqual({ kind: 'island' });
    expect(target('category=ENG&child_category=BRK-01')).toEqual({ kind: 'island' });
    expect(
      matchRule(listingRules(map), '/shop', new URLSearchParams('category=BRK&brand=bosch')),
    ).toMatchObject({ location: '/shop/', status: 200 });
  });

  it.each([
    ['page=abc', '/shop/'],
    ['page=0', '/shop/'],
    ['page=21', '/shop/'],
    ['page=2.5', '/shop/'],
    ['category=brakes&page=abc', '/shop/category/brakes/'],
    ['category=BRK&page=4', '/shop/category/brakes/'],
    ['category=BRK&child_category=BRK-02&page=2', '/shop/category/brakes/brake-fluid/'],
    ['child_category=BRK-01&page=5', '/shop/category/brakes/brake-pads/'],
    ['brand=bosch&page=3', '/brand/bosch/'],
    ['brand=bosch&page=-1', '/brand/bosch/'],
  ])('sends ?%s, a page the listing does not have, to its first page: %s', (qs, to) => {
    expect(target(qs)).toEqual({ kind: 'redirect', to });
    expect(matchRule(listingRules(map), '/shop', new URLSearchParams(qs))?.location).toBe(to);
  });

  it('sends an unknown child category with a page to a page that exists', () => {
    const rules = listingRules(map);
    expect(
      matchRule(rules, '/shop', new URLSearchParams('category=BRK&child_category=NOPE&page=3'))?.location,
    ).toBe('/shop/category/brakes/page/3/');
    expect(
      matchRule(rules, '/shop', new URLSearchParams('category=BRK&child_category=NOPE&page=9'))?.location,
    ).toBe('/shop/category/brakes/');
    expect(matchRule(rules, '/shop', new URLSearchParams('child_category=NOPE&page=99'))?.location).toBe(
      '/shop/',
    );
    expect(matchRule(rules, '/brand', new URLSearchParams('brand=bosch&page=2'))?.location).toBe(
      '/brand/bosch/page/2/',
    );
    expect(matchRule(rules, '/brand', new URLSearchParams('brand=bosch&page=7'))?.location).toBe(
      '/brand/bosch/',
    );
  });

  it('names the filters for the heading', () => {
    expect(filterLabel(new URLSearchParams('category=BRK&brand=bosch'), map)).toBe('Bosch in Brakes');
    expect(filterLabel(new URLSearchParams('child_category=BRK-01'), map)).toBe('Brake Pads');
  });

  it('has nothing to do without filters', () => {
    expect(target('')).toEqual({ kind: 'none' });
  });
});
