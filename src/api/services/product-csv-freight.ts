/**
 * The product CSV's freight columns (all optional, like universal): freight_class (standard, bulky or
 * oversize) and the dangerous goods, dg_un (UN2794; `none` clears them), dg_class (2.1 … 9),
 * dg_packing_group (I, II, III; `none` for a class without one) and dg_limited_quantity (1 or 0).
 * An empty cell keeps what the product had; a new product is a standard parcel, not dangerous goods.
 * Whether a product is shipped at all (is_virtual) is no column: the back office sets it.
 * The values are checked by lib/catalogue-input's schema; here, only what the cells say together.
 */
import { unneutralise } from '../../lib/format/csv-cells.ts';
import type { CsvColumn, CsvProduct, CsvRecord, OptionalCsvColumn } from './product-csv-columns.ts';

type Freight = Pick<CsvProduct, 'freight_class' | 'dangerous_goods' | 'is_virtual'>;
type DangerousGoods = NonNullable<CsvProduct['dangerous_goods']>;

/** As product-csv-columns reads a flag. */
const TRUE = new Set(['1', 'true', 'yes', 'y']);
const FALSE = new Set(['0', 'false', 'no', 'n']);
const NONE = new Set(['none', '-']);

/** The freight columns' cells for a product (empty dangerous-goods cells when it has none). */
export function freightCells(
  p: Omit<Freight, 'is_virtual'>,
): Record<Exclude<OptionalCsvColumn, 'universal'>, string> {
  const dg = p.dangerous_goods;
  return {
    freight_class: p.freight_class,
    dg_un: dg?.un ?? '',
    dg_class: dg?.dg_class ?? '',
    dg_packing_group: dg?.packing_group ?? '',
    dg_limited_quantity: dg ? (dg.limited_quantity ? '1' : '0') : '',
  };
}

/**
 * Reads the freight cells into product fields, each empty cell keeping what `current` had; problems
 * of cells read together go into `errors`.
 */
export function freightInput(
  rec: CsvRecord,
  current: Freight | undefined,
  errors: Map<CsvColumn | OptionalCsvColumn, string>,
): Record<string, unknown> {
  const cell = (c: OptionalCsvColumn) => unneutralise(rec[c] ?? '').trim();
  const freightClass = cell('freight_class').toLowerCase();
  return {
    freight_class: freightClass || current?.freight_class || 'standard',
    is_virtual: current?.is_virtual ?? false,
    dangerous_goods: dangerousGoods(cell, current?.dangerous_goods ?? null, errors),
  };
}

function dangerousGoods(
  cell: (c: OptionalCsvColumn) => string,
  had: DangerousGoods | null,
  errors: Map<CsvColumn | OptionalCsvColumn, string>,
): unknown {
  const un = cell('dg_un');
  const dgClass = cell('dg_class');
  const group = cell('dg_packing_group').toUpperCase();
  const limited = cell('dg_limited_quantity').toLowerCase();
  /** The packing group cell says there is none. */
  const noGroup = NONE.has(group.toLowerCase());
  if (limited !== '' && !TRUE.has(limited) && !FALSE.has(limited))
    errors.set('dg_limited_quantity', 'Limited quantity must be 1, 0, true, false, yes or no');

  if (NONE.has(un.toLowerCase())) {
    if (dgClass !== '' || (group !== '' && !noGroup) || TRUE.has(limited))
      errors.set(
        'dg_un',
        'A product whose dg_un is none has no dangerous goods class, packing group or limited quantity',
      );
    return null;
  }
  // Nothing said of dangerous goods: as the product had them. A product without any may say so
  // (a group of none, limited quantity 0).
  if (un === '' && dgClass === '' && group === '' && limited === '') return had;
  if (!had && un === '' && dgClass === '' && (group === '' || noGroup) && !TRUE.has(limited)) return null;
  if (un === '' && !had) {
    errors.set(
      'dg_un',
      'A UN number is required with a dangerous goods class, packing group or limited quantity',
    );
    return null;
  }
  const next = {
    un: un || had!.un,
    dg_class: dgClass || had?.dg_class || '',
    packing_group: group === '' ? (had?.packing_group ?? '') : noGroup ? '' : group,
    limited_quantity: limited === '' ? (had?.limited_quantity ?? false) : TRUE.has(limited),
  };
  if (next.dg_class === '') errors.set('dg_class', 'A dangerous goods class is required with a UN number');
  return next;
}
