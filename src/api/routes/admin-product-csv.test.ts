/**
 * GET /api/admin/products/export.csv and POST /api/admin/products/import as the back office uses
 * them: line-numbered errors, dry run vs apply, skip_bad_rows, nothing written on a refusal, the
 * export's round trip, formula neutralisation and sanitised rich text.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChecker, type OpenApiDocument } from '../../../tests/helpers/openapi-check.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { auditLog, productDiscounts, productMeta, products, urlRedirects } from '../db/schema/index.ts';
import { CSV_COLUMNS, type CsvRecord, OPTIONAL_CSV_COLUMNS } from '../services/product-csv-columns.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));
let editor: string;
beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
});
beforeEach(() => {
  changes.length = 0;
});

let seq = 0;
/** A good new product's row; `n` makes its SKU and permalink unique. */
function row(over: Partial<CsvRecord> = {}, n = ++seq): CsvRecord {
  return {
    sku: `IMP-${n}`,
    title: `Imported brake pad ${n}`,
    permalink: `imported-brake-pad-${n}`,
    price: '19.95',
    discount_type: '',
    discount_value: '',
    brand: 'bosch',
    category: 'brakes',
    child_category: 'brake-pads',
    stock_status: 'in_stock',
    active: '1',
    featured: '0',
    weight_grams: '500',
    length_mm: '10',
    width_mm: '20',
    height_mm: '30',
    short_description: '<p>Short</p>',
    long_description: '<p>Long</p>',
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
    page_index: '1',
    images: '',
    ...over,
  };
}

const csvOf = (rows: CsvRecord[], columns: readonly string[] = CSV_COLUMNS) =>
  stringify(rows, { header: true, columns: [...columns] });

