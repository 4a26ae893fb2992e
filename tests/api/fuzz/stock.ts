/** The stock routes (issue 48): the shop's stores and availability files, and the back office's stock. */
import fc from 'fast-check';
import { jsonBody, param, query, segment } from './requests.ts';
import { type Endpoint, get } from './routes.ts';
import { field, text } from './values.ts';

const id = segment('1', '2', '999999');
const location = field(1, 2, 0, -1, 2 ** 31);
const csv = fc
  .oneof(
    fc.constantFrom('', 'sku,location,on_hand\n', 'sku,location\nA,B', 'sku,location,on_hand\nX,Penrith,-1'),
    fc
      .array(fc.tuple(text, text, text), { maxLength: 4 })
      .map((rows) => ['sku,location,on_hand', ...rows.map((r) => r.join(','))].join('\n')),
  )
  .chain((body) =>
    fc.constantFrom('text/csv', 'application/json', undefined).map((type) => ({ text: body, type })),
  );

export const stock: Endpoint[] = [
  get('/stores'),
  {
    method: 'GET',
    route: '/stock/:bucket',
    input: () => segment('0.json', '1.json', '99999999.json', '0').map((s) => ({ path: `/stock/${s}` })),
  },
  {
    method: 'POST',
    route: '/admin/locations',
    auth: 'admin',
    input: () =>
      jsonBody({
        name: field('Newcastle', ''),
        street_address: field('1 Hunter St'),
        suburb: field('Newcastle'),
        state: field('NSW', 'XX'),
        post_code: field('2300', '23'),
        pickup: field(true),
        pickup_lead_minutes: field(30, -1),
      }).map((body) => ({ path: '/admin/locations', body })),
  },
  {
    method: 'PUT',
    route: '/admin/products/:id/stock',
    auth: 'admin',
    input: () =>
      fc
        .tuple(
          id,
          jsonBody({
            track_stock: field(true, false),
            backorder_allowed: field(false),
            backorder_date: field('', '2027-01-20', '2027-13-40'),
            low_stock_threshold: field(5, -1),
            safety: field([{ location_id: 1, safety_stock: 1 }], [{ location_id: 999999, safety_stock: 1 }]),
          }),
        )
        .map(([p, body]) => ({ path: `/admin/products/${p}/stock`, body })),
  },
  {
    method: 'POST',
    route: '/admin/products/:id/stock/adjustments',
    auth: 'admin',
    input: () =>
      fc
        .tuple(
          id,
          jsonBody({
            location_id: location,
            reason: field('received', 'damaged', 'count', 'transfer', 'stolen'),
            quantity: field(1, 0, 2 ** 31),
            on_hand: field(3, -3),
            to_location_id: location,
            note: field('Delivery from Bosch'),
          }),
        )
        .map(([p, body]) => ({ path: `/admin/products/${p}/stock/adjustments`, body })),
  },
  {
    method: 'GET',
    route: '/admin/stock/pick-list',
    auth: 'admin',
    input: () =>
      query({ location_id: param('1', '0', '2147483648'), day: param('2026-12-07', '2026-02-30') }).map(
        (q) => ({
          path: `/admin/stock/pick-list${q}`,
        }),
      ),
  },
  {
    method: 'POST',
    route: '/admin/stock/import',
    auth: 'admin',
    input: () =>
      fc
        .tuple(query({ mode: param('dry_run', 'apply', 'later') }), csv)
        .map(([q, body]) => ({ path: `/admin/stock/import${q}`, body })),
  },
];
