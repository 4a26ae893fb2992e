/**
 * The back office's catalogue calls, sent with the shop's machine token so they get past
 * the role check into validation, the version check and the database: no input may make them answer 5xx.
 */
import fc from 'fast-check';
import { jsonBody, param, query, segment } from './requests.ts';
import type { Endpoint } from './routes.ts';
import { field, text } from './values.ts';

const id = segment('1', '2', '2147483648', '0');

/** A product's fields, each usually valid and sometimes anything at all. */
const product = {
  title: field('Brake pad set', ''),
  sku: field('FUZZ-1', 'BP-1001', 'has space', ''),
  permalink: field('fuzz-part', 'Bad Permalink', ''),
  price_cents: field(1999, 0, -1, 10_000_001, 1.5),
  discount: field(null, { type: 'fixed', value: 500 }, { type: 'percent', value: 10_001 }),
  short_description: field('<p>Fits <b>most</b> cars</p>', '<img src=x onerror=alert(1)>'),
  long_description: field('<script>alert(1)</script>'),
  brand_id: field(1, 999_999, 2 ** 31),
  category_id: field(1, 999_999),
  child_category_id: field(null, 1, 999_999),
  stock_status: field('in_stock', 'out_of_stock', 'sold'),
  images: field(
    [],
    [{ path: 'uploads/products/none.webp', alt: '' }],
    [{ path: '../../etc/passwd', alt: '' }],
  ),
  page_index: field(true, 'yes'),
  active: field(true, false),
  weight_grams: field(1800, 0, -1),
  length_mm: field(260, 0),
  freight_class: field('standard', 'oversize', 'huge'),
  dangerous_goods: field(
    null,
    { un: 'UN2794', dg_class: '8', packing_group: 'III', limited_quantity: false },
    { un: 'un 1950', dg_class: '2.1', packing_group: 'II', limited_quantity: 'yes' },
    { un: 'UN12345', dg_class: '7', packing_group: 'IV' },
  ),
};

const CSV_HEADER =
  'sku,title,permalink,price,discount_type,discount_value,brand,category,child_category,stock_status,active,featured,weight_grams,length_mm,width_mm,height_mm,short_description,long_description,seo_title,seo_description,seo_keywords,page_index,images';

/** CSV text: the right header with fuzzed rows, a wrong header, or anything. */
const csv = fc
  .oneof(
    fc
      .array(fc.array(text, { maxLength: 25 }), { maxLength: 4 })
      .map((rows) =>
        [CSV_HEADER, ...rows.map((cells) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(','))].join(
          '\n',
        ),
      ),
    fc.array(text, { maxLength: 4 }).map((lines) => lines.join('\n')),
    fc.constantFrom('', '"unclosed', `${CSV_HEADER}\n"a,b`, '\uFEFFsku\n', 'sku,sku\n1,2'),
  )
  .chain((body) =>
    fc
      .constantFrom('text/csv', 'text/plain', 'application/json', undefined)
      .map((type) => ({ text: body, type })),
  );

export const catalogueEditing: Endpoint[] = [
  {
    method: 'GET',
    route: '/admin/products',
    auth: 'admin',
    input: () =>
      query({
        q: param('brake', '%_\\', ''),
        category_id: param('1', '0', '2147483648', 'x'),
        brand_id: param('1', '-1'),
        active: param('true', 'false', 'maybe'),
        stock_status: param('in_stock', 'gone'),
        page: param('1', '0', '99999999999'),
        per_page: param('25', '101'),
      }).map((q) => ({ path: `/admin/products${q}` })),
  },
  {
    method: 'POST',
    route: '/admin/products',
    auth: 'admin',
    input: () => jsonBody(product).map((body) => ({ path: '/admin/products', body })),
  },
  {
    method: 'PATCH',
    route: '/admin/products/:id',
    auth: 'admin',
    input: () =>
      fc
        .tuple(id, jsonBody({ version: field(1, 0, 2 ** 31, '1'), ...product }))
        .map(([pid, body]) => ({ path: `/admin/products/${pid}`, body })),
  },
  {
    method: 'POST',
    route: '/admin/products/:id/duplicate',
    auth: 'admin',
    input: () => id.map((pid) => ({ path: `/admin/products/${pid}/duplicate` })),
  },
  {
    method: 'POST',
    route: '/admin/products/import',
    auth: 'admin',
    input: () =>
      fc
        .tuple(
          query({ mode: param('dry_run', 'apply', 'later'), skip_bad_rows: param('true', 'false', '2') }),
          csv,
        )
        .map(([q, body]) => ({ path: `/admin/products/import${q}`, body })),
  },
  ...(
    [
      [
        'brands',
        {
          title: field('Brand', ''),
          permalink: field('a-brand', 'Bad'),
          description: field('<b>x</b>'),
          active: field(true),
        },
      ],
      [
        'blogs',
        {
          title: field('Post'),
          permalink: field('a-post'),
          content: field('<script>x</script>'),
          active: field(0, 1, 2),
        },
      ],
      [
        'faqs',
        {
          group_name: field('Ordering'),
          question: field('Q?'),
          answer: field('<p>A</p>'),
          sort_order: field(1, -1),
        },
      ],
      [
        'home-blocks',
        {
          kind: field('slide', 'popup'),
          title: field('T'),
          href: field('/shop/', 'javascript:x', '//evil'),
          image: field('uploads/banners/a.webp', '../x'),
        },
      ],
      [
        'categories',
        { title: field('Cat'), sku: field('CAT-1'), permalink: field('a-cat'), sort_order: field(1) },
      ],
    ] as const
  ).flatMap(([path, fields]): Endpoint[] => [
    {
      method: 'POST',
      route: `/admin/${path}`,
      auth: 'admin',
      input: () => jsonBody(fields).map((body) => ({ path: `/admin/${path}`, body })),
    },
    {
      method: 'PATCH',
      route: `/admin/${path}/:id`,
      auth: 'admin',
      input: () =>
        fc
          .tuple(id, jsonBody({ version: field(1, 0, 2 ** 31), ...fields }))
          .map(([rid, body]) => ({ path: `/admin/${path}/${rid}`, body })),
    },
  ]),
  {
    method: 'PUT',
    route: '/admin/page-meta/:scope/:ref',
    auth: 'admin',
    input: () =>
      fc
        .tuple(
          fc.constantFrom('shop/_', 'brand/bosch', 'category/x', 'brand/%00', 'shop/other'),
          jsonBody({
            version: field(null, '2026-01-01T00:00:00.000Z', 'yesterday'),
            description: field('<img src=x onerror=alert(1)>'),
            schema_markup: field('{}', '{', '[]'),
            page_index: field('0', '1', 2),
          }),
        )
        .map(([where, body]) => ({ path: `/admin/page-meta/${where}`, body })),
  },
  {
    method: 'PATCH',
    route: '/admin/settings (issue 17 fields)',
    auth: 'admin',
    input: () =>
      jsonBody({
        version: field(1, 0, 999),
        delivery_charge_cents: field(1500, -1, 2 ** 31),
        return_days: field(30, 366),
        member_discount_percentage: field(5, 100.001),
        social_links: field({ facebook: 'https://fb.com/x' }, { facebook: 'javascript:x' }, { other: '' }),
      }).map((body) => ({ path: '/admin/settings', body })),
  },
];
