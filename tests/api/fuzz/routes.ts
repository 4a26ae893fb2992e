/**
 * What the fuzz test knows of a route (method, path, auth, input generator), the helpers that make
 * one, and the forms several routes share. Valid values come from the seeded database.
 */
import fc from 'fast-check';
import { type Body, jsonBody, query, segment } from './requests.ts';
import { field, number, rarely, text } from './values.ts';

/** Values read from the seeded database before the fuzzing starts. */
export interface Known {
  skus: string[];
  permalinks: string[];
  productIds: number[];
  categories: string[];
  childCategories: string[];
  brands: string[];
  pages: string[];
  blogs: string[];
  addressIds: string[];
}

export interface Input {
  /** Only for the catch-all: any method. */
  method?: string;
  path: string;
  body?: Body | FormData;
  headers?: Record<string, string>;
}

export interface Endpoint {
  method: string;
  route: string;
  /** required: a bearer token; optional: read when sent; admin: the shop's token. */
  auth?: 'required' | 'optional' | 'admin';
  input: (k: Known) => fc.Arbitrary<Input>;
}

/**
 * A route without parameters takes nothing but its URL: a quarter of the runs send it with any query,
 * the rest near misses (other methods with a body, odd suffixes, extra segments), which are cheap 4xx.
 */
const around = (route: string) =>
  fc.oneof(
    query({}).map((q) => ({ path: `${route}${q}` })),
    fc
      .tuple(fc.constantFrom('/', '//', '%00', '%2F', '%0A', '.json', ';a=b', '/..', '/%2e%2e'), query({}))
      .map(([suffix, q]) => ({ path: `${route}${suffix}${q}` })),
    segment().map((s) => ({ path: `${route}/${s}` })),
    fc
      .tuple(fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), jsonBody({ a: text }))
      .map(([method, body]) => ({ method, path: route, body })),
  );

/** A GET route: by default its input is its URL and near misses (see around). */
export const get = (route: string, input: Endpoint['input'] = () => around(route)) => ({
  method: 'GET',
  route,
  input,
});

/** Valid values for the fields many forms share. */
export const email = ['demo@example.com', 'jane@example.com', 'Zoë@example.com', 'a@b'];
export const names = ['Ann', "O'Brien", 'Zoë', 'St. Kilda', 'Jane Citizen'];
/** The checkout and saved-address fields. */
export const address = {
  f_name: field(...names),
  l_name: field(...names),
  email: field(...email),
  phone: field('0412345678', '+61412345678', '04 1234 5678'),
  street_address: field('1 George St', '12/3 Main Rd'),
  city: field('Sydney', 'St. Kilda'),
  state: field('NSW', 'VIC'),
  post_code: field('2000', '3182'),
  company: field('', 'Acme Pty Ltd'),
  suburb: field('', 'Bondi'),
};
/** An order number: well-formed, lower case, empty, or anything. */
export const orderNumber = field('SCAAAAAAAAAA', 'sc23456789ab', '');
/** The contact form's fields (also the return form's). */
export const contact = {
  f_name: field(...names),
  l_name: field(...names),
  email: field(...email),
  phone: field('0412345678', ''),
  subject: field('Where is my order?'),
  message: field('Hello, it has not arrived.'),
};
/** The optional business fields of sign-up and profile. */
export const business = {
  _b_name: field('Acme'),
  _b_email: field('b@acme.test'),
  _b_number: field('123', '51 824 753 556'),
};
/** A password: valid ones cost a scrypt hash (~0.5 s here), so they are rare. */
export const password = rarely('Secret!234', 'Demo!2345');

/** A POST route whose input is a JSON body with the given fields. */
export const post = (
  route: string,
  fields: Record<string, fc.Arbitrary<unknown>>,
  extra: Partial<Endpoint> = {},
) => ({
  method: 'POST',
  route,
  input: () => jsonBody(fields).map((body) => ({ path: route, body })),
  ...extra,
});

/** Order lines: a few, or about the most an order may have, with any ids and quantities. */
export const lines = (k: Known) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.array(shapeLine(k), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(shapeLine(k), { minLength: 95, maxLength: 105 }) },
  );
const shapeLine = (k: Known) =>
  fc.record(
    { id: field(...k.productIds), quantity: fc.oneof(fc.integer({ min: 1, max: 3 }), number) },
    { requiredKeys: [] },
  );

/** A multipart return form: text fields mostly valid, maybe a file of any bytes and name. */
export const returnForm = fc
  .tuple(
    fc.record(
      { ...contact, order_id: orderNumber, reason: field('faulty', 'change_of_mind', 'does_not_fit') },
      { requiredKeys: [] },
    ),
    fc.option(
      fc.record({
        name: fc.oneof(fc.constantFrom('photo.png', 'note.txt', 'x.pdf', 'x.exe', '.png'), text),
        bytes: fc.uint8Array({ maxLength: 64 }),
      }),
    ),
  )
  .map(([fields, file]) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields))
      form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    if (file) form.append('file_path', new File([file.bytes], file.name));
    return form;
  });
