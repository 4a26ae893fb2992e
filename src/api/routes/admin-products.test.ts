import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChecker, type OpenApiDocument } from '../../../tests/helpers/openapi-check.ts';
import { cardOrder, place, someProducts } from '../../../tests/helpers/orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import type { AdminProduct } from '../../lib/catalogue/catalogue-input.ts';
import { outOfStockMessage } from '../../lib/catalogue/stock.ts';
import {
  auditLog,
  brands,
  childCategories,
  orders,
  productDiscounts,
  productMeta,
  products,
  urlRedirects,
} from '../db/schema/index.ts';
import { FORBIDDEN_MESSAGE } from '../http/staff.ts';
import { staleMessage } from '../services/versioned.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));

let editor: string;
let brandId: number;
let categoryId: number;
let childId: number;
/** A child category under another category than categoryId, and that category. */
let foreignChildId: number;
let foreignCategoryId: number;

beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
  const db = t.database.db;
  [{ id: brandId }] = (await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1)) as [
    { id: number },
  ];
  const [child] = await db.select().from(childCategories).orderBy(asc(childCategories.id)).limit(1);
  categoryId = child!.categoryId;
  childId = child!.id;
  const [foreign] = await db
    .select()
    .from(childCategories)
    .where(ne(childCategories.categoryId, categoryId))
    .limit(1);
  foreignChildId = foreign!.id;
  foreignCategoryId = foreign!.categoryId;
});

