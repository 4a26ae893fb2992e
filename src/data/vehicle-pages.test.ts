import { describe, expect, it, vi } from 'vitest';
import { testVehicle } from '../../tests/helpers/vehicle.ts';
import type { ApiCategory } from '../lib/api/schemas/catalogue.ts';
import type { Product } from '../lib/catalogue/product.ts';
import type { Position, Vehicle } from '../lib/fitment/fitment.ts';

vi.mock('./product-store.ts', () => ({ buildProducts: async () => [] }));
const { indexFitment } = await import('./fitment.ts');
const { CARDS_PER_GROUP, vehiclePages } = await import('./vehicle-pages.ts');
const { seriesSeo, modelSeo, makeSeo, vehicleCrumbs } = await import('./vehicle-seo.ts');

let nextVehicle = 1;
const vehicle = (
  make: string,
  model: string,
  series: string,
  from: number,
  to: number,
  engine: string,
): Vehicle => testVehicle({ id: nextVehicle++, make, model, series, year_from: from, year_to: to, engine });

const cat = (id: number, title: string): ApiCategory => ({
  id,
  sku: title.slice(0, 3).toUpperCase(),
  title,
  permalink: title.toLowerCase(),
  thumbnail_image: '',
  updated_at: '2026-01-01T00:00:00.000Z',
  child_categories: [],
});
const brakes = cat(1, 'Brakes');
const filters = cat(2, 'Filters');

