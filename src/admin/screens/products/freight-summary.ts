/**
 * What the product editor's Freight section says of the weight and size as typed: the cubic weight
 * at the carriers' road factor and the class they demand (lib/freight/goods.ts), e.g. "Cubic weight
 * 6.0 kg · size makes it Bulky".
 */
import {
  cubicGrams,
  FREIGHT_CLASS_NAMES,
  FREIGHT_CLASSES,
  type FreightClass,
  measuredClass,
} from '../../../lib/freight/goods.ts';

/** Kilograms per cubic metre: the carriers' road factor, lib/freight/config.ts's default. */
export const CUBIC_FACTOR = 250;

export interface SizeText {
  weight_grams: string;
  length_mm: string;
  width_mm: string;
  height_mm: string;
  freight_class: FreightClass;
}

/** A whole number of at least 0 as typed, or null. */
const whole = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null);

const kg = (grams: number) =>
  (grams / 1000).toLocaleString('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function freightSummary(d: SizeText): string {
  const weightGrams = whole(d.weight_grams) ?? 0;
  const [lengthMm, widthMm, heightMm] = [d.length_mm, d.width_mm, d.height_mm].map(whole);
  if (!lengthMm || !widthMm || !heightMm)
    return 'The cubic weight shows once length, width and height are in.';
  const size = { lengthMm, widthMm, heightMm };
  const measured = measuredClass({ weightGrams, ...size });
  const name = FREIGHT_CLASS_NAMES[measured];
  const cause = measuredClass({ weightGrams: 0, ...size }) === measured ? 'size' : 'weight';
  const demands = measured === 'standard' ? 'fits a standard parcel' : `${cause} makes it ${name}`;
  // FREIGHT_CLASSES runs from the smallest class to the largest.
  const overrides =
    FREIGHT_CLASSES.indexOf(d.freight_class) >= FREIGHT_CLASSES.indexOf(measured)
      ? ''
      : `; it goes as ${name} whatever the class says`;
  return `Cubic weight ${kg(cubicGrams(size, CUBIC_FACTOR))} kg · ${demands}${overrides}`;
}