type Answer = { status: number; body: Record<string, unknown> };
const call = async (method: string, path: string, body?: unknown, token = editor): Promise<Answer> => {
  const res = await adminCall(t, method, path, token, body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const dataOf = (a: Answer) => a.body.data as AdminProduct;

/** Puts a file where an upload would have stored it. */
function upload(path: string) {
  const file = join(t.deps.storageDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, 'image bytes');
  return path;
}

let seq = 0;
/** A complete new product's body, unique each time. */
function newProduct(extra: Record<string, unknown> = {}) {
  const n = `${Date.now().toString(36)}${seq++}`;
  return {
    title: `Test Brake Pad ${n}`,
    sku: `TST-${n}`.toUpperCase(),
    permalink: `test-brake-pad-${n}`,
    price_cents: 12_995,
    brand_id: brandId,
    category_id: categoryId,
    child_category_id: childId,
    // A shipped product needs its weight and packed size.
    weight_grams: 1800,
    length_mm: 260,
    width_mm: 170,
    height_mm: 90,
    ...extra,
  };
}

/** Counts of every table a product write touches, to prove a refused write wrote nothing. */
async function rowCounts() {
  const db = t.database.db;
  const tables = [products, productMeta, productDiscounts, auditLog, urlRedirects];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
}

const audits = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

const storefront = async (sku: string) => {
  const res = await t.app.request(`/api/products/${sku}`);
  return { status: res.status, product: ((await res.json()) as { data?: ApiProduct }).data };
};

describe('GET /api/admin/products', () => {
  it('pages every product, most recently changed first', async () => {
    const [{ n }] = (await t.database.db.select({ n: count() }).from(products)) as [{ n: number }];
    const first = await call('GET', '/products');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: n, page: 1, per_page: 25 });
    const rows = first.body.data as { id: number; updated_at: string; version: number }[];
    expect(rows).toHaveLength(25);
    const stamps = rows.map((r) => r.updated_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const second = await call('GET', '/products?page=2&per_page=25');
    const ids = new Set(rows.map((r) => r.id));
    expect((second.body.data as { id: number }[]).some((r) => ids.has(r.id))).toBe(false);
    expect(rows[0]).toMatchObject({
      category: { id: expect.any(Number), title: expect.any(String) },
      brand: { id: expect.any(Number), title: expect.any(String) },
      active: true,
      stock_status: 'in_stock',
      version: expect.any(Number),
    });
    // Just edited: first in the list.
    const edited = (await call('GET', '/products/40')).body.data as AdminProduct;
    expect((await call('PATCH', '/products/40', { version: edited.version, weight_grams: 777 })).status).toBe(
      200,
    );
    expect(((await call('GET', '/products?per_page=1')).body.data as { id: number }[])[0]!.id).toBe(40);
  });

  it('searches titles anywhere and SKUs from their start, ignoring case', async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.id, 12));
    const word = row!.title.split(' ')[1]!.toLowerCase();
    const byTitle = await call('GET', `/products?q=${encodeURIComponent(word)}&per_page=100`);
    const titles = (byTitle.body.data as { title: string }[]).map((r) => r.title.toLowerCase());
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.includes(word))).toBe(true);
    const bySku = await call('GET', `/products?q=${row!.sku.slice(0, -1).toLowerCase()}`);
    expect((bySku.body.data as { id: number }[]).map((r) => r.id)).toContain(12);
    // The middle of a SKU is not its start.
    const middle = await call('GET', `/products?q=${row!.sku.slice(3)}`);
    expect((middle.body.data as { id: number }[]).map((r) => r.id)).not.toContain(12);
    // LIKE wildcards are literal.
    expect((await call('GET', '/products?q=%25')).body.total).toBe(0);
  });

  it('filters by category, brand, active and stock status; inactive products are listed', async () => {
    const byCategory = await call('GET', `/products?category_id=${categoryId}&per_page=100`);
    const rows = byCategory.body.data as { category: { id: number }; brand: { id: number } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.category.id === categoryId)).toBe(true);
    const byBrand = await call('GET', `/products?brand_id=${brandId}&per_page=100`);
    expect((byBrand.body.data as { brand: { id: number } }[]).every((r) => r.brand.id === brandId)).toBe(
      true,
    );

    // A product whose stock is not counted: its editor sets the status (a counted one's is worked out).
    await t.database.db.update(products).set({ trackStock: false }).where(eq(products.id, 41));
    const product = dataOf(await call('GET', '/products/41'));
    const saved = await call('PATCH', '/products/41', {
      version: product.version,
      active: false,
      stock_status: 'backorder',
    });
    expect(saved.status).toBe(200);
    const inactive = await call('GET', '/products?active=false&per_page=100');
    expect((inactive.body.data as { id: number; active: boolean }[]).map((r) => r.id)).toContain(41);
    expect((inactive.body.data as { active: boolean }[]).every((r) => !r.active)).toBe(true);
    const backorder = await call('GET', '/products?stock_status=backorder');
    expect(backorder.body.data).toEqual([expect.objectContaining({ id: 41, stock_status: 'backorder' })]);
    expect(
      ((await call('GET', '/products?active=true&per_page=100')).body.data as { id: number }[]).map(
        (r) => r.id,
      ),
    ).not.toContain(41);
  });

  it.each([
    ['per_page=101'],
    ['page=0'],
    ['active=yes'],
    ['stock_status=sold'],
    ['category_id=abc'],
    ['colour=red'],
  ])('refuses %s with 400', async (query) => {
    expect((await call('GET', `/products?${query}`)).status).toBe(400);
  });

  it('is for catalogue editors only', async () => {
    const support = (await staffSession(t, 'support')).token;
    for (const [method, path, body] of [
      ['GET', '/products'],
      ['GET', '/products/1'],
      ['POST', '/products', newProduct()],
      ['PATCH', '/products/1', { version: 1, title: 'x' }],
      ['POST', '/products/1/duplicate'],
    ] as const) {
      const answer = await call(method, path, body, support);
      expect(answer).toEqual({ status: 403, body: { message: FORBIDDEN_MESSAGE } });
    }
  });
});

describe('GET /api/admin/products/{id}', () => {
  it('answers the product as the editor edits it, inactive ones too', async () => {
    const answer = await call('GET', '/products/3');
    expect(answer.status).toBe(200);
    const p = dataOf(answer);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, 3));
    expect(p).toMatchObject({
      id: 3,
      sku: row!.sku,
      permalink: row!.permalink,
      price_cents: row!.priceCents,
      version: row!.version,
      url: `/product/${row!.permalink}/`,
      page_index: true,
      active: true,
    });
    expect(p.images[0]!.path).toBe(row!.featuredImage);
    expect(p.seo_title).not.toBe('');
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, 3));
    expect(dataOf(await call('GET', '/products/3')).active).toBe(false);
    await t.database.db.update(products).set({ active: true }).where(eq(products.id, 3));
    expect(await call('GET', '/products/999999')).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
  });
});

