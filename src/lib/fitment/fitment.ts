/**
 * Vehicle fitment (docs/design.md#vehicle-fitment): the shapes shared by the API, the build, the badge script and
 * the garage, and the one rule that answers "does it fit?". Kept free of dependencies: the badge
 * script on every catalogue page imports it.
 */
import type { Vehicle, VehicleSnapshot } from '../api/schemas/fitment.ts';
import { slugify } from '../format/text.ts';

/** Where on the vehicle a part goes; '' is the whole vehicle (or not stated). */
export const POSITIONS = [
  '',
  'front',
  'rear',
  'left',
  'right',
  'front-left',
  'front-right',
  'rear-left',
  'rear-right',
  'upper',
  'lower',
  'inner',
  'outer',
] as const;
export type Position = (typeof POSITIONS)[number];

export const POSITION_LABELS: Record<Position, string> = {
  '': '',
  front: 'Front',
  rear: 'Rear',
  left: 'Left',
  right: 'Right',
  'front-left': 'Front left',
  'front-right': 'Front right',
  'rear-left': 'Rear left',
  'rear-right': 'Rear right',
  upper: 'Upper',
  lower: 'Lower',
  inner: 'Inner',
  outer: 'Outer',
};

export const FUELS = ['petrol', 'diesel', 'hybrid', 'electric', 'lpg'] as const;
export type Fuel = (typeof FUELS)[number];

/** My Garage holds at most this many vehicles. */
export const GARAGE_LIMIT = 5;

export { YEAR_MAX, YEAR_MIN } from '../forms/limits.ts';

/**
 * A vehicle type as the API and the build see it, and what an order line keeps of the shopper's
 * chosen vehicle (order_items.vehicle): the API's schemas' types (a type import: no code follows it).
 */
export type { Vehicle, VehicleSnapshot };

/** A fitment row: product `product_id` fits `vehicle_id`. */
export interface Fitment {
  product_id: number;
  vehicle_id: number;
  position: Position;
  qty: number;
  note: string;
  /** A narrower span of model years than the vehicle's own; null where the whole span fits. */
  year_from: number | null;
  year_to: number | null;
  qualifiers: Record<string, string>;
}

/** A garage entry: a vehicle type and the model year the shopper owns. */
export interface GarageVehicle {
  vehicleId: number;
  year: number;
  /** vehicleLabel(), kept so the header can show it without loading the tree. */
  label: string;
  /** The model, for "Fits your Ranger". */
  model: string;
}

type Labelled = Pick<Vehicle, 'make' | 'model' | 'series' | 'engine'>;

/** "2019 Ford Ranger PX3 3.2 TDCi" (with a year) or "Ford Ranger PX3 3.2 TDCi". */
export function vehicleLabel(v: Labelled, year?: number): string {
  return [year, v.make, v.model, v.series, v.engine]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
}

/** "2011–2022" or "2024" for a single year. */
export function yearSpan(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}

/** The snapshot an order line keeps. */
export function vehicleSnapshot(v: Vehicle, year: number): VehicleSnapshot {
  return {
    id: v.id,
    year,
    make: v.make,
    model: v.model,
    series: v.series,
    engine: v.engine,
    label: vehicleLabel(v, year),
  };
}

// ----- Static files the build writes and the browser reads -----

/** The make -> model -> series tree for the selector. */
export const TREE_PATH = '/fitment/tree.json';

/** The parts that fit one vehicle. */
export function vehicleFilePath(vehicleId: number): string {
  return `/fitment/vehicle/${vehicleId}.json`;
}

/**
 * The selector's tree, compact: makes, each with models, each with vehicle types as
 * [id, series, year_from, year_to, engine, fuel, body, drive, transmission].
 */
export type TreeVehicle = [
  id: number,
  series: string,
  yearFrom: number,
  yearTo: number,
  engine: string,
  fuel: string,
  body: string,
  drive: string,
  transmission: string,
];
export interface VehicleTree {
  makes: [make: string, models: [model: string, vehicles: TreeVehicle[]][]][];
}

/**
 * One vehicle's file: the vehicle-specific products that fit it, as
 * [product id, position, note, year_from, year_to] with empty trailing values left off. Universal
 * products are not listed (they fit every vehicle).
 */
export type FitPart = [
  productId: number,
  position?: Position,
  note?: string,
  yearFrom?: number,
  yearTo?: number,
];
export interface VehicleFile {
  id: number;
  parts: FitPart[];
}

