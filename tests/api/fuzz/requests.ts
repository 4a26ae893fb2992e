/** The parts of a fuzzed request: path segments, query strings, bodies and Authorization headers. */
import fc from 'fast-check';
import { anyJson, number, shape, text } from './values.ts';

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as invalid UTF-8. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Raw path text that is not what encodeURIComponent makes: broken escapes, dots, control characters. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%80',
  '%2F',
  '%5C',
  '..',
  '%2e%2e',
  '%0A',
  '%0D%0A',
  '%00',
  '%7F',
];

/** One path segment: a known good value, adversarial text encoded, or raw oddities. */
export const segment = (...valid: string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: valid.length ? fc.constantFrom(...valid) : fc.constant('1') },
    { weight: 3, arbitrary: text.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: number.map((n) => encode(String(n))) },
  );

/** A query string from the named parameters (each maybe missing, repeated or empty) and stray ones. */
export function query(params: Record<string, fc.Arbitrary<string>>) {
  const pair = fc.oneof(
    ...Object.entries(params).map(([name, value]) => value.map((v) => `${name}=${encode(v)}`)),
    fc.tuple(text, text).map(([k, v]) => `${encode(k)}=${encode(v)}`),
    fc.constantFrom(...RAW_SEGMENTS, '=', '&&', 'a', 'a=%', 'page[]=1'),
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** A query value: mostly valid, else any text or number. */
export const param = (...valid: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...valid) },
    { weight: 3, arbitrary: text },
    { weight: 1, arbitrary: number.map(String) },
  );

export interface Body {
  text: string;
  type?: string;
}

const MALFORMED = [
  '',
  '{',
  '{"a":',
  'null',
  '[1,2',
  '\u0000',
  '{"id":"\\u0000"}',
  '{"id":1e400}',
  '{"__proto__":{"polluted":1}}',
  '{"a":1,"a":2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
];

const OTHER_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
];

/** A JSON body shaped like the route's form, or of the wrong type, malformed, or sent as another type. */
export function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: shape(fields).map((o) => ({ text: JSON.stringify(o), type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: anyJson.map((v) => ({ text: JSON.stringify(v) ?? '', type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...MALFORMED).map((t) => ({ text: t, type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shape(fields), fc.constantFrom(...OTHER_TYPES))
        .map(([o, type]) => ({ text: JSON.stringify(o), type })),
    },
  );
}

const PRINTABLE = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

/** Which Authorization header to send: none, a valid token, a wrong one, or a malformed header. */
export type Auth = { kind: 'none' } | { kind: 'valid' } | { kind: 'other'; header: string };

export const auth: fc.Arbitrary<Auth> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.constant({ kind: 'valid' as const }),
  PRINTABLE.map((t) => ({ kind: 'other' as const, header: `Bearer ${t}` })),
  fc
    .constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YTpi',
      'bearer  x y',
      `Bearer ${'x'.repeat(5000)}`,
      'Bearer null',
    )
    .map((header) => ({ kind: 'other' as const, header })),
);

/** An Idempotency-Key header value: a good key, missing, or any printable text. */
export const idempotencyKey = fc.oneof(
  fc.uuid(),
  fc.constant(undefined),
  PRINTABLE,
  fc.constantFrom('x'.repeat(500), ' '),
);
