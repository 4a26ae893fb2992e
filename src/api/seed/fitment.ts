/**
 * Seed fitment (docs/design.md#vehicle-fitment): which vehicle types each generated product fits, deterministic
 * for a seed, and the extra vehicle types the benchmark catalogues add to the real list.
 * Parts fit the vehicles their title names (data/vehicles.ts titleFitment); chassis parts also fit
 * the sister models on the same platform, and engine parts every vehicle with the same engine code.
 * Uses its own random stream per product, so products.ts's sequence (titles, SKUs, prices) never moves.
 */
import type { Position } from '../../lib/fitment/fitment.ts';
import { type ChildSeed, categorySeeds } from './data/taxonomy.ts';
import {
  inFamilies,
  type TitleFitment,
  titleFitment,
  type VehicleSeed,
  vehicleSeeds,
} from './data/vehicles.ts';
import type { ProductSeed } from './products.ts';
import { createRandom } from './random.ts';

export const FITMENT_SEED = 1818;
/** What `npm run generate` makes unless told otherwise. */
export const DEFAULT_GENERATED_VEHICLES = 500;

/** One fitment row by index into the products and vehicles it was made from. */
export interface FitmentSeed {
  product: number;
  vehicle: number;
  position: Position;
  qty: number;
  note: string;
  yearFrom: number | null;
  yearTo: number | null;
  qualifiers: Record<string, string>;
}

/**
 * How a kind of part fits: `engine` parts depend on the engine (a product may suit one engine of the
 * family); `shares` says which other models carry the same part: 'chassis' = the title's platform
 * sisters, 'engine' = every vehicle with the same engine code, 'none' = only the title's vehicles.
 * `fuel` prefers engines of that fuel where the family has them.
 */
interface Kind {
  engine: boolean;
  shares: 'chassis' | 'engine' | 'none';
  fuel?: 'petrol' | 'diesel';
  body?: boolean;
  notes: Note[];
}
interface Note {
  note: string;
  qualifiers: Record<string, string>;
  position?: Position;
  /** Only said of utes and cab chassis. */
  utes?: boolean;
}

const n = (note: string, qualifiers: Record<string, string> = {}, position?: Position): Note => ({
  note,
  qualifiers,
  ...(position ? { position } : {}),
});
const BRAKE_NOTES = [
  n('With 332 mm front rotor', { front_rotor_mm: '332' }, 'front'),
  n('With 302 mm front rotor', { front_rotor_mm: '302' }, 'front'),
  n('Not for models with EPB', { epb: 'no' }, 'rear'),
  n('Not for models with Brembo brakes', { brakes: 'standard' }),
];
const SUSPENSION_NOTES = [
  n('Not for models with factory lift kit'),
  { ...n('Suits constant loads up to 150 kg', { constant_load_kg: '150' }), utes: true },
  n('Not for models with self-levelling suspension'),
];
const ENGINE_NOTES = [n('Check engine number before ordering')];
/** Belts, alternators and cooling differ with air conditioning. */
const AC_NOTES = [...ENGINE_NOTES, n('With factory air conditioning', { air_conditioning: 'yes' })];
const chassis = (notes: Note[]): Kind => ({ engine: false, shares: 'chassis', notes });
const engine = (shares: Kind['shares'], fuel?: Kind['fuel'], notes = ENGINE_NOTES): Kind => ({
  engine: true,
  shares,
  notes,
  ...(fuel ? { fuel } : {}),
});
const body = (notes: Note[]): Kind => ({ engine: false, shares: 'none', body: true, notes });

/** Every child category whose products are vehicle-specific. */
const KINDS: Record<string, Kind> = {
  'Brake Pads': chassis(BRAKE_NOTES),
  'Brake Rotors': chassis(BRAKE_NOTES),
  'Brake Calipers': chassis(BRAKE_NOTES),
  'Spark Plugs': engine('engine', 'petrol'),
  'Timing Belt Kits': engine('engine'),
  'Water Pumps': engine('engine'),
  'Drive Belts': engine('chassis', undefined, AC_NOTES),
  'Oil Filters': engine('engine'),
  'Air Filters': engine('chassis'),
  'Fuel Filters': engine('engine', 'diesel'),
  'Cabin Filters': chassis([]),
  'Shock Absorbers': chassis(SUSPENSION_NOTES),
  'Coil Springs': chassis(SUSPENSION_NOTES),
  'Control Arms': chassis(SUSPENSION_NOTES),
  'Steering Parts': chassis([n('Not for models with factory lift kit')]),
  Alternators: engine('chassis', undefined, AC_NOTES),
  'Starter Motors': engine('engine'),
  Radiators: engine('chassis', undefined, AC_NOTES),
  'Radiator Hoses': engine('chassis'),
  Thermostats: engine('engine'),
  'Cooling Fans': engine('chassis', undefined, AC_NOTES),
  'Oxygen Sensors': engine('engine'),
  'DPF & EGR Parts': engine('chassis', 'diesel'),
  'Seat Covers': body([n('Not for models with seat-mounted airbags')]),
  'Floor Mats': body([n('Not for models with vinyl flooring')]),
  'Roof Racks': body([n('Not for models with factory roof rails')]),
};