describe('POST /api/admin/products', () => {
  it('creates a product with its images, meta and discount, audited, and the site rebuilds', async () => {
    const images = [upload('uploads/products/aaa.webp'), upload('uploads/products/bbb.webp')];
    const body = newProduct({
      discount: { type: 'percent', value: 1250 },
      length_mm: 300,
      width_mm: 200,
      height_mm: 50,
      seo_title: 'Pads | Shop',
      seo_keywords: 'pads, brakes',
      page_index: false,
      stock_status: 'backorder',
      images: [
        { path: images[0], alt: 'The pads, front' },
        { path: images[1], alt: '' },
      ],
    });
    const before = changes.length;
    const answer = await call('POST', '/products', body);
    expect(answer.status).toBe(201);
    const p = dataOf(answer);
    expect(p).toMatchObject({
      ...body,
      version: 1,
      active: true,
      is_featured: false,
      url: `/product/${body.permalink}/`,
    });
    expect(changes.slice(before)).toEqual([`product ${p.id} created`]);
    expect(dataOf(await call('GET', `/products/${p.id}`))).toEqual(p);
    const [entry] = await audits(p.id);
    expect(entry).toMatchObject({ action: 'product.create', after: { sku: body.sku, price_cents: 12_995 } });

    // The storefront's shape carries the stock status, the alt text and the dimensions.
    const shown = await storefront(body.sku);
    expect(shown.product).toMatchObject({
      stock_status: 'backorder',
      image_alts: { [images[0]!]: 'The pads, front' },
      featured_image: images[0],
      gallery_media: images[1],
      discount_data: { discount_type: 0, discount_value: '12.5' },
    });
    const meta = Object.fromEntries(shown.product!.product_meta.map((m) => [m.option, m.value]));
    expect(meta).toMatchObject({ _page_index: '0', _seo_tags: 'pads, brakes' });
    // The packed size is in the product's columns (freight reads them), no longer in its meta.
    expect(Object.keys(meta).filter((k) => /_(length|width|height)_mm$/.test(k))).toEqual([]);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ lengthMm: 300, widthMm: 200, heightMm: 50, freightClass: 'standard' });
  });

  it('defaults the optional fields', async () => {
    const body = newProduct({ child_category_id: null });
    const p = dataOf(await call('POST', '/products', body));
    expect(p).toMatchObject({
      discount: null,
      short_description: '',
      images: [],
      page_index: true,
      active: true,
      stock_status: 'in_stock',
      child_category_id: null,
      freight_class: 'standard',
      dangerous_goods: null,
      is_virtual: false,
    });
  });

  it('refuses each broken rule with 422 naming the field, writing nothing', async () => {
    const [taken] = await t.database.db.select().from(products).where(eq(products.id, 5));
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { sku: taken!.sku.toLowerCase() },
        'sku',
        `SKU ${taken!.sku.toLowerCase()} is already used by "${taken!.title}".`,
      ],
      [
        { permalink: taken!.permalink },
        'permalink',
        `Permalink ${taken!.permalink} is already used by "${taken!.title}".`,
      ],
      [{ brand_id: 99_999 }, 'brand_id', 'Brand 99999 does not exist.'],
      [{ category_id: 999, child_category_id: null }, 'category_id', 'Category 999 does not exist.'],
      [{ child_category_id: 99_999 }, 'child_category_id', 'Child category 99999 does not exist.'],
      [
        { child_category_id: foreignChildId },
        'child_category_id',
        `Child category ${foreignChildId} is not under category ${categoryId}.`,
      ],
      [
        { price_cents: 1000, discount: { type: 'fixed', value: 1001 } },
        'discount',
        'A fixed discount cannot be more than the price.',
      ],
      [
        { images: [{ path: 'uploads/products/never-sent.webp', alt: '' }] },
        'images.0.path',
        'Image uploads/products/never-sent.webp was not uploaded.',
      ],
      [{ price_cents: -5 }, 'price_cents', 'Price cannot be negative'],
      [{ sku: 'has space' }, 'sku', 'SKU must be 1 to 64 letters, digits, dots, dashes or underscores'],
    ];
    const counts = await rowCounts();
    const before = changes.length;
    for (const [extra, field, message] of cases) {
      const answer = await call('POST', '/products', newProduct(extra));
      expect(answer, field).toEqual({ status: 422, body: { message, errors: { [field]: message } } });
    }
    expect(await rowCounts()).toEqual(counts);
    expect(changes).toHaveLength(before);
    // A fixed discount equal to the price is allowed.
    const equal = await call(
      'POST',
      '/products',
      newProduct({ price_cents: 1000, discount: { type: 'fixed', value: 1000 } }),
    );
    expect(equal.status).toBe(201);
  });

  it('gives two saves racing for one SKU one product and one 422, never a 500', async () => {
    const body = newProduct();
    const answers = await Promise.all([
      call('POST', '/products', body),
      call('POST', '/products', { ...body, sku: body.sku.toLowerCase(), permalink: `${body.permalink}-b` }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const rows = await t.database.db.select().from(products).where(eq(products.title, body.title));
    expect(rows).toHaveLength(1);
  });

  it('stores the descriptions sanitised', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">text</p>',
      '<svg onload=alert(1)></svg>',
      '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    ].join('');
    const p = dataOf(
      await call(
        'POST',
        '/products',
        newProduct({ short_description: `<p>Good</p>${payloads}`, long_description: payloads }),
      ),
    );
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    for (const stored of [row!.shortDescription, row!.longDescription, p.long_description]) {
      expect(stored).not.toMatch(/<script|<iframe|<object|<svg|\son\w+=|javascript:|data:|style=/i);
    }
    expect(row!.shortDescription).toContain('<p>Good</p>');
    // An edit is sanitised the same way.
    const edited = await call('PATCH', `/products/${p.id}`, {
      version: p.version,
      long_description: '<h2>Fits</h2><script>document.cookie</script><b onmouseover=alert(1)>x</b>',
    });
    expect(dataOf(edited).long_description).toBe('<h2>Fits</h2><b>x</b>');
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('saves the changed fields, bumps version and updated_at, audits only what changed, rebuilds', async () => {
    const before = dataOf(await call('GET', '/products/20'));
    const count = changes.length;
    const answer = await call('PATCH', '/products/20', {
      version: before.version,
      title: 'Renamed pads',
      price_cents: before.price_cents + 100,
      sku: before.sku, // unchanged: not audited
      length_mm: 123,
    });
    expect(answer.status).toBe(200);
    const after = dataOf(answer);
    expect(after).toMatchObject({
      title: 'Renamed pads',
      price_cents: before.price_cents + 100,
      length_mm: 123,
    });
    expect(after.version).toBe(before.version + 1);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(changes.slice(count)).toEqual(['product 20 edited']);
    const [entry] = await audits(20);
    expect(entry).toMatchObject({
      action: 'product.edit',
      before: { title: before.title, price_cents: before.price_cents, length_mm: before.length_mm },
      after: { title: 'Renamed pads', price_cents: before.price_cents + 100, length_mm: 123 },
    });
    expect(Object.keys(entry!.after as object).sort()).toEqual(['length_mm', 'price_cents', 'title']);
    // Saving the same values again changes nothing and asks for no rebuild.
    const again = await call('PATCH', '/products/20', { version: after.version, title: 'Renamed pads' });
    expect(dataOf(again).version).toBe(after.version);
    expect(changes.slice(count)).toEqual(['product 20 edited']);
  });

  it('gives the second of two editors saving the same product 409 with the product as saved', async () => {
    const other = (await staffSession(t, 'manager')).token;
    const mine = dataOf(await call('GET', '/products/21'));
    const theirs = dataOf(await call('GET', '/products/21', undefined, other));
    expect(theirs.version).toBe(mine.version);
    const first = await call('PATCH', '/products/21', { version: mine.version, price_cents: 4200 });
    expect(first.status).toBe(200);
    const count = changes.length;
    const second = await call(
      'PATCH',
      '/products/21',
      { version: theirs.version, title: 'Their title' },
      other,
    );
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: staleMessage('product'), current: dataOf(first) });
    expect((second.body.current as AdminProduct).price_cents).toBe(4200);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, 21));
    expect(row).toMatchObject({ title: mine.title, priceCents: 4200, version: mine.version + 1 });
    expect(await audits(21)).toHaveLength(1);
    expect(changes).toHaveLength(count);
    // Saving again from the current version works.
    const retry = await call(
      'PATCH',
      '/products/21',
      { version: dataOf(first).version, title: 'Their title' },
      other,
    );
    expect(dataOf(retry)).toMatchObject({ title: 'Their title', price_cents: 4200 });
  });

  it('refuses a broken rule with 422 and changes nothing, not even the valid fields', async () => {
    const [other] = await t.database.db.select().from(products).where(eq(products.id, 23));
    const p = dataOf(await call('GET', '/products/22'));
    const counts = await rowCounts();
    const answer = await call('PATCH', '/products/22', {
      version: p.version,
      title: 'Should not be saved',
      sku: other!.sku.toUpperCase(),
      permalink: other!.permalink,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      sku: `SKU ${other!.sku.toUpperCase()} is already used by "${other!.title}".`,
      permalink: `Permalink ${other!.permalink} is already used by "${other!.title}".`,
    });
    expect(await rowCounts()).toEqual(counts);
    expect(dataOf(await call('GET', '/products/22'))).toEqual(p);
    // Changing the category alone leaves the child under the old one.
    const elsewhere = p.category_id === categoryId ? foreignCategoryId : categoryId;
    const moved = await call('PATCH', '/products/22', { version: p.version, category_id: elsewhere });
    expect((moved.body.errors as Record<string, string>).child_category_id).toMatch(/is not under category/);
    // A lower price below a fixed discount.
    const discounted = await call('PATCH', '/products/22', {
      version: p.version,
      price_cents: 1000,
      discount: { type: 'fixed', value: 500 },
    });
    expect(discounted.status).toBe(200);
    const cheaper = await call('PATCH', '/products/22', { version: p.version + 1, price_cents: 499 });
    expect(cheaper.body.errors).toEqual({ discount: 'A fixed discount cannot be more than the price.' });
    expect(await call('PATCH', '/products/999999', { version: 1, title: 'x' })).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it('keeps images the product already has and checks only new ones; reorders and sets alt text', async () => {
    const p = dataOf(await call('GET', '/products/24'));
    const fresh = upload('uploads/products/ccc.webp');
    const images = [{ path: fresh, alt: 'New front' }, ...p.images.map((i) => ({ ...i, alt: 'Old' }))];
    const saved = dataOf(await call('PATCH', '/products/24', { version: p.version, images }));
    expect(saved.images).toEqual(images);
    const shown = await storefront(p.sku);
    expect(shown.product!.featured_image).toBe(fresh);
    expect(shown.product!.image_alts[fresh]).toBe('New front');
  });

  it('deactivates a product: gone from the storefront, still in the back office', async () => {
    const p = dataOf(await call('GET', '/products/25'));
    expect((await storefront(p.sku)).status).toBe(200);
    const answer = await call('PATCH', '/products/25', { version: p.version, active: false });
    expect(dataOf(answer).active).toBe(false);
    expect((await storefront(p.sku)).status).toBe(404);
    expect(dataOf(await call('GET', '/products/25')).active).toBe(false);
    expect((await audits(25)).at(-1)).toMatchObject({ before: { active: true }, after: { active: false } });
  });
});

