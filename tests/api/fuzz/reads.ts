/**
 * The API's GET routes for the fuzz test: catalogue, content, account reads and the shop's downloads.
 */
import fc from 'fast-check';
import { encode, idempotencyKey, param, query, segment } from './requests.ts';
import { type Endpoint, get, type Input } from './routes.ts';

export const reads: Endpoint[] = [
  get('/health'),
  get('/nav-bar-data'),
  get('/social-links'),
  get('/brands'),
  get('/categories'),
  get('/home-page'),
  get('/latest-products', () =>
    query({ pagination: param('1', '20', '100', '101', '0') }).map((q) => ({ path: `/latest-products${q}` })),
  ),
  get('/search-product', () =>
    query({ search: param('bra', 'ARB-', 'a%_\\', 'filter') }).map((q) => ({ path: `/search-product${q}` })),
  ),
  get('/products/:sku', (k) => segment(...k.skus, ...k.permalinks).map((s) => ({ path: `/products/${s}` }))),
  get('/shop', (k) =>
    query({
      page: param('1', '2', '15', '16', '1000000', '1000001'),
      pagination: param('1', '20', '100'),
      category: param(...k.categories),
      child_category: param(...k.childCategories),
      brand: param(...k.brands),
      vehicle: param('1', '2', '999999', '2147483648'),
      year: param('2016', '2019', '1950', '2036'),
    }).map((q) => ({ path: `/shop${q}` })),
  ),
  get('/vehicles'),
  get('/vehicles/:id', () =>
    segment('1', '2', '999999', '2147483648').map((s) => ({ path: `/vehicles/${s}` })),
  ),
  get('/vehicles/:id/products', () =>
    fc
      .tuple(segment('1', '2', '999999'), query({ year: param('2016', '2019', '1950', '2036') }))
      .map(([s, q]) => ({ path: `/vehicles/${s}/products${q}` })),
  ),
  get('/products/:sku/fitment', (k) =>
    segment(...k.skus, ...k.permalinks).map((s) => ({ path: `/products/${s}/fitment` })),
  ),
  { ...get('/user/garage'), auth: 'required' },
  get('/pages'),
  get('/pages/:slug', (k) => segment(...k.pages).map((s) => ({ path: `/pages/${s}` }))),
  get('/faqs'),
  get('/blogs'),
  get('/:permalink/blog', (k) => segment(...k.blogs).map((s) => ({ path: `/${s}/blog` }))),
  get('/sitemap-map'),
  get('/encrypted-paypal-keys'),
  get('/payment-config'),
  get('/newsletter/confirm', () =>
    query({ token: param('abc', 'A'.repeat(43), 'x'.repeat(101)) }).map((q) => ({
      path: `/newsletter/confirm${q}`,
    })),
  ),
  get('/unsubscribe', () =>
    query({ token: param('abc', 'x'.repeat(101)) }).map((q) => ({ path: `/unsubscribe${q}` })),
  ),
  get('/catalogue/products', () =>
    fc
      .tuple(
        // A full page is 2,000 products (all 300 seeded, ~50 ms): mostly small pages keep 500 runs quick.
        fc.oneof(
          { weight: 12, arbitrary: fc.integer({ min: 1, max: 20 }).map((n) => `limit=${n}`) },
          { weight: 3, arbitrary: param('0', '2001', '99999999999').map((v) => `limit=${encode(v)}`) },
          { weight: 1, arbitrary: fc.constant('') },
        ),
        query({
          after: param('0', '100', '2147483647', '2147483648'),
          updated_since: param('2024-01-01T00:00:00Z', '2999-12-31T23:59:59.999Z', '0000-01-01T00:00:00Z'),
        }),
      )
      .map(([limit, q]) => ({ path: `/catalogue/products${q ? `${q}&${limit}` : `?${limit}`}` })),
  ),
  get('/catalogue/product-ids'),
  get('/catalogue/page-meta'),
  { ...get('/user'), auth: 'optional' },
  { ...get('/profile'), auth: 'required' },
  { ...get('/user-order'), auth: 'required' },
  {
    ...get('/orders-detail', () =>
      query({ id: param('SCAAAAAAAAAA', '') }).map((q) => ({ path: `/orders-detail${q}` })),
    ),
    auth: 'required',
  },
  {
    ...get('/place-order/attempt', () =>
      fc.oneof(
        idempotencyKey.map(
          (key): Input => ({
            path: '/place-order/attempt',
            headers: key === undefined ? {} : { 'Idempotency-Key': key },
          }),
        ),
        query({ key: param('ord-1', '') }).map((q) => ({ path: `/place-order/attempt${q}` })),
      ),
    ),
    auth: 'optional',
  },
  { ...get('/user-addresses'), auth: 'required' },
  {
    ...get('/user-addresses/:id', (k) =>
      segment(...k.addressIds).map((s) => ({ path: `/user-addresses/${s}` })),
    ),
    auth: 'required',
  },
  {
    ...get('/admin/return-requests/:id/file', () =>
      segment('1', '2147483648', '99999999999').map((s) => ({ path: `/admin/return-requests/${s}/file` })),
    ),
    auth: 'admin',
  },
  {
    ...get('/user/orders/:invoice/invoice', () =>
      segment('SCAAAAAAAAAA', 'sc23456789ab').map((s) => ({ path: `/user/orders/${s}/invoice` })),
    ),
    auth: 'required',
  },
  get('/invoices/:invoice', () =>
    fc
      .tuple(
        segment('SCAAAAAAAAAA'),
        query({ expires: param('1', '4102444800', '99999999999999'), sig: param('A'.repeat(43), 'abc') }),
      )
      .map(([s, q]) => ({ path: `/invoices/${s}${q}` })),
  ),
];
