/**
 * Values for the API fuzz test: adversarial text and numbers, JSON of every type, and form fields that
 * are mostly valid (so requests get past validation) and often anything at all.
 */
import fc from 'fast-check';

/** Text that breaks things: NUL, CR/LF, int4 and double edges, odd Unicode, injection attempts. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n',
  'x\r\nSet-Cookie: a=b',
  '%00',
  '%0d%0a',
  '%',
  '%E0%A4%A',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil',
  '\uFEFF',
  '𝒜🚗👨‍👩‍👧',
  'Zoë',
  "O'Brien",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '1e400',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  'a'.repeat(300),
  'é'.repeat(3000),
];

const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1e-7,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
];

/** Text of any kind: the nasty list, random strings, any code point, printable graphemes. */
export const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 15 }) },
);

/** Numbers past every bound the database has, negative, fractional, tiny and huge. */
export const number = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value: the wrong type for whatever field it lands in. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 3, arbitrary: number },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(text, number), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Mostly one of the valid values, often anything at all. */
export const field = (...valid: unknown[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valid) }, { weight: 2, arbitrary: anyJson });

/**
 * A value that is only rarely a usable string: for a password, where any string that passes the
 * schema costs a scrypt hash (~0.5 s), so most runs send the wrong type, nothing, or too much.
 */
export const rarely = (...valid: unknown[]) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...valid) },
    {
      weight: 25,
      arbitrary: fc.oneof(number, fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 })),
    },
    { weight: 10, arbitrary: fc.constantFrom('', 'x'.repeat(201), 'a\u0000b', '\u0000') },
    { weight: 5, arbitrary: fc.dictionary(text, text, { maxKeys: 2 }) },
  );

/** An object with some of the given fields (each from its arbitrary) and now and then a stray one. */
export function shape(fields: Record<string, fc.Arbitrary<unknown>>) {
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.dictionary(text, anyJson, { maxKeys: 2 }), { freq: 5 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}
