/** The freight routes (issue 49): the checkout's quote and the postcode estimate. */
import fc from 'fast-check';
import { jsonBody, param, query } from './requests.ts';
import type { Endpoint } from './routes.ts';
import { field } from './values.ts';

const line = field(
  { id: 1, quantity: 1 },
  { id: 2, quantity: 3 },
  { id: 999999, quantity: 1 },
  { id: 1, quantity: 0 },
);

export const freight: Endpoint[] = [
  {
    method: 'POST',
    route: '/freight/quote',
    input: () =>
      jsonBody({
        products: fc.oneof(fc.array(line, { maxLength: 3 }), line),
        post_code: field('2150', '6725', '0800', '1230', '0500', '215'),
        state: field('NSW', 'WA', 'Victoria', 'XX', ''),
        street_address: field('1 Church St', 'PO Box 12', 'Parcel Locker 1'),
      }).map((body) => ({ path: '/freight/quote', body })),
  },
  {
    method: 'GET',
    route: '/freight/estimate',
    input: () =>
      query({
        items: param('1x1', '1x1,2x3', '999999x1', '1x0', '1x99999'),
        post_code: param('2150', '6725', '0500', '0800'),
      }).map((qs) => ({ path: `/freight/estimate${qs}` })),
  },
];
