/**
 * The product CSV's freight columns (freight_class, dg_un, dg_class, dg_packing_group,
 * dg_limited_quantity): exported with the rest, imported into the product's columns, an empty cell
 * keeping what the product had and `none` clearing the dangerous goods; bad cells and a shipped
 * product without a size are row errors naming the column.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { products } from '../db/schema/index.ts';
import { CSV_COLUMNS, type CsvRecord, OPTIONAL_CSV_COLUMNS } from '../services/product-csv-columns.ts';

const t = setupTestApp();
let editor: string;
beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
});

const COLUMNS = [...CSV_COLUMNS, ...OPTIONAL_CSV_COLUMNS];

let seq = 0;
/** A good new product's row with every column; `n` makes its SKU and permalink unique. */
function row(over: Partial<CsvRecord> = {}, n = ++seq): CsvRecord {
  return {
    sku: `FRC-${n}`,
    title: `Imported battery ${n}`,
    permalink: `imported-battery-${n}`,
    price: '189.00',
    discount_type: '',
    discount_value: '',
    brand: 'century',
    category: 'electrical-and-batteries',
    child_category: '',
    stock_status: 'in_stock',
    active: '1',
    featured: '0',
    weight_grams: '18900',
    length_mm: '250',
    width_mm: '140',
    height_mm: '230',
    short_description: '',
    long_description: '',
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
    page_index: '1',
    images: '',
    universal: '1',
    freight_class: '',
    dg_un: '',
    dg_class: '',
    dg_packing_group: '',
    dg_limited_quantity: '',
    ...over,
  };
}

const csvOf = (rows: Partial<CsvRecord>[], columns: readonly string[] = COLUMNS) =>
  stringify(rows, { header: true, columns: [...columns] });

async function importCsv(body: string, mode: 'dry_run' | 'apply') {
  const res = await t.app.request(`/api/admin/products/import?mode=${mode}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${editor}`, 'Content-Type': 'text/csv' },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answer's fields loosely
  return { status: res.status, body: (await res.json()) as any };
}

const bySku = async (sku: string) =>
  (await t.database.db.select().from(products).where(eq(products.sku, sku)))[0];

const exported = async () =>
  parse(await (await adminCall(t, 'GET', '/products/export.csv', editor)).text(), {
    columns: true,
  }) as CsvRecord[];

