/**
 * Shop-by-vehicle pages (issue 18): the fitment index's make -> model -> series tree, each series with
 * the vehicle-specific products that fit any of its vehicle types, grouped by top-level category.
 * Pure over (fitment, products, categories) so it is tested with hand-made data; loadVehiclePages()
 * builds it once per build for every vehicle page and the sitemap.
 */
import type { ApiCategory } from '../lib/api/schemas/catalogue.ts';
import type { Product } from '../lib/catalogue/product.ts';
import { type Vehicle, vehicleSlug, vehiclesPath } from '../lib/fitment/fitment.ts';
import { categoryPath } from '../lib/site/urls.ts';
import { loadCatalogue } from './catalogue.ts';
import { type CatalogueFitment, loadFitment } from './fitment.ts';
import { productMemo } from './product-memo.ts';

/** A series page shows this many cards per category, then plain links to the rest. */
export const CARDS_PER_GROUP = 8;

export interface CategoryGroup {
  name: string;
  /** The category's listing; null for products without a category. */
  href: string | null;
  products: Product[];
}

export interface SeriesEntry {
  make: string;
  model: string;
  series: string;
  path: string;
  yearFrom: number;
  yearTo: number;
  /** Its vehicle types (engines), each with how many listed parts fit it. */
  vehicles: { vehicle: Vehicle; parts: number }[];
  /** Distinct engine names, in vehicle order. */
  engines: string[];
  /** The vehicle-specific products that fit any of its vehicle types, in catalogue order. */
  products: Product[];
  groups: CategoryGroup[];
}

export interface ModelEntry {
  make: string;
  model: string;
  path: string;
  yearFrom: number;
  yearTo: number;
  series: SeriesEntry[];
  /** Distinct parts over all its series. */
  parts: number;
}

export interface MakeEntry {
  make: string;
  path: string;
  models: ModelEntry[];
  parts: number;
}

export interface VehiclePages {
  makes: MakeEntry[];
  models: ModelEntry[];
  series: SeriesEntry[];
}

/** Products grouped by top-level category in the shop's category order; uncategorised last. */
export function groupByCategory(products: Product[], categories: ApiCategory[]): CategoryGroup[] {
  const rank = new Map(categories.map((c, i) => [c.id, i]));
  const groups = new Map<number, CategoryGroup>();
  for (const p of products) {
    const known = p.category && rank.has(p.category.id) ? p.category : null;
    const key = known ? known.id : -1;
    let group = groups.get(key);
    if (!group) {
      group = known
        ? { name: known.title, href: categoryPath(known.permalink), products: [] }
        : { name: 'Other parts', href: null, products: [] };
      groups.set(key, group);
    }
    group.products.push(p);
  }
  const order = (key: number) => (key === -1 ? Number.MAX_SAFE_INTEGER : rank.get(key)!);
  return [...groups].sort(([a], [b]) => order(a) - order(b)).map(([, g]) => g);
}

function seriesEntry(
  vehicles: Vehicle[],
  fitment: CatalogueFitment,
  byId: Map<number, Product>,
  categories: ApiCategory[],
): { entry: SeriesEntry; ids: Set<number> } {
  const first = vehicles[0]!;
  const ids = new Set<number>();
  const counted = vehicles.map((vehicle) => {
    const own = new Set<number>();
    for (const [id] of fitment.partsByVehicle.get(vehicle.id) ?? []) {
      const product = byId.get(id);
      if (product && !product.universal) own.add(id);
    }
    for (const id of own) ids.add(id);
    return { vehicle, parts: own.size };
  });
  const products = [...ids].sort((a, b) => a - b).map((id) => byId.get(id)!);
  const entry: SeriesEntry = {
    make: first.make,
    model: first.model,
    series: first.series,
    path: vehiclesPath(first.make, first.model, first.series),
    yearFrom: Math.min(...vehicles.map((v) => v.year_from)),
    yearTo: Math.max(...vehicles.map((v) => v.year_to)),
    vehicles: counted,
    engines: [...new Set(vehicles.map((v) => v.engine))],
    products,
    groups: groupByCategory(products, categories),
  };
  return { entry, ids };
}

/** Groups vehicles by a key in first-seen order. */
function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return [...map.values()];
}

/** LandCruiser 70 before LandCruiser 200. */
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * Every vehicle page. Vehicles whose make, model or series has no URL slug get no page. Series are
 * ordered by first year, models and makes by name.
 */
export function vehiclePages(
  fitment: CatalogueFitment,
  products: Product[],
  categories: ApiCategory[],
): VehiclePages {
  const byId = new Map(products.map((p) => [p.id, p]));
  const named = fitment.vehicles.filter(
    (v) => vehicleSlug(v.make) && vehicleSlug(v.model) && vehicleSlug(v.series),
  );
  const makes: MakeEntry[] = groupBy(named, (v) => vehicleSlug(v.make)).map((ofMake) => {
    const makeIds = new Set<number>();
    const models = groupBy(ofMake, (v) => vehicleSlug(v.model)).map((ofModel): ModelEntry => {
      const modelIds = new Set<number>();
      const series = groupBy(ofModel, (v) => vehicleSlug(v.series))
        .map((ofSeries) => {
          const { entry, ids } = seriesEntry(ofSeries, fitment, byId, categories);
          for (const id of ids) modelIds.add(id);
          return entry;
        })
        .sort((a, b) => a.yearFrom - b.yearFrom || a.yearTo - b.yearTo || byName(a.series, b.series));
      for (const id of modelIds) makeIds.add(id);
      const { make, model } = ofModel[0]!;
      return {
        make,
        model,
        path: vehiclesPath(make, model),
        yearFrom: Math.min(...series.map((s) => s.yearFrom)),
        yearTo: Math.max(...series.map((s) => s.yearTo)),
        series,
        parts: modelIds.size,
      };
    });
    const make = ofMake[0]!.make;
    models.sort((a, b) => byName(a.model, b.model));
    return { make, path: vehiclesPath(make), models, parts: makeIds.size };
  });
  makes.sort((a, b) => byName(a.make, b.make));
  const models = makes.flatMap((m) => m.models);
  return { makes, models, series: models.flatMap((m) => m.series) };
}

/** The build's vehicle pages, made once per version of the products. */
export const loadVehiclePages = productMemo(() =>
  Promise.all([loadFitment(), loadCatalogue()]).then(([fitment, c]) =>
    vehiclePages(fitment, c.products, c.categories),
  ),
);