/** The compact row of a fitment for the vehicle file. */
export function fitPart(
  f: Pick<Fitment, 'product_id' | 'position' | 'note' | 'year_from' | 'year_to'>,
): FitPart {
  const row: (number | string | undefined)[] = [
    f.product_id,
    f.position,
    f.note,
    f.year_from ?? undefined,
    f.year_to ?? undefined,
  ];
  while (row.length > 1) {
    const last = row[row.length - 1];
    if (last === undefined || last === '') row.pop();
    else break;
  }
  return row.map((x) => x ?? 0) as FitPart;
}

/** What the badge says for one product and the active vehicle. */
export type FitAnswer =
  | { kind: 'universal' }
  | { kind: 'fits'; positions: Position[] }
  | { kind: 'check'; note: string; positions: Position[] }
  | { kind: 'no' };

/** Parts of a vehicle file by product id (a product may fit in several positions). */
export function indexParts(file: VehicleFile): Map<number, FitPart[]> {
  const map = new Map<number, FitPart[]>();
  for (const part of file.parts) {
    const list = map.get(part[0]);
    if (list) list.push(part);
    else map.set(part[0], [part]);
  }
  return map;
}

/**
 * Does the product fit the vehicle in the model year owned? Universal products always do; a listed
 * product does when one of its rows covers the year (0 = no bound), and asks to check when a row
 * carries a note.
 */
export function fitOf(
  parts: Map<number, FitPart[]>,
  productId: number,
  universal: boolean,
  year: number,
): FitAnswer {
  if (universal) return { kind: 'universal' };
  const rows = (parts.get(productId) ?? []).filter(
    ([, , , from = 0, to = 0]) => (!from || year >= from) && (!to || year <= to),
  );
  if (rows.length === 0) return { kind: 'no' };
  const positions = [...new Set(rows.map(([, position = '']) => position))];
  const notes = [...new Set(rows.map(([, , note = '']) => note).filter(Boolean))];
  return notes.length > 0
    ? { kind: 'check', note: notes.join('; '), positions }
    : { kind: 'fits', positions };
}

/** The badge's words for an answer (universal products get none). */
export function badgeText(answer: FitAnswer, model: string): string {
  switch (answer.kind) {
    case 'universal':
      return '';
    case 'fits':
      return `Fits your ${model}`;
    case 'check':
      return `Check fitment: ${answer.note}`;
    case 'no':
      return `Does not fit your ${model}`;
  }
}

/** The question asked before a part that does not fit goes into the cart. */
export function notFitQuestion(title: string, vehicle: string): string {
  return `${title} is not listed as fitting your ${vehicle}. Add it to the cart anyway?`;
}

// ----- Shop by vehicle pages -----

export const vehicleSlug = (text: string) => slugify(text);

/** /vehicles/, /vehicles/{make}/, /vehicles/{make}/{model}/, /vehicles/{make}/{model}/{series}/ */
export function vehiclesPath(make?: string, model?: string, series?: string): string {
  const parts = [make, model, series].filter((p): p is string => Boolean(p)).map(vehicleSlug);
  return `/vehicles/${parts.map((p) => `${p}/`).join('')}`;
}

// ----- Search: the fitment the index holds -----

/**
 * The Pagefind filter of a product's search record: a value per vehicle it fits (its id), or
 * UNIVERSAL_FIT for universal products, so a search restricted to a vehicle is the query with one of
 * them as its filter. A filter, not words: the words' index chunks and every result's fragment stay
 * free of hundreds of vehicle ids, and its own index loads only when a vehicle narrows the search.
 */
export const FIT_FILTER = 'fit';
export const fitValue = (vehicleId: number) => String(vehicleId);
export const UNIVERSAL_FIT = 'all';

/** The texts shoppers and callers see for bad fitment and garage input (API and islands alike). */
export const FITMENT_MESSAGES = {
  unknownVehicle: 'That vehicle is not in our list.',
  /** Wherever a vehicle with no vehicle-specific part for its year is chosen, and on its page. */
  noParts: 'No parts listed for this vehicle yet.',
  vehicleNotFound: 'Vehicle not found.',
  garageFull: `Your garage holds up to ${GARAGE_LIMIT} vehicles.`,
  notInGarage: 'That vehicle is not in your garage.',
  oneActive: 'Only one vehicle in the garage can be active.',
  yearOutside: (v: Pick<Vehicle, 'make' | 'model' | 'series' | 'year_from' | 'year_to'>) =>
    `The ${v.make} ${v.model} ${v.series} was made from ${v.year_from} to ${v.year_to}.`,
  yearsBackwards: (from: number, to: number) => `year_to ${to} is before year_from ${from}.`,
} as const;