describe('permalink changes leave 301s', () => {
  const redirects = async () =>
    (
      await t.database.db
        .select({ from: urlRedirects.fromPath, to: urlRedirects.toPath })
        .from(urlRedirects)
        .orderBy(asc(urlRedirects.fromPath))
    ).filter((r) => r.from.includes('moving-part'));
  const move = async (permalink: string) => {
    const p = dataOf(await call('GET', '/products/30'));
    const answer = await call('PATCH', '/products/30', { version: p.version, permalink });
    expect(answer.status).toBe(200);
  };

  it('writes old -> new, collapses chains and drops a redirect from a path that is live again', async () => {
    await move('moving-part-a');
    await move('moving-part-b');
    await move('moving-part-c');
    expect(await redirects()).toEqual([
      { from: '/product/moving-part-a/', to: '/product/moving-part-c/' },
      { from: '/product/moving-part-b/', to: '/product/moving-part-c/' },
    ]);
    // Back to B: B is live again, every old path leads to it.
    await move('moving-part-b');
    expect(await redirects()).toEqual([
      { from: '/product/moving-part-a/', to: '/product/moving-part-b/' },
      { from: '/product/moving-part-c/', to: '/product/moving-part-b/' },
    ]);
    // A new product at an old path takes it over.
    expect((await call('POST', '/products', newProduct({ permalink: 'moving-part-a' }))).status).toBe(201);
    expect(await redirects()).toEqual([{ from: '/product/moving-part-c/', to: '/product/moving-part-b/' }]);
  });
});

