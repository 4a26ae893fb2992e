/**
 * POST /api/admin/fitment/import and GET /api/admin/fitment/export.csv as the back office and
 * `npm run fitment:import` use them: bad files answer 422 naming each line and column with nothing
 * written, a dry run writes nothing, a real import is one audit entry and one rebuild, re-importing
 * changes nothing, the export reads back as a no-op, and only catalogue:write roles get in.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { auditLog, brands, categories, fitments, products, vehicles } from '../db/schema/index.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));
let editor: string;
let support: string;
beforeEach(() => {
  changes.length = 0;
});

const HEADER = 'make,model,series,year_from,year_to,engine,sku,position,qty,note';
const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

async function importCsv(body: string, query = '', token = editor, type = 'text/csv') {
  const res = await t.app.request(`/api/admin/fitment/import${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answer's fields loosely
  return { status: res.status, body: (await res.json()) as any };
}

const exportCsv = (token = editor) =>
  t.app.request('/api/admin/fitment/export.csv', { headers: { Authorization: `Bearer ${token}` } });

/** What the import could have written: every fitment row, universal flags, fitment audit entries. */
async function written() {
  const db = t.database.db;
  const [rows] = await db.select({ n: count() }).from(fitments);
  const [audits] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'fitment'));
  const flags = await db.select({ id: products.id, universal: products.universal }).from(products);
  return { fitments: rows!.n, audits: audits!.n, flags };
}

beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
  support = (await staffSession(t, 'support')).token;
  const db = t.database.db;
  const base = { make: 'Acme', model: 'Ranger', fuel: 'diesel', body: 'Ute', drive: '4WD' };
  await db.insert(vehicles).values([
    { ...base, series: 'PX2', yearFrom: 2015, yearTo: 2018, engine: '3.2 TDCi', engineCode: 'P5AT' },
    { ...base, series: 'PX3', yearFrom: 2018, yearTo: 2022, engine: '3.2 TDCi', engineCode: 'P5AT' },
    { ...base, series: 'PX3', yearFrom: 2018, yearTo: 2022, engine: '2.2 TDCi', engineCode: 'P4AT' },
  ]);
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  await db.insert(products).values(
    ['FIT-PAD-1', 'FIT-PAD-2'].map((sku) => ({
      sku,
      title: `Part ${sku}`,
      permalink: sku.toLowerCase(),
      brandId: brand!.id,
      categoryId: category!.id,
      priceCents: 4995,
      universal: true,
    })),
  );
});

