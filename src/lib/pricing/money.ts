/** Money helpers: integer cents inside, dollars only at the edges (API text and display). */

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Formats cents as Australian dollars, e.g. 12995 -> "$129.95". */
export function formatMoney(cents: number): string {
  return aud.format(cents / 100);
}

/** Cents as a plain decimal string with two places, e.g. 12995 -> "129.95" (the API's money format). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses a dollar amount ("129.95", 129.95, "$1,299") into cents without floating-point drift.
 * Extra decimal places are rounded half up. Returns null for anything that is not a number.
 */
export function parseMoney(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? Math.round(value * 100) : null;
  }
  if (typeof value !== 'string') return null;
  const match = /^\s*(-)?\$?\s*(\d{1,3}(?:,\d{3})*|\d+)?(?:\.(\d+))?\s*$/.exec(value);
  if (!match || (match[2] === undefined && match[3] === undefined)) return null;
  const whole = Number((match[2] ?? '0').replaceAll(',', ''));
  const fraction = (match[3] ?? '').padEnd(3, '0');
  const cents = whole * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return match[1] ? -cents : cents;
}

/** Basis points as a percent number, e.g. 1250 -> 12.5 (for JSON that carries percents as numbers). */
export function bpToPercent(bp: number): number {
  return Number((bp / 100).toFixed(2));
}

/** Basis points as percent text without trailing zeros, e.g. 1250 -> "12.5", 1000 -> "10". */
export function formatPercent(bp: number): string {
  return String(bpToPercent(bp));
}

/** A percent value (number or text) as basis points, e.g. "12.5" -> 1250; null when not a number. */
export function percentToBp(value: unknown): number | null {
  const cents = parseMoney(typeof value === 'number' ? String(value) : value);
  return cents === null ? null : cents;
}

/** Share of an amount in basis points, rounded half up once: percentOf(12995, 1000) -> 1300. */
export function percentOf(cents: number, bp: number): number {
  return Math.floor((cents * bp + 5000) / 10000);
}