const product = (id: number, category: ApiCategory | null, universal = false): Product => ({
  id,
  title: `Part ${id}`,
  sku: `SKU-${id}`,
  permalink: `part-${id}`,
  shortDescription: '',
  longDescription: '',
  featuredImage: '',
  gallery: [],
  imageAlts: {},
  stockStatus: 'in_stock',
  category: category && {
    id: category.id,
    sku: category.sku,
    title: category.title,
    permalink: category.permalink,
  },
  childCategory: null,
  brand: null,
  priceCents: 1000,
  discount: null,
  finalPriceCents: 1000,
  weightKg: null,
  isFeatured: false,
  universal,
  seo: { title: '', description: '', keywords: '', canonical: '', schemaMarkup: '', indexable: true },
  rating: null,
  reviewCount: 0,
  reviews: [],
  fitSummary: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: `2026-02-${String((id % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
});

const px3a = vehicle('Ford', 'Ranger', 'PX3', 2018, 2022, '3.2 TDCi');
const px3b = vehicle('Ford', 'Ranger', 'PX3', 2018, 2020, '2.0 Bi-Turbo');
const px2 = vehicle('Ford', 'Ranger', 'PX2', 2015, 2018, '3.2 TDCi');
const everest = vehicle('Ford', 'Everest', 'UA', 2015, 2022, '3.2 TDCi');
const hilux = vehicle('Toyota', 'Hilux', 'AN120', 2015, 2024, '2.8 D-4D');
const noSeries = vehicle('Toyota', 'Hilux', '--', 2005, 2015, '3.0 D-4D');
const vehicles = [hilux, everest, px3a, px2, px3b, noSeries];

type Row = [number, number, Position, number, string, number | null, number | null];
const row = (productId: number, vehicleId: number, position: Position = ''): Row => [
  productId,
  vehicleId,
  position,
  1,
  '',
  null,
  null,
];

const products = [
  product(1, brakes),
  product(2, filters),
  product(3, brakes),
  product(4, null),
  product(5, filters, true),
  ...Array.from({ length: 12 }, (_, i) => product(100 + i, brakes)),
];
const rows: Row[] = [
  // Pad 1 fits both PX3 engines front and rear: listed once.
  row(1, px3a.id, 'front'),
  row(1, px3a.id, 'rear'),
  row(1, px3b.id, 'front'),
  row(2, px3a.id),
  row(4, px3b.id),
  // Universal product 5 and product 99 (not in the catalogue: inactive) are never listed.
  row(5, px3a.id),
  row(99, px3a.id),
  row(3, px2.id),
  ...Array.from({ length: 12 }, (_, i) => row(100 + i, hilux.id)),
];

const pages = vehiclePages(indexFitment(vehicles, rows), products, [brakes, filters]);
const series = (path: string) => pages.series.find((s) => s.path === path)!;

describe('shop by vehicle pages', () => {
  it('group vehicles into makes, models and series by name, series by years, with their URLs', () => {
    expect(pages.makes.map((m) => [m.make, m.path])).toEqual([
      ['Ford', '/vehicles/ford/'],
      ['Toyota', '/vehicles/toyota/'],
    ]);
    expect(pages.makes[0]!.models.map((m) => [m.model, m.path])).toEqual([
      ['Everest', '/vehicles/ford/everest/'],
      ['Ranger', '/vehicles/ford/ranger/'],
    ]);
    const ranger = pages.makes[0]!.models[1]!;
    expect(ranger.series.map((s) => [s.series, s.path, s.yearFrom, s.yearTo])).toEqual([
      ['PX2', '/vehicles/ford/ranger/px2/', 2015, 2018],
      ['PX3', '/vehicles/ford/ranger/px3/', 2018, 2022],
    ]);
    expect([ranger.yearFrom, ranger.yearTo]).toEqual([2015, 2022]);
    // A series without a URL slug gets no page.
    expect(pages.series.map((s) => s.path)).not.toContain('/vehicles/toyota/hilux/');
    expect(pages.series).toHaveLength(4);
  });

  it("list a series' vehicle-specific parts once, from any of its engines; universal and inactive parts never", () => {
    const px3 = series('/vehicles/ford/ranger/px3/');
    expect(px3.products.map((p) => p.id)).toEqual([1, 2, 4]);
    expect(px3.engines).toEqual(['2.0 Bi-Turbo', '3.2 TDCi']);
    expect(px3.vehicles.map((v) => [v.vehicle.engine, v.parts])).toEqual([
      ['2.0 Bi-Turbo', 2],
      ['3.2 TDCi', 2],
    ]);
    expect(series('/vehicles/ford/everest/ua/').products).toEqual([]);
  });

  it('group parts by top-level category in the shop order, uncategorised last', () => {
    const px3 = series('/vehicles/ford/ranger/px3/');
    expect(px3.groups.map((g) => [g.name, g.href, g.products.map((p) => p.id)])).toEqual([
      ['Brakes', '/shop/category/brakes/', [1]],
      ['Filters', '/shop/category/filters/', [2]],
      ['Other parts', null, [4]],
    ]);
    const hiluxParts = series('/vehicles/toyota/hilux/an120/').groups[0]!;
    expect(hiluxParts.products.length).toBeGreaterThan(CARDS_PER_GROUP);
  });

  it('count distinct parts for models and makes', () => {
    const [ford, toyota] = pages.makes;
    expect(ford!.models.map((m) => [m.model, m.parts])).toEqual([
      ['Everest', 0],
      ['Ranger', 4],
    ]);
    expect(ford!.parts).toBe(4);
    expect(toyota!.parts).toBe(12);
  });

  it('give a series page its title, description, canonical, breadcrumbs and JSON-LD', () => {
    const seo = seriesSeo(series('/vehicles/ford/ranger/px3/'));
    expect(seo.title).toBe('Ford Ranger PX3 (2018–2022) Parts & Accessories');
    expect(seo.description).toBe(
      '3 parts that fit the Ford Ranger PX3 (2018–2022): brakes, filters, other parts. Engines: 2.0 Bi-Turbo, 3.2 TDCi.',
    );
    expect(seo.canonical).toBe('/vehicles/ford/ranger/px3/');
    expect(seo.robots).toBe('index, follow');
    const [crumbs, collection] = seo.jsonLd as {
      '@type': string;
      itemListElement?: { name: string; item: string }[];
      mainEntity?: { numberOfItems: number; itemListElement: { url: string; name: string }[] };
    }[];
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement!.map((i) => i.name)).toEqual([
      'Home',
      'Shop by Vehicle',
      'Ford',
      'Ranger',
      'PX3',
    ]);
    expect(new URL(crumbs!.itemListElement![3]!.item).pathname).toBe('/vehicles/ford/ranger/');
    expect(collection!['@type']).toBe('CollectionPage');
    expect(collection!.mainEntity!.numberOfItems).toBe(3);
    expect(new URL(collection!.mainEntity!.itemListElement[0]!.url).pathname).toBe('/product/part-1/');
  });

  it("list a series' product cards in its JSON-LD, not the hundreds of links after them", () => {
    const [, collection] = seriesSeo(series('/vehicles/toyota/hilux/an120/')).jsonLd as {
      mainEntity: { numberOfItems: number; itemListElement: { url: string }[] };
    }[];
    expect(collection!.mainEntity.numberOfItems).toBe(CARDS_PER_GROUP);
    expect(collection!.mainEntity.itemListElement.map((i) => new URL(i.url).pathname)).toEqual(
      Array.from({ length: CARDS_PER_GROUP }, (_, i) => `/product/part-${100 + i}/`),
    );
  });

  it('keep pages without parts out of search engines', () => {
    expect(seriesSeo(series('/vehicles/ford/everest/ua/')).robots).toBe('noindex, follow');
    expect(modelSeo(pages.makes[0]!.models[0]!).robots).toBe('noindex, follow');
    expect(modelSeo(pages.makes[0]!.models[1]!).robots).toBe('index, follow');
    expect(makeSeo(pages.makes[0]!).title).toMatch(/^Ford Parts & Accessories \| /);
    expect(vehicleCrumbs('Ford', 'Ranger').map((c) => c.href)).toEqual([
      '/',
      '/vehicles/',
      '/vehicles/ford/',
      '/vehicles/ford/ranger/',
    ]);
  });
});