describe('POST /api/admin/fitment/import', () => {
  it('answers 422 naming every bad line and column, and writes nothing', async () => {
    const before = await written();
    const file = csv(
      'Acme,Ranger,PX3,2018,2022,,FIT-PAD-1,front,2,', // line 2: good
      'Acme,Ranger,PX3,2015,2010,,FIT-PAD-1,front,2,', // 3
      'Acme,Ranger,PX3,2019,2020,,BOS-XYZ,front,2,', // 4
      'Acme,Ranger,PX9,2019,2020,,FIT-PAD-2,,,', // 5
      'Acme,Ranger,PX3,2019,2020,,FIT-PAD-2,middle,,', // 6
      'Acme,Ranger,PX3,2019,2020,,FIT-PAD-2,rear,0,', // 7
      'Acme,Ranger,PX3,2019,2020,,FIT-PAD-2,rear,two,', // 8
      `Acme,Ranger,PX3,2019,2020,,FIT-PAD-2,left,1,${'x'.repeat(201)}`, // 9
      'Acme,Ranger,PX3,20x9,2020,,FIT-PAD-2,right,1,', // 10
      'Acme,Rangr,PX3,2019,2020,,FIT-PAD-2,upper,1,', // 11
      'Acme,Ranger,PX3,2019,2020,4.0 V6,FIT-PAD-2,lower,1,', // 12
      'Acme,Ranger,PX3,2030,2031,,FIT-PAD-2,lower,1,', // 13
      'Acme,Ranger,PX3,2019,2020,,FIT-PAD-2,inner', // 14
    );
    for (const query of ['', '?dry_run=1']) {
      const res = await importCsv(file, query);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'The CSV has 12 rows with errors; nothing was imported.',
        errors: [
          { line: 3, field: 'year_to', message: 'year_to 2010 is before year_from 2015.' },
          { line: 4, field: 'sku', message: 'no product has SKU BOS-XYZ.' },
          { line: 5, field: 'series', message: 'no vehicle matches Acme Ranger PX9 2019–2020.' },
          {
            line: 6,
            field: 'position',
            message:
              'position "middle" is not one of front, rear, left, right, front-left, front-right, rear-left, rear-right, upper, lower, inner, outer (or blank).',
          },
          { line: 7, field: 'qty', message: 'qty "0" is not a whole number from 1 to 99.' },
          { line: 8, field: 'qty', message: 'qty "two" is not a whole number from 1 to 99.' },
          { line: 9, field: 'note', message: 'note is longer than 200 characters.' },
          { line: 10, field: 'year_from', message: 'year_from "20x9" is not a year from 1950 to 2035.' },
          { line: 11, field: 'model', message: 'no vehicle matches Acme Rangr PX3 2019–2020.' },
          { line: 12, field: 'engine', message: 'no vehicle matches Acme Ranger PX3 4.0 V6 2019–2020.' },
          { line: 13, field: 'year_from', message: 'no vehicle matches Acme Ranger PX3 2030–2031.' },
          { line: 14, field: null, message: 'This line has 8 cells; the header has 10.' },
        ],
      });
    }
    expect(await written()).toEqual(before);
    expect(changes).toEqual([]);
  });

  it('answers 422 for a missing or unknown column, and 400 for a body that is not CSV or a bad flag', async () => {
    const missing = await importCsv('make,model,year_from,year_to,sku\nAcme,Ranger,2019,2020,FIT-PAD-1\n');
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(
      'The CSV header has missing columns: series, engine, position, qty, note.',
    );
    expect(missing.body.errors[0]).toEqual({ line: 1, field: 'series', message: 'Missing column "series".' });
    // A file without its header: the first row is read as one.
    const headless = await importCsv('Acme,Ranger,PX3,2018,2022,,FIT-PAD-1,front,2,\n');
    expect(headless.status).toBe(422);
    expect(headless.body.message).toMatch(/^The CSV header has unknown columns: acme, ranger, px3/);
    const unknown = await importCsv(csv().replace('note', 'note,colour'));
    expect(unknown.body.errors).toEqual([{ line: 1, field: 'colour', message: 'Unknown column "colour".' }]);
    expect((await importCsv(csv(), '', editor, 'application/json')).status).toBe(400);
    expect((await importCsv(csv(), '?dry_run=yes')).status).toBe(400);
  });

  it('counts without writing on a dry run; imports once (audit, rebuild); re-importing changes nothing', async () => {
    const file = csv(
      'Acme,Ranger,PX3,2019,2022,,FIT-PAD-1,Front,2,Check rotor size',
      'Acme,Ranger,,2016,2017,P5AT,fit-pad-2,,,',
    );
    const before = await written();
    const dry = await importCsv(file, '?dry_run=1');
    expect(dry).toEqual({
      status: 200,
      body: {
        dry_run: true,
        replace: false,
        rows: 2,
        fitments: 3,
        created: 3,
        updated: 0,
        unchanged: 0,
        deleted: 0,
        vehicles: 3,
        products: 2,
        made_specific: 2,
      },
    });
    expect(await written()).toEqual(before);
    expect(changes).toEqual([]);

    const applied = await importCsv(file);
    expect(applied.body).toMatchObject({ dry_run: false, created: 3, updated: 0, made_specific: 2 });
    expect(changes).toEqual(['fitment import: 3 created, 0 updated, 0 deleted']);
    const after = await written();
    expect(after.fitments).toBe(before.fitments + 3);
    expect(after.audits).toBe(before.audits + 1);
    const [pad] = await t.database.db.select().from(products).where(eq(products.sku, 'FIT-PAD-1'));
    expect(pad!.universal).toBe(false);

    changes.length = 0;
    const again = await importCsv(file);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3, made_specific: 0 });
    expect(changes).toEqual([]);
    expect(await written()).toEqual(after);

    const replaced = await importCsv(
      csv('Acme,Ranger,PX3,2019,2022,3.2 TDCi,FIT-PAD-1,front,3,'),
      '?replace=1',
    );
    expect(replaced.body).toMatchObject({ replace: true, created: 0, updated: 1, deleted: 1, products: 1 });
    expect(changes).toEqual(['fitment import: 0 created, 1 updated, 1 deleted']);
  });

  it('lets only catalogue:write roles in (support gets 403, nobody signed in 401)', async () => {
    const before = await written();
    const file = csv('Acme,Ranger,PX2,2015,2018,,FIT-PAD-2,rear,1,');
    expect((await importCsv(file, '', support)).status).toBe(403);
    expect((await exportCsv(support)).status).toBe(403);
    const anonymous = await t.app.request('/api/admin/fitment/import', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: file,
    });
    expect(anonymous.status).toBe(401);
    expect(await written()).toEqual(before);
    expect((await importCsv(file, '?dry_run=1', t.deps.adminToken!)).status).toBe(200);
  });
});

describe('GET /api/admin/fitment/export.csv', () => {
  it('writes every row in the import’s columns, formula cells neutralised, and reads back as a no-op', async () => {
    const note = '=HYPERLINK("http://evil.test","x")';
    const noted = await importCsv(
      csv(`Acme,Ranger,PX2,2015,2018,,FIT-PAD-2,rear,1,"${note.replaceAll('"', '""')}"`),
    );
    expect(noted.status).toBe(200);
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="fitment-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = await res.text();
    const lines = body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(`${HEADER},body,drive,transmission`);
    expect(lines).toContain(
      `Acme,Ranger,PX2,2015,2018,3.2 TDCi,FIT-PAD-2,rear,1,"'=HYPERLINK(""http://evil.test"",""x"")",Ute,4WD,`,
    );
    expect(lines).toContain('Acme,Ranger,PX3,2019,2022,3.2 TDCi,FIT-PAD-1,front,3,,Ute,4WD,');

    const before = await written();
    const back = await importCsv(body, '?replace=1');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ created: 0, updated: 0, deleted: 0, made_specific: 0 });
    expect(back.body.unchanged).toBe(back.body.fitments);
    expect(await written()).toEqual(before);
    const [row] = await t.database.db
      .select({ note: fitments.note })
      .from(fitments)
      .innerJoin(products, eq(products.id, fitments.productId))
      .where(and(eq(products.sku, 'FIT-PAD-2'), eq(fitments.position, 'rear')));
    expect(row!.note).toBe(note);
  });
});
