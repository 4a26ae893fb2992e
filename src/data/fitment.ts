/**
 * Vehicle fitment at build time: every vehicle and every fitment row of an active product, read in
 * one request (GET /catalogue/fitment) and indexed for the pages that need it: the selector's tree,
 * one file per vehicle, the product page's Fitment tab, the shop-by-vehicle pages and search.
 */
import type { ApiClient } from '../lib/api/client.ts';
import { recordCatalogueFitment } from '../lib/build/search-feed.ts';
import {
  type FitPart,
  fitPart,
  POSITION_LABELS,
  type Position,
  type TreeVehicle,
  type Vehicle,
  type VehicleFile,
  type VehicleTree,
  vehiclesPath,
  yearSpan,
} from '../lib/fitment/fitment.ts';
import { buildApi } from './build-api.ts';
import { handOverSearchRecords } from './search-records-out.ts';

/** A fitment row with its vehicle, for a product's Fitment tab. */
export interface ProductFit {
  vehicle: Vehicle;
  position: Position;
  qty: number;
  note: string;
  year_from: number | null;
  year_to: number | null;
}

export interface CatalogueFitment {
  /** Every vehicle, by make, model, series, then years and engine. */
  vehicles: Vehicle[];
  byId: Map<number, Vehicle>;
  /** Vehicle id -> its file's rows (vehicle-specific products only). */
  partsByVehicle: Map<number, FitPart[]>;
  /** Product id -> the vehicles it fits, in vehicle order. */
  fitsByProduct: Map<number, ProductFit[]>;
}

type ExportRow = [number, number, Position, number, string, number | null, number | null];

const vehicleOrder = (a: Vehicle, b: Vehicle) =>
  a.make.localeCompare(b.make) ||
  a.model.localeCompare(b.model) ||
  a.year_from - b.year_from ||
  a.series.localeCompare(b.series) ||
  a.engine.localeCompare(b.engine) ||
  a.id - b.id;

/** Indexes the export's vehicles and rows. */
export function indexFitment(vehicles: Vehicle[], rows: ExportRow[]): CatalogueFitment {
  const sorted = [...vehicles].sort(vehicleOrder);
  const byId = new Map(sorted.map((v) => [v.id, v]));
  const partsByVehicle = new Map<number, FitPart[]>(sorted.map((v) => [v.id, []]));
  const fitsByProduct = new Map<number, ProductFit[]>();
  for (const [productId, vehicleId, position, qty, note, yearFrom, yearTo] of rows) {
    const vehicle = byId.get(vehicleId);
    if (!vehicle) continue;
    partsByVehicle
      .get(vehicleId)!
      .push(fitPart({ product_id: productId, position, note, year_from: yearFrom, year_to: yearTo }));
    const fit = { vehicle, position, qty, note, year_from: yearFrom, year_to: yearTo };
    const list = fitsByProduct.get(productId);
    if (list) list.push(fit);
    else fitsByProduct.set(productId, [fit]);
  }
  const rank = new Map(sorted.map((v, i) => [v.id, i]));
  for (const list of fitsByProduct.values())
    list.sort((a, b) => rank.get(a.vehicle.id)! - rank.get(b.vehicle.id)!);
  return { vehicles: sorted, byId, partsByVehicle, fitsByProduct };
}

/** The selector's make -> model -> vehicle tree. */
export function vehicleTree(fitment: CatalogueFitment): VehicleTree {
  const makes = new Map<string, Map<string, TreeVehicle[]>>();
  for (const v of fitment.vehicles) {
    const models = makes.get(v.make) ?? new Map<string, TreeVehicle[]>();
    makes.set(v.make, models);
    const list = models.get(v.model) ?? [];
    models.set(v.model, list);
    list.push([v.id, v.series, v.year_from, v.year_to, v.engine, v.fuel, v.body, v.drive, v.transmission]);
  }
  return { makes: [...makes].map(([make, models]) => [make, [...models]]) };
}

/** One vehicle's file. */
export function vehicleFile(fitment: CatalogueFitment, vehicleId: number): VehicleFile {
  return { id: vehicleId, parts: fitment.partsByVehicle.get(vehicleId) ?? [] };
}

/** One vehicle's file as the site serves it (minified JSON). */
export const vehicleFileJson = (fitment: CatalogueFitment, vehicleId: number): string =>
  JSON.stringify(vehicleFile(fitment, vehicleId));

/** Reads the fitment export in one request. */
export async function fetchFitment(api: ApiClient): Promise<CatalogueFitment> {
  const { data } = await api.get<{ data: { vehicles: Vehicle[]; fitments: ExportRow[] } }>(
    '/catalogue/fitment',
  );
  return indexFitment(data.vehicles, data.fitments);
}

let loaded: Promise<CatalogueFitment> | undefined;

/**
 * Where an early read of the export waits (integrations/fitment-prefetch.ts): on globalThis, since the
 * integration's copy of this module is not the one bundled into the pages.
 */
const EARLY = Symbol.for('storefront.fitment.early');
type WithEarly = { [EARLY]?: Promise<CatalogueFitment> };

/** Hands over a read of the export started before any page asked for it; loadFitment takes it. */
export function setEarlyFitment(early: Promise<CatalogueFitment>): void {
  // Not a failure until a page takes it: loadFitment's callers see the error then, as they would have.
  early.catch(() => {});
  (globalThis as WithEarly)[EARLY] = early;
}

/**
 * The build's fitment, loaded once (the early read when there is one), and recorded for the search
 * records (lib/build/search-feed.ts).
 */
export function loadFitment(): Promise<CatalogueFitment> {
  loaded ??= ((globalThis as WithEarly)[EARLY] ?? fetchFitment(buildApi())).then(async (fitment) => {
    recordCatalogueFitment(fitment.fitsByProduct);
    await handOverSearchRecords();
    return fitment;
  });
  return loaded;
}

/** One line of a product page's Fitment tab. */
export interface FitmentRow {
  make: string;
  model: string;
  series: string;
  /** The series' shop-by-vehicle page. */
  seriesHref: string;
  /** The fitment's narrower span of model years where it has one, else the vehicle's. */
  years: string;
  engine: string;
  /** Body, drive and transmission ("Dual Cab Ute, 4WD, Manual"): what tells apart types of one engine. */
  details: string;
  position: string;
  note: string;
}

/** A vehicle's part of its Fitment tab lines, made once per vehicle of a load: a vehicle fits many parts. */
const vehicleLines = new WeakMap<ProductFit['vehicle'], Pick<FitmentRow, 'seriesHref' | 'details'>>();

/** The Fitment tab's lines for a product's fits (already in vehicle order). */
export function fitmentRows(fits: ProductFit[]): FitmentRow[] {
  return fits.map(({ vehicle: v, position, note, year_from, year_to }) => {
    let line = vehicleLines.get(v);
    if (!line) {
      line = {
        seriesHref: vehiclesPath(v.make, v.model, v.series),
        details: [v.body, v.drive, v.transmission].filter(Boolean).join(', '),
      };
      vehicleLines.set(v, line);
    }
    return {
      make: v.make,
      model: v.model,
      series: v.series,
      seriesHref: line.seriesHref,
      years: yearSpan(year_from ?? v.year_from, year_to ?? v.year_to),
      engine: v.engine,
      details: line.details,
      position: POSITION_LABELS[position] ?? '',
      note,
    };
  });
}