async function importCsv(body: string, query: string, token = editor, type = 'text/csv') {
  const res = await t.app.request(`/api/admin/products/import?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answer's fields loosely
  return { status: res.status, body: (await res.json()) as any };
}

const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;
const bySku = async (sku: string) =>
  (await t.database.db.select().from(products).where(eq(products.sku, sku)))[0];
const lines = (errors: { line: number }[]) => [...new Set(errors.map((e) => e.line))];

describe('POST /api/admin/products/import', () => {
  it('names exactly the 3 bad lines of 1,000 rows, refuses apply without skip_bad_rows, then adds 997', async () => {
    const rows = Array.from({ length: 1000 }, () => row());
    rows[10] = { ...rows[10]!, price: 'abc' };
    rows[500] = { ...rows[500]!, category: 'no-such-category' };
    rows[900] = { ...rows[900]!, price: '-5.00' };
    const file = csvOf(rows);
    const before = await productCount();

    const dry = await importCsv(file, 'mode=dry_run');
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      mode: 'dry_run',
      rows: 1000,
      valid: 997,
      created: 997,
      updated: 0,
      skipped: 3,
    });
    // Header is line 1: row i is on line i + 2.
    expect(lines(dry.body.errors)).toEqual([12, 502, 902]);
    expect(dry.body.errors).toEqual([
      { line: 12, field: 'price', message: 'Price must be an amount in dollars, like 154.99' },
      { line: 502, field: 'category', message: 'Category "no-such-category" does not exist.' },
      { line: 902, field: 'price', message: 'Price cannot be negative' },
    ]);
    expect(await productCount()).toBe(before);

    const refused = await importCsv(file, 'mode=apply');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The CSV has 3 rows with errors; nothing was imported.');
    expect(lines(refused.body.errors)).toEqual([12, 502, 902]);
    expect(await productCount()).toBe(before);
    expect(changes).toEqual([]);

    const applied = await importCsv(file, 'mode=apply&skip_bad_rows=true');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ mode: 'apply', created: 997, updated: 0, skipped: 3 });
    expect(await productCount()).toBe(before + 997);
    expect(changes).toEqual(['product import: 997 created, 0 updated']);
    expect(await bySku(rows[10]!.sku)).toBeUndefined();
    const made = (await bySku(rows[11]!.sku))!;
    expect(made).toMatchObject({
      priceCents: 1995,
      weightGrams: 500,
      lengthMm: 10,
      widthMm: 20,
      heightMm: 30,
      freightClass: 'standard',
      dgUn: '',
      active: true,
      version: 1,
    });
    // The packed size is in the product's columns, no longer in its meta.
    const meta = await t.database.db.select().from(productMeta).where(eq(productMeta.productId, made.id));
    const options = Object.fromEntries(meta.map((m) => [m.option, m.value]));
    expect(options).toMatchObject({ _page_index: '1' });
    expect(Object.keys(options).filter((k) => k.endsWith('_mm'))).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.import'), eq(auditLog.entityId, 'import')))
      .orderBy(auditLog.id);
    expect(audit!.after).toMatchObject({ created: 997, updated: 0, skipped: 3 });
  });

  it('answers 422 naming unknown header columns and a missing sku column, and writes nothing', async () => {
    const columns = [...CSV_COLUMNS.filter((c) => c !== 'sku'), 'colour'];
    const file = stringify([{ ...row(), colour: 'red' }], { header: true, columns });
    const before = await productCount();
    for (const mode of ['dry_run', 'apply']) {
      const res = await importCsv(file, `mode=${mode}`);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The CSV header has unknown columns: colour; missing columns: sku.');
      expect(res.body.errors).toEqual([
        { line: 1, field: 'colour', message: 'Unknown column "colour".' },
        { line: 1, field: 'sku', message: 'Missing column "sku".' },
      ]);
    }
    expect(await productCount()).toBe(before);
  });

  it('writes nothing when one row of many is bad and skip_bad_rows is false', async () => {
    const rows = [row(), row(), row({ brand: 'nobody' }), row()];
    const before = await productCount();
    const res = await importCsv(csvOf(rows), 'mode=apply&skip_bad_rows=false');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The CSV has 1 row with errors; nothing was imported.',
      errors: [{ line: 4, field: 'brand', message: 'Brand "nobody" does not exist.' }],
    });
    expect(await productCount()).toBe(before);
    expect(await bySku(rows[0]!.sku)).toBeUndefined();
  });

  it('refuses a SKU or permalink used twice in the file, and a permalink of another product', async () => {
    const [existing] = await t.database.db.select().from(products).orderBy(products.id).limit(1);
    const first = row();
    const rows = [
      first,
      row({ sku: first.sku.toLowerCase() }),
      row({ permalink: first.permalink }),
      row({ permalink: existing!.permalink }),
    ];
    const res = await importCsv(csvOf(rows), 'mode=dry_run');
    expect(res.body.errors).toEqual([
      { line: 3, field: 'sku', message: `SKU ${first.sku.toLowerCase()} is already on line 2.` },
      { line: 4, field: 'permalink', message: `Permalink ${first.permalink} is already on line 2.` },
      {
        line: 5,
        field: 'permalink',
        message: `Permalink ${existing!.permalink} is already used by "${existing!.title}".`,
      },
    ]);
    expect(res.body).toMatchObject({ valid: 1, created: 1, skipped: 3 });
  });

  it('checks references, prices, discounts, flags and numbers with messages naming the column', async () => {
    const rows = [
      row({ category: 'nope' }),
      row({ child_category: 'oil-filters' }),
      row({ child_category: 'no-such-child' }),
      row({ price: '-0.01' }),
      row({ price: '12.345' }),
      row({ price: '' }),
      row({ discount_type: 'fixed', discount_value: '25.00' }),
      row({ discount_type: 'percent', discount_value: '120' }),
      row({ discount_type: 'half', discount_value: '1' }),
      row({ active: 'maybe' }),
      row({ weight_grams: 'heavy' }),
      row({ length_mm: '1.5' }),
      row({ stock_status: 'plenty' }),
      row({ sku: 'bad sku!' }),
      row({ title: '' }),
      row({ images: 'uploads/products/never-uploaded.webp' }),
    ];
    const res = await importCsv(csvOf(rows), 'mode=dry_run');
    expect(res.status).toBe(200);
    expect(res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['category', 'Category "nope" does not exist.'],
      ['child_category', 'Child category "oil-filters" is not under category "brakes".'],
      ['child_category', 'Child category "no-such-child" does not exist.'],
      ['price', 'Price cannot be negative'],
      ['price', 'Price must be an amount in dollars, like 154.99'],
      ['price', 'Price is required'],
      ['discount_value', 'A fixed discount cannot be more than the price.'],
      ['discount_value', 'A percent discount must be at most 100%'],
      ['discount_type', 'Discount type must be fixed, percent or empty'],
      ['active', 'Active must be 1, 0, true, false, yes or no'],
      ['weight_grams', 'Weight must be a number'],
      ['length_mm', 'Length must be a whole number'],
      ['stock_status', 'Stock status must be in_stock, low_stock, out_of_stock or backorder'],
      ['sku', 'SKU must be 1 to 64 letters, digits, dots, dashes or underscores'],
      ['title', 'Title is required'],
      ['images', 'Image uploads/products/never-uploaded.webp was not uploaded.'],
    ]);
    expect(lines(res.body.errors)).toEqual(rows.map((_, i) => i + 2));
    expect(res.body).toMatchObject({ rows: rows.length, valid: 0, created: 0 });
  });

  it('keeps line numbers right past quoted cells with commas and line breaks', async () => {
    const multi = row({
      title: 'Pads, front, "ceramic"',
      long_description: '<p>One</p>\r\n<p>Two</p>\n<p>Three, four</p>',
    });
    const file = csvOf([multi, row({ short_description: 'a\nb\nc' }), row({ price: 'free' })]);
    // Header 1; the first row spans lines 2-4, the second 5-7: the bad row is on line 8.
    const res = await importCsv(file, 'mode=dry_run');
    expect(res.body.errors).toEqual([
      { line: 8, field: 'price', message: 'Price must be an amount in dollars, like 154.99' },
    ]);
    const applied = await importCsv(file, 'mode=apply&skip_bad_rows=true');
    expect(applied.body.created).toBe(2);
    const stored = (await bySku(multi.sku))!;
    expect(stored.title).toBe('Pads, front, "ceramic"');
    expect(stored.longDescription).toBe('<p>One</p>\r\n<p>Two</p>\n<p>Three, four</p>');
  });

  it('names the line of a quote that is never closed', async () => {
    const file = `${csvOf([row(), row()])}IMP-X,"unclosed title,1\n`;
    const res = await importCsv(file, 'mode=dry_run');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Line 4: a quoted cell is never closed.');
  });

  it('reports a line with the wrong number of cells', async () => {
    const file = `${csvOf([row()])}IMP-SHORT,Short row,short-row\n`;
    const res = await importCsv(file, 'mode=dry_run');
    expect(res.body.errors).toEqual([
      { line: 3, field: null, message: `This line has 3 cells; the header has ${CSV_COLUMNS.length}.` },
    ]);
  });

  it('updates an existing product by SKU, bumps its version and records the permalink move', async () => {
    const [target] = await t.database.db.select().from(products).orderBy(products.id).limit(1);
    const exported = parse(await (await adminCall(t, 'GET', '/products/export.csv', editor)).text(), {
      columns: true,
    }) as CsvRecord[];
    const mine = exported.find((r) => r.sku === target!.sku)!;
    const edited = {
      ...mine,
      price: '99.50',
      permalink: `${target!.permalink}-v2`,
      discount_type: 'percent',
      discount_value: '12.5',
      seo_keywords: 'new, words',
    };
    const res = await importCsv(csvOf([edited]), 'mode=apply');
    expect(res.body).toMatchObject({ created: 0, updated: 1, unchanged: 0, errors: [] });
    const after = (await bySku(target!.sku))!;
    expect(after).toMatchObject({
      priceCents: 9950,
      permalink: `${target!.permalink}-v2`,
      version: target!.version + 1,
    });
    expect(after.updatedAt.getTime()).toBeGreaterThan(target!.updatedAt.getTime());
    const [discount] = await t.database.db
      .select()
      .from(productDiscounts)
      .where(eq(productDiscounts.productId, target!.id));
    expect(discount).toMatchObject({ discountType: 0, discountValue: 1250 });
    const redirects = await t.database.db
      .select()
      .from(urlRedirects)
      .where(eq(urlRedirects.fromPath, `/product/${target!.permalink}/`));
    expect(redirects.map((r) => r.toPath)).toEqual([`/product/${target!.permalink}-v2/`]);
    expect(changes).toEqual(['product import: 0 created, 1 updated']);
  });

  it('stores rich text sanitised', async () => {
    const payloads = [
      '<p>ok</p><script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
      '<svg onload=alert(1)>',
      '<object data="data:text/html;base64,PHNjcmlwdD4="></object>',
      '<a href="data:text/html,<script>alert(1)</script>">d</a>',
    ];
    const rows = payloads.map((p) => row({ short_description: p, long_description: `<div>${p}</div>` }));
    const res = await importCsv(csvOf(rows), 'mode=apply');
    expect(res.body.created).toBe(payloads.length);
    const stored = await t.database.db
      .select({ s: products.shortDescription, l: products.longDescription })
      .from(products)
      .where(
        inArray(
          products.sku,
          rows.map((r) => r.sku),
        ),
      );
    expect(stored).toHaveLength(payloads.length);
    for (const { s, l } of stored)
      for (const html of [s, l])
        expect(html).not.toMatch(
          /<script|onerror|onload|onclick|javascript:|data:|style=|<iframe|<object|<svg/i,
        );
    expect(stored.map((r) => r.s)).toContain('<p>ok</p>');
  });

  it('takes an uploaded image, its alt text the title', async () => {
    const path = 'uploads/products/0123456789abcdef0123456789abcdef.webp';
    mkdirSync(join(t.deps.storageDir, 'uploads/products'), { recursive: true });
    writeFileSync(join(t.deps.storageDir, path), 'webp bytes');
    const r = row({ images: `${path}|${path}` });
    const twice = await importCsv(csvOf([r]), 'mode=dry_run');
    expect(twice.body.errors).toEqual([{ line: 2, field: 'images', message: 'An image is listed twice' }]);
    const res = await importCsv(csvOf([{ ...r, images: path }]), 'mode=apply');
    expect(res.body.created).toBe(1);
    expect(await bySku(r.sku)).toMatchObject({
      featuredImage: path,
      galleryMedia: '',
      imageAlts: { [path]: r.title },
    });
  });

  it('refuses a body that is not CSV, a bad mode, other roles and no sign-in', async () => {
    expect((await importCsv(csvOf([row()]), 'mode=dry_run', editor, 'application/json')).status).toBe(400);
    expect((await importCsv(csvOf([row()]), 'mode=later')).status).toBe(400);
    expect((await importCsv('', 'mode=dry_run')).body.message).toBe('The CSV is empty.');
    const support = (await staffSession(t, 'support')).token;
    expect((await importCsv(csvOf([row()]), 'mode=apply', support)).status).toBe(403);
    expect((await adminCall(t, 'GET', '/products/export.csv', support)).status).toBe(403);
    expect((await adminCall(t, 'GET', '/products/export.csv', null)).status).toBe(401);
    const machine = await adminCall(t, 'GET', '/products/export.csv', t.deps.adminToken);
    expect(machine.status).toBe(200);
  });
});