describe('POST /api/admin/products/{id}/duplicate', () => {
  it('copies a product, inactive, with a free SKU and permalink and the same images, meta and discount', async () => {
    const [discounted] = await t.database.db.select().from(productDiscounts).limit(1);
    const id = discounted!.productId;
    const source = dataOf(await call('GET', `/products/${id}`));
    const count = changes.length;
    const first = await call('POST', `/products/${id}/duplicate`);
    expect(first.status).toBe(201);
    const copy = dataOf(first);
    const { id: _a, version: _b, url: _c, created_at: _d, updated_at: _e, ...same } = source;
    expect(copy).toMatchObject({
      ...same,
      title: `Copy of ${source.title}`,
      sku: `${source.sku}-COPY`,
      permalink: `${source.permalink}-copy`,
      active: false,
      version: 1,
    });
    expect(copy.id).not.toBe(id);
    expect(changes.slice(count)).toEqual([`product ${copy.id} created (copy of ${id})`]);
    expect((await audits(copy.id))[0]).toMatchObject({
      action: 'product.duplicate',
      before: { copied_from: id },
    });
    const second = dataOf(await call('POST', `/products/${id}/duplicate`));
    expect(second).toMatchObject({ sku: `${source.sku}-COPY-2`, permalink: `${source.permalink}-copy-2` });
    expect((await call('POST', '/products/999999/duplicate')).status).toBe(404);
  });
});

