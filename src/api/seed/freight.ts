/**
 * A seeded product's freight data, worked out from what the generator has already drawn (its child
 * category, name, variant and weight), so the seed's random draws and every other seeded value stay
 * as they were: the packed size between the child's lightest and heaviest box as the weight is
 * between its lightest and heaviest, the freight class that size and weight demand
 * (lib/freight/goods.ts), and the taxonomy's dangerous-goods marking.
 */
import { type DangerousGoods, type FreightClass, measuredClass } from '../../lib/freight/goods.ts';
import type { Box, ChildSeed } from './data/taxonomy.ts';

export interface SeedFreight {
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  freightClass: FreightClass;
  dangerousGoods: DangerousGoods | null;
}

/** Rounded to 10 mm, as a packer measures a carton. */
const tenths = (mm: number) => Math.round(mm / 10) * 10;

export function seedFreight(
  child: ChildSeed,
  name: string,
  variant: string,
  weightGrams: number,
): SeedFreight {
  const [small, large]: [Box, Box] = child.boxes?.[variant] ?? child.boxes?.[name] ?? child.box;
  const [min, max] = child.grams;
  const t = max > min ? Math.min(1, Math.max(0, (weightGrams - min) / (max - min))) : 0;
  const [lengthMm, widthMm, heightMm] = small.map((mm, i) => tenths(mm + t * (large[i]! - mm))) as Box;
  const rule = child.dangerousGoods?.find(
    (dg) => (!dg.names || dg.names.includes(name)) && (!dg.variants || dg.variants.includes(variant)),
  );
  return {
    lengthMm,
    widthMm,
    heightMm,
    freightClass: measuredClass({ weightGrams, lengthMm, widthMm, heightMm }),
    dangerousGoods: rule
      ? {
          un: rule.un,
          dgClass: rule.dgClass,
          packingGroup: rule.packingGroup,
          limitedQuantity: rule.limitedQuantity,
        }
      : null,
  };
}
