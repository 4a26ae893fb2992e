/**
 * What freight needs to know of a product (DESIGN.md section 11): its weight and size, the freight
 * class an editor gave it, and its dangerous-goods data. Shared by the server's quotes, the back
 * office's product editor and the shop's estimates.
 */

export const FREIGHT_CLASSES = ['standard', 'bulky', 'oversize'] as const;
export type FreightClass = (typeof FREIGHT_CLASSES)[number];

/** What each class is called where a shopper or editor reads it. */
export const FREIGHT_CLASS_NAMES: Record<FreightClass, string> = {
  standard: 'Standard parcel',
  bulky: 'Bulky',
  oversize: 'Oversize',
};

/**
 * The dangerous-goods classes (ADG Code) a parts shop sells: 2.1 flammable gas (aerosols, LPG),
 * 2.2 non-flammable gas, 3 flammable liquids (fuels, some additives), 4.1 flammable solids,
 * 5.1 oxidisers, 6.1 toxic, 8 corrosives (wet batteries, acids), 9 miscellaneous (lithium batteries).
 */
export const DG_CLASSES = ['2.1', '2.2', '3', '4.1', '5.1', '6.1', '8', '9'] as const;
export type DgClass = (typeof DG_CLASSES)[number];

export const PACKING_GROUPS = ['', 'I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

export interface DangerousGoods {
  /** 'UN2794': UN and four digits. */
  un: string;
  dgClass: DgClass;
  /** '' where the class has none (2.1, 2.2, most of 9). */
  packingGroup: PackingGroup;
  /** Packed in limited quantities (ADG chapter 3.4): some parcel services take these by road. */
  limitedQuantity: boolean;
}

export interface FreightGoods {
  /** Shown in messages: 'the battery', as the product's title says it. */
  title: string;
  weightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  freightClass: FreightClass;
  dangerousGoods: DangerousGoods | null;
}

/** 'UN2794', 'un 2794' and '2794' all as 'UN2794'; null when it is not four digits. */
export function normaliseUn(text: string): string | null {
  const digits = /^\s*(?:un\s*)?(\d{4})\s*$/i.exec(text);
  return digits ? `UN${digits[1]}` : null;
}

/** Cubic weight in grams: length × width × height (mm) at `factor` kg per cubic metre, rounded up. */
export function cubicGrams(
  goods: Pick<FreightGoods, 'lengthMm' | 'widthMm' | 'heightMm'>,
  factor: number,
): number {
  // mm³ × kg/m³ = 1e-9 m³ × kg/m³ × 1000 g/kg; in integers: mm³ × factor / 1e6.
  return Math.ceil((goods.lengthMm * goods.widthMm * goods.heightMm * factor) / 1e6);
}

/** What a carrier charges by: the greater of the dead weight and the cubic weight, in grams. */
export function chargeableGrams(goods: FreightGoods, factor: number): number {
  return Math.max(goods.weightGrams, cubicGrams(goods, factor));
}

/** The limits past which a parcel is bulky, and past which bulky is oversize (Australia Post's and couriers'). */
export const PARCEL_LIMITS = { maxGrams: 22_000, maxLengthMm: 1050, maxCubicMm3: 250_000_000 } as const;
export const BULKY_LIMITS = { maxGrams: 40_000, maxLengthMm: 1800 } as const;

const RANK: Record<FreightClass, number> = { standard: 0, bulky: 1, oversize: 2 };

/** The class a product's weight and size put it in, whatever an editor chose. */
export function measuredClass(
  goods: Omit<FreightGoods, 'title' | 'freightClass' | 'dangerousGoods'>,
): FreightClass {
  const longest = Math.max(goods.lengthMm, goods.widthMm, goods.heightMm);
  const volume = goods.lengthMm * goods.widthMm * goods.heightMm;
  if (goods.weightGrams > BULKY_LIMITS.maxGrams || longest > BULKY_LIMITS.maxLengthMm) return 'oversize';
  if (goods.weightGrams > PARCEL_LIMITS.maxGrams || longest > PARCEL_LIMITS.maxLengthMm) return 'bulky';
  return volume > PARCEL_LIMITS.maxCubicMm3 ? 'bulky' : 'standard';
}

/** The class freight goes by: the editor's, or the one its weight and size demand when that is larger. */
export function effectiveClass(goods: FreightGoods): FreightClass {
  const measured = measuredClass(goods);
  return RANK[measured] > RANK[goods.freightClass] ? measured : goods.freightClass;
}

const LISTS = { freightClass: FREIGHT_CLASSES, dgClass: DG_CLASSES, packingGroup: PACKING_GROUPS } as const;
type Lists = typeof LISTS;

/**
 * A stored text as its list's type (the database's CHECKs hold the same lists): an unknown value
 * throws, since it means the data was written around those checks.
 */
export function stringOf<K extends keyof Lists>(list: K, value: string): Lists[K][number] {
  const known = LISTS[list] as readonly string[];
  if (!known.includes(value)) throw new Error(`${value} is not a known ${list}`);
  return value as Lists[K][number];
}
