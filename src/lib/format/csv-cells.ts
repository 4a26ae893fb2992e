/**
 * CSV cells the shop writes (subscriber list, product export) and reads back (product import): RFC
 * 4180 quoting, and formula injection neutralised. A cell a spreadsheet would read as a formula
 * (starting with =, +, -, @, or a tab or carriage return before one) gets a leading single quote, so
 * it stays text; reading our own export takes that quote off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvRow = (cells: string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A cell as it was before csvCell neutralised it. */
export const unneutralise = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
