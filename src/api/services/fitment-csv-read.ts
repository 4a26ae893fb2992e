/**
 * The fitment CSV: flat ACES-like rows, one per part and span of vehicles —
 *   make, model, series, year_from, year_to, engine, sku, position, qty, note
 * plus optional body, drive and transmission (the export writes them so that a vehicle type is named
 * exactly). Reads the file with the product import's reader (line numbers, header check) and checks
 * each row's cells on their own; matching them to vehicles and products is fitment-import.ts's.
 */

import type { CsvLineError } from '../../lib/api/schemas/admin-products.ts';
import { FITMENT_MESSAGES, POSITIONS, type Position, YEAR_MAX, YEAR_MIN } from '../../lib/fitment/fitment.ts';
import { unneutralise } from '../../lib/format/csv-cells.ts';
import { readCsv } from './product-csv-read.ts';

export const FITMENT_COLUMNS = [
  'make',
  'model',
  'series',
  'year_from',
  'year_to',
  'engine',
  'sku',
  'position',
  'qty',
  'note',
] as const;
/** Narrow a row to vehicles of this body, drive or transmission; blank (or no column) = any. */
export const FITMENT_OPTIONAL_COLUMNS = ['body', 'drive', 'transmission'] as const;
export type FitmentColumn = (typeof FITMENT_COLUMNS)[number] | (typeof FITMENT_OPTIONAL_COLUMNS)[number];

export const QTY_MAX = 99;
export const NOTE_MAX = 200;

/** A row whose cells are each well formed. Texts trimmed; '' = not stated (any). */
export interface FitmentRow {
  line: number;
  make: string;
  model: string;
  series: string;
  engine: string;
  body: string;
  drive: string;
  transmission: string;
  yearFrom: number;
  yearTo: number;
  sku: string;
  position: Position;
  qty: number;
  note: string;
}

export type FitmentRead =
  | { ok: true; rows: FitmentRow[]; errors: CsvLineError[] }
  | { ok: false; message: string; errors: CsvLineError[] };

const POSITION_SET = new Set<string>(POSITIONS);
const POSITION_LIST = POSITIONS.filter(Boolean).join(', ');

/** "Front", "FRONT", "front left", "Front_Left" -> 'front' / 'front-left'; null when not a position. */
export function readPosition(cell: string): Position | null {
  const key = cell
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return POSITION_SET.has(key) ? (key as Position) : null;
}

const WHOLE = /^\d+$/;

/**
 * Reads the file: either the header is wrong or the file unreadable (ok: false, one answer for the
 * whole file), or every row with its cells checked (ok: true, with each bad cell's error; rows with
 * errors are left out of `rows`).
 */
export function readFitmentCsv(bytes: Uint8Array): FitmentRead {
  const read = readCsv(bytes, FITMENT_COLUMNS, FITMENT_OPTIONAL_COLUMNS);
  if (!read.ok) return read;
  const errors: CsvLineError[] = [];
  const rows: FitmentRow[] = [];
  for (const { line, record, cells } of read.rows) {
    if (cells !== read.columns) {
      errors.push({
        line,
        field: null,
        message: `This line has ${cells} cells; the header has ${read.columns}.`,
      });
      continue;
    }
    const before = errors.length;
    const problem = (field: FitmentColumn, message: string) => errors.push({ line, field, message });
    const text = (column: FitmentColumn) => unneutralise(record[column].trim()).trim();
    const year = (column: 'year_from' | 'year_to') => {
      const cell = text(column);
      const n = Number(cell);
      if (cell === '') problem(column, `${column} is required.`);
      else if (!WHOLE.test(cell) || n < YEAR_MIN || n > YEAR_MAX)
        problem(column, `${column} "${cell}" is not a year from ${YEAR_MIN} to ${YEAR_MAX}.`);
      else return n;
      return null;
    };

    const make = text('make');
    const model = text('model');
    if (make === '') problem('make', 'make is required.');
    if (model === '') problem('model', 'model is required.');
    const yearFrom = year('year_from');
    const yearTo = year('year_to');
    if (yearFrom !== null && yearTo !== null && yearTo < yearFrom)
      problem('year_to', FITMENT_MESSAGES.yearsBackwards(yearFrom, yearTo));
    const sku = text('sku');
    if (sku === '') problem('sku', 'sku is required.');
    const positionCell = text('position');
    const position = readPosition(positionCell);
    if (position === null)
      problem('position', `position "${positionCell}" is not one of ${POSITION_LIST} (or blank).`);
    const qtyCell = text('qty');
    const qty = qtyCell === '' ? 1 : Number(qtyCell);
    if (!WHOLE.test(qtyCell || '1') || qty < 1 || qty > QTY_MAX)
      problem('qty', `qty "${qtyCell}" is not a whole number from 1 to ${QTY_MAX}.`);
    const note = text('note');
    if (note.length > NOTE_MAX) problem('note', `note is longer than ${NOTE_MAX} characters.`);

    if (errors.length > before) continue;
    rows.push({
      line,
      make,
      model,
      series: text('series'),
      engine: text('engine'),
      body: text('body'),
      drive: text('drive'),
      transmission: text('transmission'),
      yearFrom: yearFrom!,
      yearTo: yearTo!,
      sku,
      position: position!,
      qty,
      note,
    });
  }
  return { ok: true, rows, errors };
}
