/**
 * Checks for data the browser kept (localStorage, sessionStorage, a page's data- attributes) and reads
 * back on every catalogue page: the cart, the session, My Garage, the chosen store. They are written by
 * hand rather than with valibot, whose code would then load before interaction on every page (about
 * 4 KB of the 15 KB budget, measured); the API and the forms validate with valibot.
 */

/** A whole number from `min` to `max`. */
export const isWhole = (x: unknown, min: number, max = Number.MAX_SAFE_INTEGER): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

export const isText = (x: unknown): x is string => typeof x === 'string';

/** A non-empty string. */
export const isFilled = (x: unknown): x is string => typeof x === 'string' && x !== '';

/** An object whose fields can be read (an array is not one). */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