describe('the product CSV’s freight columns', () => {
  it('exports the seed’s dangerous goods and freight class', async () => {
    const records = await exported();
    const battery = records.find((r) => / Battery /.test(r.title) && !/AGM/.test(r.title))!;
    expect(battery).toMatchObject({
      dg_un: 'UN2794',
      dg_class: '8',
      dg_packing_group: 'III',
      dg_limited_quantity: '0',
    });
    const oil = records.find((r) => / Engine Oil /.test(r.title))!;
    expect(oil).toMatchObject({
      freight_class: 'standard',
      dg_un: '',
      dg_class: '',
      dg_limited_quantity: '',
    });
    expect(Number(oil.length_mm)).toBeGreaterThan(0);
  });

  it('imports a product’s dangerous goods into its columns, the UN number as stored', async () => {
    const r = row({ dg_un: 'un 2794', dg_class: '8', dg_packing_group: 'iii', dg_limited_quantity: 'no' });
    const res = await importCsv(csvOf([r]), 'apply');
    expect(res.body).toMatchObject({ created: 1, errors: [] });
    expect(await bySku(r.sku)).toMatchObject({
      freightClass: 'standard',
      dgUn: 'UN2794',
      dgClass: '8',
      dgPackingGroup: 'III',
      dgLimitedQuantity: false,
    });
    // Exported again, it comes back unchanged.
    const again = (await exported()).find((e) => e.sku === r.sku)!;
    expect(again).toMatchObject({ dg_un: 'UN2794', dg_packing_group: 'III', dg_limited_quantity: '0' });
    expect((await importCsv(csvOf([again]), 'dry_run')).body).toMatchObject({ unchanged: 1, updated: 0 });
  });

  it('keeps what a product had for an empty cell or a missing column; none clears the dangerous goods', async () => {
    const r = row({ freight_class: 'bulky', dg_un: 'UN1950', dg_class: '2.1', dg_limited_quantity: '1' });
    expect((await importCsv(csvOf([r]), 'apply')).body.created).toBe(1);
    const empty = row({ dg_un: '', dg_class: '', freight_class: '' }, 0);
    const kept = await importCsv(
      csvOf([{ ...empty, sku: r.sku, permalink: r.permalink, title: r.title }]),
      'apply',
    );
    expect(kept.body).toMatchObject({ unchanged: 1, errors: [] });
    const without = await importCsv(csvOf([{ sku: r.sku, price: '199.00' }], ['sku', 'price']), 'apply');
    expect(without.body).toMatchObject({ updated: 1, errors: [] });
    expect(await bySku(r.sku)).toMatchObject({
      freightClass: 'bulky',
      dgUn: 'UN1950',
      dgLimitedQuantity: true,
    });
    // One cell changes one part; the dry run names the column.
    const limited = await importCsv(
      csvOf([{ sku: r.sku, dg_limited_quantity: '0' }], ['sku', 'dg_limited_quantity']),
      'dry_run',
    );
    expect(limited.body.changes).toEqual([{ line: 2, sku: r.sku, fields: ['dg_limited_quantity'] }]);
    const cleared = await importCsv(csvOf([{ sku: r.sku, dg_un: 'none' }], ['sku', 'dg_un']), 'apply');
    expect(cleared.body).toMatchObject({ updated: 1, errors: [] });
    expect(cleared.body.changes[0].fields.sort()).toEqual(['dg_class', 'dg_limited_quantity', 'dg_un']);
    expect(await bySku(r.sku)).toMatchObject({
      dgUn: '',
      dgClass: '',
      dgPackingGroup: '',
      dgLimitedQuantity: false,
      freightClass: 'bulky',
    });
  });

  it('names each bad freight cell, and a shipped product without a size', async () => {
    const rows = [
      row({ freight_class: 'huge' }),
      row({ dg_un: 'UN27', dg_class: '8', dg_packing_group: 'III' }),
      row({ dg_un: 'UN2794', dg_class: '7', dg_packing_group: 'III' }),
      row({ dg_un: 'UN2794', dg_class: '8', dg_packing_group: 'IV' }),
      row({ dg_un: 'UN2794', dg_class: '8', dg_packing_group: '' }),
      row({ dg_un: 'UN1950', dg_class: '2.1', dg_packing_group: 'II' }),
      row({ dg_un: 'UN2794', dg_class: '8', dg_packing_group: 'III', dg_limited_quantity: 'maybe' }),
      row({ dg_class: '8', dg_packing_group: 'III' }),
      row({ dg_un: 'UN2794' }),
      row({ dg_un: 'none', dg_class: '8' }),
      row({ weight_grams: '0' }),
      row({ length_mm: '' }),
      // Not on sale: no size needed.
      row({ active: '0', weight_grams: '0', length_mm: '0', width_mm: '0', height_mm: '0' }),
    ];
    const res = await importCsv(csvOf(rows), 'dry_run');
    expect(res.status).toBe(200);
    expect(
      res.body.errors.map((e: { line: number; field: string; message: string }) => [
        e.line,
        e.field,
        e.message,
      ]),
    ).toEqual([
      [2, 'freight_class', 'Freight class must be standard, bulky or oversize'],
      [3, 'dg_un', 'UN number must be UN and four digits, like UN2794'],
      [4, 'dg_class', 'Dangerous goods class must be one of 2.1, 2.2, 3, 4.1, 5.1, 6.1, 8 or 9'],
      [5, 'dg_packing_group', 'Packing group must be I, II, III or none'],
      [6, 'dg_packing_group', 'Class 8 needs a packing group (I, II or III)'],
      [7, 'dg_packing_group', 'Class 2.1 gases have no packing group'],
      [8, 'dg_limited_quantity', 'Limited quantity must be 1, 0, true, false, yes or no'],
      [9, 'dg_un', 'A UN number is required with a dangerous goods class, packing group or limited quantity'],
      [10, 'dg_class', 'A dangerous goods class is required with a UN number'],
      [
        11,
        'dg_un',
        'A product whose dg_un is none has no dangerous goods class, packing group or limited quantity',
      ],
      [12, 'weight_grams', 'Weight is required for a product that is shipped'],
      [13, 'length_mm', 'Length is required for a product that is shipped'],
    ]);
    expect(res.body).toMatchObject({ rows: rows.length, valid: 1, created: 1 });
  });
});
