/**
 * Narrow RETURNING lists. On PGlite every column of a result is described and decoded on the shop's
 * one thread, rows or none (an order's 52-column row, asked back three times, was about a
 * quarter of its cost), so a hot statement asks back only what the database decided (figures in
 * docs/adr/0002-pglite-by-default.md).
 */
import { getTableColumns, type InferInsertModel, type InferSelectModel, type Table } from 'drizzle-orm';

/** The columns of `table` that `values` leaves to the database: serial ids, defaults, timestamps. */
export function filledByDatabase<T extends Table>(table: T, values: InferInsertModel<T>) {
  const given = values as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => given[key] === undefined),
  ) as ReturnType<typeof getTableColumns<T>>;
}

/** The row an insert wrote: what was given, with what the database filled in over it. */
export const insertedRow = <T extends Table>(values: InferInsertModel<T>, filled: object) =>
  ({ ...values, ...filled }) as InferSelectModel<T>;