const childByTitle = new Map<string, ChildSeed>(
  categorySeeds.flatMap((c) => c.children.map((child) => [child.title, child] as const)),
);
const childBySku = new Map<string, ChildSeed>(
  categorySeeds.flatMap((c) =>
    c.children.map((child, i) => [`${c.sku}-${String(i + 1).padStart(2, '0')}`, child] as const),
  ),
);

/** The kind of a vehicle-specific child category, or null for universal ones. */
export function kindOf(childTitle: string): Kind | null {
  const child = childByTitle.get(childTitle);
  return child && child.variants === 'vehicle' ? (KINDS[childTitle] ?? null) : null;
}

const POSITION_WORDS: [RegExp, Position][] = [
  [/\bFront\b/, 'front'],
  [/\bRear\b/, 'rear'],
  [/\bUpper\b/, 'upper'],
  [/\bLower\b/, 'lower'],
  [/\bInner\b/, 'inner'],
  [/\bOuter\b/, 'outer'],
];

/** Where the part goes, from its name ("Front Brake Pad Set" -> front). */
export function positionOf(name: string): Position {
  return POSITION_WORDS.find(([re]) => re.test(name))?.[1] ?? '';
}

/** How many one vehicle takes: a plug per cylinder, two of a part sold singly per axle, else one. */
export function qtyOf(childTitle: string, name: string, v: VehicleSeed): number {
  if (childTitle === 'Spark Plugs') return Math.max(1, v.cylinders);
  if (/Pair|Set|Kit/.test(name)) return 1;
  if (/Shock Absorber|Control Arm|Tie Rod|Brake Caliper|Brake Rotor/.test(name)) return 2;
  return 1;
}

const engineKey = (v: VehicleSeed) => v.engineCode || `${v.make} ${v.engine}`;
const isUte = (v: VehicleSeed) => /Cab/.test(v.body);
const FUELS_OF = { petrol: ['petrol', 'hybrid', 'lpg'], diesel: ['diesel'] } as const;

function familyOf(tf: TitleFitment, vehicles: VehicleSeed[]): number[] {
  return vehicles.flatMap((v, i) => (inFamilies(v, tf.family) ? [i] : []));
}

/**
 * Fitment for generated products over `vehicles` (vehicleSeeds or expandVehicles()). Products of
 * child categories that are not vehicle-specific are universal and get no rows.
 */
export function generateFitment(
  products: ProductSeed[],
  vehicles: VehicleSeed[] = vehicleSeeds,
  seed = FITMENT_SEED,
): { universal: boolean[]; fitments: FitmentSeed[] } {
  const families = new Map<string, number[]>();
  const sisters = new Map<string, number[]>();
  for (const [label, tf] of Object.entries(titleFitment)) {
    families.set(label, familyOf(tf, vehicles));
    sisters.set(
      label,
      vehicles.flatMap((v, i) => (inFamilies(v, tf.sisters) ? [i] : [])),
    );
  }
  const byEngine = new Map<string, number[]>();
  vehicles.forEach((v, i) => {
    if (!v.engineCode) return;
    const list = byEngine.get(v.engineCode);
    if (list) list.push(i);
    else byEngine.set(v.engineCode, [i]);
  });

  const universal: boolean[] = [];
  const fitments: FitmentSeed[] = [];
  products.forEach((p, index) => {
    const child = childBySku.get(p.childSku);
    const kind = child ? kindOf(child.title) : null;
    const family = p.vehicle ? families.get(p.vehicle) : undefined;
    if (!child || !kind || !family || family.length === 0) {
      universal.push(true);
      return;
    }
    universal.push(false);
    const rng = createRandom(seed + index * 7919);
    let own = family;
    if (kind.fuel) {
      const fuels: readonly string[] = FUELS_OF[kind.fuel];
      const preferred = own.filter((i) => fuels.includes(vehicles[i]!.fuel));
      if (preferred.length) own = preferred;
    }
    if (kind.engine) {
      // A petrol and a diesel engine never share these parts.
      const fuels = [...new Set(own.map((i) => vehicles[i]!.fuel))].sort();
      if (fuels.length > 1) {
        const fuel = rng.pick(fuels);
        own = own.filter((i) => vehicles[i]!.fuel === fuel);
      }
      // Most engine parts suit one engine; the rest the family's engines of one fuel.
      const keys = [...new Set(own.map((i) => engineKey(vehicles[i]!)))];
      if (keys.length > 1 && rng.chance(kind.shares === 'engine' ? 0.75 : 0.4)) {
        const key = rng.pick(keys);
        own = own.filter((i) => engineKey(vehicles[i]!) === key);
      }
    }
    if (kind.body) {
      const bodies = [...new Set(own.map((i) => vehicles[i]!.body))].sort();
      const chosen = rng.pick(bodies);
      own = own.filter((i) => vehicles[i]!.body === chosen);
    }
    const codes = new Set(own.map((i) => vehicles[i]!.engineCode).filter(Boolean));
    const ownSet = new Set(own);
    let extra: number[] = [];
    if (kind.shares === 'chassis') {
      extra = (sisters.get(p.vehicle!) ?? []).filter(
        (i) => !kind.engine || codes.has(vehicles[i]!.engineCode),
      );
    } else if (kind.shares === 'engine') {
      extra = [...codes].flatMap((code) => byEngine.get(code) ?? []).filter((i) => !ownSet.has(i));
    }

    const position = positionOf(p.name);
    // Some products carry a note on the rows of one series, and a few fit only part of a series' years.
    const anyUte = own.some((i) => isUte(vehicles[i]!));
    const notes = kind.notes.filter((x) => (!x.position || x.position === position) && (!x.utes || anyUte));
    const noted = notes.length > 0 && rng.chance(0.25) ? rng.pick(notes) : null;
    const seriesOf = (i: number) => `${vehicles[i]!.model} ${vehicles[i]!.series}`;
    const ownSeries = [...new Set(own.map(seriesOf))];
    const notedSeries = noted ? rng.pick(ownSeries) : null;
    const spanSeries = !kind.body && rng.chance(0.1) ? rng.pick(ownSeries) : null;
    const rearDisc = child.title.startsWith('Brake') && position === 'rear';

    for (const i of [...own, ...extra]) {
      const v = vehicles[i]!;
      let note = '';
      let qualifiers: Record<string, string> = {};
      if (ownSet.has(i) && noted && seriesOf(i) === notedSeries) {
        note = noted.note;
        qualifiers = noted.qualifiers;
      } else if (rearDisc && isUte(v)) {
        // Most utes have rear drums: the rear pads and rotors are for disc-braked builds.
        note = 'Rear disc models only';
        qualifiers = { rear_brakes: 'disc' };
      }
      const narrow = ownSet.has(i) && spanSeries === seriesOf(i) && v.yearTo > v.yearFrom;
      fitments.push({
        product: index,
        vehicle: i,
        position,
        qty: qtyOf(child.title, p.name, v),
        note,
        yearFrom: narrow ? v.yearFrom + 1 : null,
        yearTo: narrow ? v.yearTo : null,
        qualifiers,
      });
    }
  });
  return { universal, fitments };
}

