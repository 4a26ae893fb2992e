/**
 * Carrier services: what each one carries (freight classes, dangerous-goods classes), where it goes
 * (zones, PO boxes, which zones it flies to) and what it charges (a rate table by zone and weight band).
 * DEFAULT_SERVICES is the embedded table a new shop starts with; the back office edits it.
 */
import type { Carrier } from '../orders/fulfilment.ts';
import type { DgClass, FreightClass } from './goods.ts';
import { DEFAULT_ZONES } from './postcodes.ts';
import type { ZoneKind } from './zones.ts';

export interface ZoneRate {
  /**
   * Price ex GST of each weight band, in cents; null is the general settings' delivery charge (SPEC's
   * flat $15), which the standard parcel service charges to metro and regional zones.
   */
  bandCents: (number | null)[];
  /** Each kilogram (or part) past the last band, ex GST. */
  perKgCents: number;
}

export interface FreightService {
  /** 'parcel', 'express', 'road_freight'. */
  id: string;
  /** 'Australia Post Parcel Post'. */
  name: string;
  carrier: Carrier;
  /** The zones it flies to ('all' for an air service): dangerous goods never go by air. */
  airZones: string[] | 'all';
  /** The freight classes it carries. */
  classes: FreightClass[];
  /** The dangerous-goods classes it accepts (by road); empty for none. */
  dgClasses: DgClass[];
  /** It takes dangerous goods only packed in limited quantities. */
  dgLimitedOnly: boolean;
  /** It delivers to post office boxes and parcel lockers. */
  poBoxes: boolean;
  /** The zones it reaches; empty for all. */
  zones: string[];
  /** Upper bounds of the weight bands, in grams (chargeable weight: dead or cubic, the greater). */
  bandsGrams: number[];
  /** By zone id. A zone without a rate is not served. */
  rates: Record<string, ZoneRate>;
  /** Business days in transit from the origin, by the destination zone's kind: [fastest, slowest]. */
  transitDays: Record<ZoneKind, [number, number]>;
  /** The carrier adapter that quotes it live (the table stays the fallback); null for the table only. */
  live: 'auspost' | 'startrack' | null;
  active: boolean;
}

/** How much dearer each zone is than Sydney metro, from a warehouse in western Sydney. */
const ZONE_FACTOR: Record<string, number> = {
  NSW_METRO: 1,
  ACT: 1.1,
  NSW_REGIONAL: 1.15,
  VIC_METRO: 1.15,
  QLD_METRO: 1.15,
  VIC_REGIONAL: 1.3,
  QLD_REGIONAL: 1.3,
  SA_METRO: 1.3,
  TAS: 1.4,
  SA_REGIONAL: 1.45,
  WA_METRO: 1.5,
  NSW_REMOTE: 1.6,
  WA_REGIONAL: 1.7,
  QLD_REMOTE: 1.8,
  SA_REMOTE: 1.8,
  NT: 2,
  WA_REMOTE: 2.2,
};

/** Sydney metro's prices scaled for every zone (to the 5 cents), or only `zones`. */
function table(
  bandCents: number[],
  perKgCents: number,
  zones: readonly string[] = DEFAULT_ZONES.map((z) => z.id),
): Record<string, ZoneRate> {
  const scale = (cents: number, factor: number) => Math.round((cents * factor) / 5) * 5;
  return Object.fromEntries(
    zones.map((zone) => {
      const factor = ZONE_FACTOR[zone] ?? 2;
      return [
        zone,
        { bandCents: bandCents.map((c) => scale(c, factor)), perKgCents: scale(perKgCents, factor) },
      ];
    }),
  );
}

const PARCEL_BANDS = [500, 1000, 3000, 5000, 10_000, 22_000];
const ROAD_BANDS = [5000, 10_000, 25_000, 40_000];
const ROAD_DG: DgClass[] = ['2.1', '2.2', '3', '8', '9'];
const metroAndRegional = DEFAULT_ZONES.filter((z) => z.kind !== 'remote').map((z) => z.id);
const remote = DEFAULT_ZONES.filter((z) => z.kind === 'remote').map((z) => z.id);