describe('GET /api/admin/products/export.csv', () => {
  it('exports every product, inactive ones too, and imports back with no errors and no changes', async () => {
    const [hidden] = await t.database.db.select().from(products).orderBy(products.id).limit(1).offset(3);
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, hidden!.id));
    const res = await adminCall(t, 'GET', '/products/export.csv', editor);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe([...CSV_COLUMNS, ...OPTIONAL_CSV_COLUMNS].join(','));
    const records = parse(text, { columns: true }) as CsvRecord[];
    // Vehicle fitment: the universal flag goes out and comes back with the rest.
    const flags = await t.database.db
      .select({ sku: products.sku, universal: products.universal })
      .from(products);
    for (const f of flags)
      expect(records.find((r) => r.sku === f.sku)?.universal).toBe(f.universal ? '1' : '0');
    expect(records).toHaveLength(await productCount());
    expect(records.find((r) => r.sku === hidden!.sku)?.active).toBe('0');

    const dry = await importCsv(text, 'mode=dry_run');
    expect(dry.body).toMatchObject({
      errors: [],
      created: 0,
      updated: 0,
      skipped: 0,
      unchanged: records.length,
    });
    const applied = await importCsv(text, 'mode=apply');
    expect(applied.body).toMatchObject({ errors: [], created: 0, updated: 0, unchanged: records.length });
    expect(changes).toEqual([]);
    expect((await bySku(hidden!.sku))!.version).toBe(hidden!.version);
  });

  it('sets the universal flag from the optional column, and leaves it alone when the column is missing', async () => {
    const part = row();
    expect((await importCsv(csvOf([part]), 'mode=apply')).body.created).toBe(1);
    expect((await bySku(part.sku))!.universal).toBe(false);
    const columns = [...CSV_COLUMNS, 'universal'];
    const flagged = await importCsv(csvOf([{ ...part, universal: '1' }], columns), 'mode=apply');
    expect(flagged.body).toMatchObject({ errors: [], updated: 1 });
    expect((await bySku(part.sku))!.universal).toBe(true);
    const without = await importCsv(csvOf([part]), 'mode=apply');
    expect(without.body).toMatchObject({ errors: [], updated: 0 });
    expect((await bySku(part.sku))!.universal).toBe(true);
    const badCsv = csvOf([{ ...part, universal: 'maybe' }], columns);
    const dry = await importCsv(badCsv, 'mode=dry_run');
    expect(JSON.stringify(dry.body.errors)).toContain('Universal must be 1, 0, true, false, yes or no');
    expect((await importCsv(badCsv, 'mode=apply')).status).toBe(422);
    expect((await bySku(part.sku))!.universal).toBe(true);
  });

  it('neutralises cells a spreadsheet would run as formulas, and reads them back unchanged', async () => {
    const evil = row({
      title: '=HYPERLINK("https://evil.example","Click")',
      seo_keywords: '+cmd|calc',
      seo_title: '@SUM(1)',
    });
    expect((await importCsv(csvOf([evil]), 'mode=apply')).body.created).toBe(1);
    const text = await (await adminCall(t, 'GET', '/products/export.csv', editor)).text();
    const record = (parse(text, { columns: true }) as CsvRecord[]).find((r) => r.sku === evil.sku)!;
    expect(record.title).toBe(`'${evil.title}`);
    expect(record.seo_keywords).toBe("'+cmd|calc");
    expect(record.seo_title).toBe("'@SUM(1)");
    const again = await importCsv(text, 'mode=dry_run');
    expect(again.body).toMatchObject({ errors: [], created: 0, updated: 0 });
    expect((await bySku(evil.sku))!.title).toBe(evil.title);
  });
});