// ----- More vehicle types for the benchmark catalogues -----

const CABS: Record<string, string[]> = {
  Ford: ['Single', 'Super', 'Dual'],
  Toyota: ['Single', 'Extra', 'Double', 'Dual'],
  Mazda: ['Single', 'Freestyle', 'Dual'],
  Isuzu: ['Single', 'Space', 'Crew'],
  Mitsubishi: ['Single', 'Club', 'Double'],
  Nissan: ['Single', 'King', 'Dual'],
  Holden: ['Single', 'Space', 'Crew'],
  Volkswagen: ['Single', 'Dual'],
  'Mercedes-Benz': ['Single', 'Dual'],
};

/** Other plausible builds of a real vehicle type: cab and tray styles, gearboxes, 2WD/4WD. */
function variantsOf(v: VehicleSeed): Pick<VehicleSeed, 'body' | 'drive' | 'transmission'>[] {
  let bodies = [v.body];
  let drives = [v.drive];
  let gearboxes = [v.transmission];
  if (isUte(v)) {
    bodies = (CABS[v.make] ?? ['Single', 'Dual']).flatMap((c) => [`${c} Cab Chassis`, `${c} Cab Ute`]);
    drives = ['4WD', '2WD'];
    gearboxes = ['Automatic', 'Manual'];
  } else if (v.fuel !== 'electric') {
    if (v.body === 'Hatch' || v.body === 'Sedan') bodies = ['Hatch', 'Sedan'];
    if (v.drive === 'FWD' || v.drive === 'AWD') drives = v.body === 'Wagon' ? ['FWD', 'AWD'] : [v.drive];
    gearboxes = [v.transmission, v.transmission === 'Manual' ? 'Automatic' : 'Manual'];
  }
  return bodies.flatMap((b) =>
    drives.flatMap((d) => gearboxes.map((t) => ({ body: b, drive: d, transmission: t }))),
  );
}

const identity = (v: VehicleSeed) =>
  [v.make, v.model, v.series, v.engine, v.body, v.drive, v.transmission, v.yearFrom].join('|').toLowerCase();

/**
 * The real vehicle types followed by made-up builds of the same series (same make, model, series,
 * engine and years; another body, drive or gearbox), `count` in all. Fewer than the real list is an error.
 */
export function expandVehicles(count: number): VehicleSeed[] {
  if (count < vehicleSeeds.length) throw new Error(`At least ${vehicleSeeds.length} vehicles are needed.`);
  const out = [...vehicleSeeds];
  const seen = new Set(out.map(identity));
  const candidates = vehicleSeeds.map((v) => variantsOf(v).map((x) => ({ ...v, ...x })));
  for (let round = 0; out.length < count; round++) {
    let added = false;
    for (const list of candidates) {
      const next = list[round];
      if (!next) continue;
      added = true;
      const key = identity(next);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(next);
      if (out.length === count) break;
    }
    if (!added) throw new Error(`At most ${out.length} vehicles can be generated.`);
  }
  return out;
}
