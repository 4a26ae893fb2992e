/** Recognising PostgreSQL errors, as node-postgres and PGlite raise them (or wrap them in `cause`). */

/** The SQLSTATE of the error or of what it wraps (Drizzle puts the driver's error in `cause`), or null. */
export function sqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A unique index refused the write (SQLSTATE 23505): someone else took the value first. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