describe('ordering an out-of-stock product', () => {
  it('is refused with 422 and nothing written; a backorder can be ordered', async () => {
    const [product] = await someProducts(t, 1);
    // Not counted by location: the editor's status is what the shop sells by.
    await t.database.db.update(products).set({ trackStock: false }).where(eq(products.id, product!.id));
    const p = dataOf(await call('GET', `/products/${product!.id}`));
    const out = await call('PATCH', `/products/${p.id}`, {
      version: p.version,
      stock_status: 'out_of_stock',
    });
    expect(out.status).toBe(200);
    const [{ n }] = (await t.database.db.select({ n: count() }).from(orders)) as [{ n: number }];
    const refused = await place(t, cardOrder([product!]));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(outOfStockMessage(p.title));
    expect(refused.body.errors).toEqual({ 'products.0.id': outOfStockMessage(p.title) });
    expect((await t.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(n);
    expect((await storefront(p.sku)).product!.stock_status).toBe('out_of_stock');

    await call('PATCH', `/products/${p.id}`, { version: p.version + 1, stock_status: 'backorder' });
    const placed = await place(t, cardOrder([product!]));
    expect(placed.status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes every answer of the product calls', async () => {
    const shop = { Authorization: `Bearer ${t.deps.adminToken}` };
    const doc = (await (
      await t.app.request('/api/openapi.json', { headers: shop })
    ).json()) as OpenApiDocument;
    const { check } = createChecker(doc);
    const send = async (op: string, path: string, body?: unknown) =>
      check(op, await adminCall(t, op.split(' ')[0]!, path, editor, body));
    expect((await send('GET /admin/products', '/products?q=brake')).status).toBe(200);
    expect((await send('GET /admin/products', '/products?per_page=500')).status).toBe(400);
    const one = await send('GET /admin/products/{id}', '/products/50');
    expect(one.status).toBe(200);
    expect((await send('GET /admin/products/{id}', '/products/999999')).status).toBe(404);
    expect((await send('POST /admin/products', '/products', newProduct())).status).toBe(201);
    expect((await send('POST /admin/products', '/products', newProduct({ brand_id: 99_999 }))).status).toBe(
      422,
    );
    const edit = 'PATCH /admin/products/{id}';
    expect((await send(edit, '/products/50', { version: one.body.data.version, title: 'Doc' })).status).toBe(
      200,
    );
    expect((await send(edit, '/products/50', { version: one.body.data.version, title: 'Late' })).status).toBe(
      409,
    );
    expect((await send(edit, '/products/50', { version: 99, price_cents: -1 })).status).toBe(422);
    expect((await send(edit, '/products/999999', { version: 1, title: 'x' })).status).toBe(404);
    const copy = 'POST /admin/products/{id}/duplicate';
    expect((await send(copy, '/products/50/duplicate')).status).toBe(201);
    expect((await send(copy, '/products/999999/duplicate')).status).toBe(404);
  });
});