export const DEFAULT_SERVICES: readonly FreightService[] = [
  {
    id: 'parcel',
    name: 'Australia Post Parcel Post',
    carrier: 'australia_post',
    airZones: ['NT', 'WA_REMOTE', 'QLD_REMOTE'],
    classes: ['standard'],
    dgClasses: ['2.1', '2.2', '9'],
    dgLimitedOnly: true,
    poBoxes: true,
    zones: [],
    bandsGrams: PARCEL_BANDS,
    rates: {
      // SPEC's flat charge to metro and regional addresses; remote areas by weight.
      ...Object.fromEntries(
        metroAndRegional.map((zone) => [zone, { bandCents: PARCEL_BANDS.map(() => null), perKgCents: 0 }]),
      ),
      ...table([1695, 1895, 2295, 2695, 3495, 5295], 250, remote),
    },
    transitDays: { metro: [2, 4], regional: [3, 6], remote: [5, 8] },
    live: 'auspost',
    active: true,
  },
  {
    id: 'express',
    name: 'Australia Post Express Post',
    carrier: 'australia_post',
    airZones: 'all',
    classes: ['standard'],
    dgClasses: [],
    dgLimitedOnly: false,
    poBoxes: true,
    zones: [],
    bandsGrams: PARCEL_BANDS,
    rates: table([1395, 1695, 2295, 2795, 3795, 5195], 300),
    transitDays: { metro: [1, 2], regional: [1, 3], remote: [2, 4] },
    live: 'auspost',
    active: true,
  },
  {
    id: 'courier',
    name: 'Couriers Please road courier',
    carrier: 'couriers_please',
    airZones: [],
    classes: ['standard', 'bulky'],
    dgClasses: [],
    dgLimitedOnly: false,
    poBoxes: false,
    zones: metroAndRegional,
    bandsGrams: ROAD_BANDS,
    rates: table([1295, 1695, 2495, 3495], 120, metroAndRegional),
    transitDays: { metro: [1, 3], regional: [3, 5], remote: [5, 8] },
    live: null,
    active: true,
  },
  {
    id: 'startrack',
    name: 'StarTrack Road Express',
    carrier: 'startrack',
    airZones: [],
    classes: ['standard', 'bulky'],
    dgClasses: ROAD_DG,
    dgLimitedOnly: false,
    poBoxes: false,
    zones: [],
    bandsGrams: ROAD_BANDS,
    rates: table([1495, 1995, 2895, 3995], 130),
    transitDays: { metro: [2, 3], regional: [3, 5], remote: [4, 8] },
    live: 'startrack',
    active: true,
  },
  {
    id: 'road_freight',
    name: 'TNT road freight',
    carrier: 'tnt',
    airZones: [],
    classes: ['standard', 'bulky', 'oversize'],
    dgClasses: ROAD_DG,
    dgLimitedOnly: false,
    poBoxes: false,
    zones: [],
    bandsGrams: ROAD_BANDS,
    rates: table([2995, 3995, 5495, 7495], 150),
    transitDays: { metro: [2, 4], regional: [3, 6], remote: [5, 10] },
    live: null,
    active: true,
  },
  {
    id: 'truck',
    name: 'Our own truck (Sydney metro)',
    carrier: 'other',
    airZones: [],
    classes: ['standard', 'bulky', 'oversize'],
    dgClasses: ROAD_DG,
    dgLimitedOnly: false,
    poBoxes: false,
    zones: ['NSW_METRO'],
    bandsGrams: [40_000],
    rates: table([4500], 100, ['NSW_METRO']),
    transitDays: { metro: [1, 2], regional: [1, 2], remote: [1, 2] },
    live: null,
    active: true,
  },
];
