/**
 * What a product import changes, row by row: the CSV columns whose value differs (the dry run shows
 * them), and the audit entries, one per product created or changed, with the values before and after.
 */
import type { AuditEntry } from './audit.ts';
import { COLUMN_OF_FIELD, type CsvProduct, OPTIONAL_COLUMN_OF_FIELD } from './product-csv-columns.ts';
import { freightCells } from './product-csv-freight.ts';
import type { ProductUpdate } from './product-csv-write.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The product fields that differ between `before` and `after`. */
function changedFields(before: CsvProduct, after: CsvProduct): (keyof CsvProduct)[] {
  return (Object.keys(after) as (keyof CsvProduct)[]).filter((k) => !same(before[k], after[k]));
}

/** The dangerous-goods columns whose cell differs. */
function changedDgColumns(before: CsvProduct, after: CsvProduct): string[] {
  const [was, now] = [freightCells(before), freightCells(after)];
  return (['dg_un', 'dg_class', 'dg_packing_group', 'dg_limited_quantity'] as const).filter(
    (c) => was[c] !== now[c],
  );
}

/** The same, as the CSV's column names (a discount by its type and its value, dangerous goods by their part). */
export function changedColumns(before: CsvProduct, after: CsvProduct): string[] {
  return changedFields(before, after).flatMap((f) => {
    if (f === 'dangerous_goods') return changedDgColumns(before, after);
    if (f !== 'discount') return [COLUMN_OF_FIELD[f] ?? OPTIONAL_COLUMN_OF_FIELD[f] ?? f];
    return [
      ...(before.discount?.type !== after.discount?.type ? ['discount_type'] : []),
      ...(before.discount?.value !== after.discount?.value ? ['discount_value'] : []),
    ];
  });
}

/** A row's changes as the import's answer lists them. */
interface RowChange {
  line: number;
  sku: string;
  fields: string[];
}

export const rowChanges = (updates: ProductUpdate[]): RowChange[] =>
  updates.map((u) => ({ line: u.line, sku: u.after.sku, fields: changedColumns(u.before, u.after) }));

/** One audit entry per product: a new one as created, a changed one with its changed fields before and after. */
export function importAudits(
  created: { id: number; product: CsvProduct }[],
  updates: ProductUpdate[],
): AuditEntry[] {
  return [
    ...created.map((c) => ({
      action: 'product.import',
      entity: 'product',
      entityId: c.id,
      after: c.product,
    })),
    ...updates.map((u) => {
      const fields = changedFields(u.before, u.after);
      return {
        action: 'product.import',
        entity: 'product',
        entityId: u.id,
        before: Object.fromEntries(fields.map((f) => [f, u.before[f]])),
        after: Object.fromEntries(fields.map((f) => [f, u.after[f]])),
      };
    }),
  ];
}
