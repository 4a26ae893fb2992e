/** A product row's freight data as lib/freight reads it (FreightGoods), and the columns it comes from. */
import { type DangerousGoods, type FreightGoods, stringOf } from '../../../lib/freight/goods.ts';
import { products } from '../../db/schema/index.ts';

/** The columns to select with a product for its freight (db/returning.ts: select no more than this). */
export const FREIGHT_COLUMNS = {
  isVirtual: products.isVirtual,
  weightGrams: products.weightGrams,
  lengthMm: products.lengthMm,
  widthMm: products.widthMm,
  heightMm: products.heightMm,
  freightClass: products.freightClass,
  dgUn: products.dgUn,
  dgClass: products.dgClass,
  dgPackingGroup: products.dgPackingGroup,
  dgLimitedQuantity: products.dgLimitedQuantity,
};

export type FreightRow = { title: string } & {
  [K in keyof typeof FREIGHT_COLUMNS]: (typeof FREIGHT_COLUMNS)[K]['_']['data'];
};

/** What is sent of a product; null for a virtual product, which is not sent. */
export function goodsOf(row: FreightRow): FreightGoods | null {
  if (row.isVirtual) return null;
  const dangerousGoods: DangerousGoods | null = row.dgUn
    ? {
        un: row.dgUn,
        dgClass: stringOf('dgClass', row.dgClass),
        packingGroup: stringOf('packingGroup', row.dgPackingGroup),
        limitedQuantity: row.dgLimitedQuantity,
      }
    : null;
  return {
    title: row.title,
    weightGrams: row.weightGrams,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    freightClass: stringOf('freightClass', row.freightClass),
    dangerousGoods,
  };
}