describe('the OpenAPI document', () => {
  it('describes what the export and the import answer', async () => {
    const shop = { Authorization: `Bearer ${t.deps.adminToken}` };
    const doc = (await (
      await t.app.request('/api/openapi.json', { headers: shop })
    ).json()) as OpenApiDocument;
    const checker = createChecker(doc);
    expect(doc.paths['/admin/products/import']?.post?.tags).toEqual(['Back office']);
    const exported = await checker.check(
      'GET /admin/products/export.csv',
      await adminCall(t, 'GET', '/products/export.csv', editor),
    );
    expect(exported.status).toBe(200);
    expect(
      (
        await checker.check(
          'GET /admin/products/export.csv',
          await adminCall(t, 'GET', '/products/export.csv', null),
        )
      ).status,
    ).toBe(401);
    const post = async (body: string, query: string) =>
      checker.check(
        'POST /admin/products/import',
        await t.app.request(`/api/admin/products/import?${query}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${editor}`, 'Content-Type': 'text/csv' },
          body,
        }),
      );
    const file = csvOf([row(), row({ price: 'x' })]);
    expect((await post(file, 'mode=dry_run')).status).toBe(200);
    expect((await post(file, 'mode=apply')).status).toBe(422);
    expect((await post('title\nx\n', 'mode=dry_run')).status).toBe(422);
    expect((await post(file, 'mode=apply&skip_bad_rows=true')).status).toBe(200);
    expect((await post(file, 'mode=soon')).status).toBe(400);
  });
});
