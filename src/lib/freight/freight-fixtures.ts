/** Goods and addresses the freight tests share: a parts shop's usual cart lines, honestly marked. */
import { DEFAULT_FREIGHT } from './config.ts';
import type { FreightGoods } from './goods.ts';
import { type Destination, destinationOf } from './zones.ts';

const item = (
  title: string,
  grams: number,
  [l, w, h]: [number, number, number],
  rest: Partial<FreightGoods> = {},
): FreightGoods => ({
  title,
  weightGrams: grams,
  lengthMm: l,
  widthMm: w,
  heightMm: h,
  freightClass: 'standard',
  dangerousGoods: null,
  ...rest,
});

export const GOODS = {
  sparkPlug: item('NGK spark plug', 60, [100, 30, 30]),
  oilFilter: item('Ryco oil filter', 400, [120, 100, 100]),
  airFilter: item('Ryco air filter', 700, [300, 250, 60]),
  brakePads: item('Bendix brake pads', 1800, [200, 150, 80]),
  engineOil: item('Penrite 5L engine oil', 4800, [300, 180, 130]),
  battery: item('Century car battery', 16_500, [260, 175, 225], {
    dangerousGoods: { un: 'UN2794', dgClass: '8', packingGroup: 'III', limitedQuantity: false },
  }),
  aerosol: item('WD-40 aerosol', 450, [70, 70, 250], {
    dangerousGoods: { un: 'UN1950', dgClass: '2.1', packingGroup: '', limitedQuantity: true },
  }),
  fuel: item('Fuel system cleaner', 1200, [200, 100, 100], {
    dangerousGoods: { un: 'UN1993', dgClass: '3', packingGroup: 'II', limitedQuantity: false },
  }),
  jumpStarter: item('Lithium jump starter', 1100, [250, 150, 80], {
    dangerousGoods: { un: 'UN3481', dgClass: '9', packingGroup: '', limitedQuantity: true },
  }),
  exhaust: item('Stainless exhaust system', 25_000, [2400, 300, 250], { freightClass: 'oversize' }),
  wheel: item('Alloy wheel 17 inch', 11_000, [700, 700, 250], { freightClass: 'bulky' }),
  bullBar: item('Steel bull bar', 48_000, [1800, 600, 500], { freightClass: 'oversize' }),
} satisfies Record<string, FreightGoods>;

/** A destination by postcode and state (and an address line), as the checkout would give it. */
export function to(postcode: string, state: string, line = '1 Test St'): Destination {
  const check = destinationOf({ postcode, state, line }, DEFAULT_FREIGHT.postcodes, DEFAULT_FREIGHT.zones);
  if (!check.ok) throw new Error(check.message);
  return check.destination;
}
