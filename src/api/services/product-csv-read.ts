/**
 * Reads an uploaded product CSV into its header and rows, each with the physical line it starts on
 * (header = line 1), counting \r\n, \n and \r as one line break each, inside quoted cells too. A file
 * that cannot be read as CSV at all (not UTF-8, a quote never closed) is one error naming its line.
 */
import { parse } from 'csv-parse/sync';
import type { CsvLineError } from '../../lib/api/schemas/admin-products.ts';
import { CSV_COLUMNS, type CsvRecord, OPTIONAL_CSV_COLUMNS } from './product-csv-columns.ts';

export interface CsvRow<R = CsvRecord> {
  line: number;
  record: R;
  /** How many cells the line has (the header has `columns`). */
  cells: number;
}

export type CsvRead<R = CsvRecord> =
  | { ok: true; columns: number; rows: CsvRow<R>[] /** The columns the header names. */; named: string[] }
  | { ok: false; message: string; errors: CsvLineError[] };

/** Byte offsets where each line break starts (a \r\n pair once). */
function lineBreaks(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x0a) out.push(i);
    else if (b === 0x0d) {
      out.push(i);
      if (bytes[i + 1] === 0x0a) i++;
    }
  }
  return out;
}

/** The 1-based line of the byte at `offset`: one more than the line breaks before it. */
function lineAt(breaks: number[], offset: number): number {
  let lo = 0;
  let hi = breaks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (breaks[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

/** The first byte at or after `offset` that is not a line break: where the next record starts. */
function skipBreaks(bytes: Uint8Array, offset: number): number {
  let at = offset;
  while (at < bytes.length && (bytes[at] === 0x0a || bytes[at] === 0x0d)) at++;
  return at;
}

const fail = (line: number, field: string | null, message: string): CsvRead<never> => ({
  ok: false,
  message: line > 0 ? `Line ${line}: ${message}` : message,
  errors: [{ line, field, message }],
});

/**
 * Parses the file; the header names `sku` and any of the other columns (any order). A file of some
 * columns only (`sku,price`) changes just those fields of the products it names.
 */
export const readProductCsv = (bytes: Uint8Array): CsvRead =>
  readCsv(bytes, ['sku'] as const, [
    ...CSV_COLUMNS.filter((c) => c !== 'sku'),
    ...OPTIONAL_CSV_COLUMNS,
  ]) as CsvRead;

/**
 * Parses a CSV whose header must name every one of `columns` and may name any of `optional` (any
 * order); a row's record has every column of both, '' where the file has no such cell or column.
 */
export function readCsv<C extends string, O extends string = never>(
  bytes: Uint8Array,
  columns: readonly C[],
  optional: readonly O[] = [],
): CsvRead<Record<C | O, string>> {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(0, null, 'The CSV must be UTF-8 text.');
  }
  const breaks = lineBreaks(bytes);
  const records: { cells: string[]; start: number }[] = [];
  let end = 0;
  try {
    parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (cells: string[], context) => {
        records.push({ cells, start: skipBreaks(bytes, end) });
        end = context.bytes;
        return null;
      },
    });
  } catch (error) {
    const line = lineAt(breaks, skipBreaks(bytes, end));
    const code = (error as { code?: string }).code;
    return fail(
      line,
      null,
      code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted cell is never closed.'
        : 'this line is not valid CSV (a quote inside a cell must be doubled and the cell quoted).',
    );
  }
  // A row of only empty cells (a spreadsheet's trailing blank rows) is no row.
  const [header, ...data] = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!header) return fail(0, null, 'The CSV is empty.');

  const names = header.cells.map((c) => c.trim().toLowerCase());
  const known = new Set<string>([...columns, ...optional]);
  const unknown = names.filter((n) => !known.has(n));
  const missing = columns.filter((c) => !names.includes(c));
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (unknown.length || missing.length || twice.length) {
    const parts = [
      unknown.length && `unknown columns: ${unknown.map((n) => n || '(empty)').join(', ')}`,
      missing.length && `missing columns: ${missing.join(', ')}`,
      twice.length && `columns named twice: ${twice.join(', ')}`,
    ].filter(Boolean);
    return {
      ok: false,
      message: `The CSV header has ${parts.join('; ')}.`,
      errors: [
        ...unknown.map((n) => ({ line: 1, field: n, message: `Unknown column "${n}".` })),
        ...missing.map((n) => ({ line: 1, field: n, message: `Missing column "${n}".` })),
        ...twice.map((n) => ({ line: 1, field: n, message: `Column "${n}" is named twice.` })),
      ],
    };
  }

  const absent = optional.filter((c) => !names.includes(c));
  const rows = data.map((r) => ({
    line: lineAt(breaks, r.start),
    record: Object.fromEntries([
      ...absent.map((n) => [n, '']),
      ...names.map((n, i) => [n, r.cells[i] ?? '']),
    ]) as Record<C | O, string>,
    cells: r.cells.length,
  }));
  return { ok: true, columns: names.length, rows, named: names };
}
