/**
 * Search's calls for the fuzz test (issue 52) and the email previews (issue 51): the search with its
 * as-typed switch, the static backend's log line, the synonym list for the build and the back office,
 * the search report, and each email template's preview and test send.
 */
import { jsonBody, param, query, segment } from './requests.ts';
import { type Endpoint, get } from './routes.ts';
import { field } from './values.ts';

export const searchCalls: Endpoint[] = [
  get('/search-product (exact)', () =>
    query({ search: param('brkae pads', 'bosh', 'zzqxzzqx'), exact: param('1', '0', '') }).map((q) => ({
      path: `/search-product${q}`,
    })),
  ),
  get('/catalogue/synonyms'),
  {
    method: 'POST',
    route: '/search-log',
    input: () =>
      jsonBody({
        query: field('brkae pads', '', 'x'.repeat(101)),
        results: field(0, 12, -1, 2 ** 53, 1.5, '3'),
        corrected_to: field('brake pads', null, 'x'.repeat(101)),
      }).map((body) => ({ path: '/search-log', body })),
  },
  { ...get('/admin/search/synonyms'), auth: 'admin' },
  {
    method: 'PUT',
    route: '/admin/search/synonyms',
    auth: 'admin',
    input: () =>
      jsonBody({
        groups: field(
          [['brake', 'break']],
          [],
          [[]],
          [['x'.repeat(41)]],
          [['\u0000']],
          Array(501).fill(['a', 'b']),
        ),
        version: field(0, 1, -1, 2 ** 31, '0'),
      }).map((body) => ({ path: '/admin/search/synonyms', body })),
  },
  {
    method: 'GET',
    route: '/admin/search/analytics',
    auth: 'admin',
    input: () =>
      query({ days: param('7', '0', '91', '99999999999') }).map((q) => ({
        path: `/admin/search/analytics${q}`,
      })),
  },
  {
    method: 'GET',
    route: '/admin/emails/:template',
    auth: 'admin',
    input: () =>
      segment('order-confirmation', 'review-request', 'nope').map((s) => ({ path: `/admin/emails/${s}` })),
  },
  {
    method: 'POST',
    route: '/admin/emails/:template/test',
    auth: 'admin',
    input: () =>
      segment('order-shipped', 'shop-contact', 'nope').map((s) => ({ path: `/admin/emails/${s}/test` })),
  },
];
