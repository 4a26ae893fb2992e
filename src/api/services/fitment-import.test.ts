/**
 * The fitment import's rules on their own: how a row's make, model, series, engine and
 * years pick vehicle types, the narrower years a row keeps, idempotent re-import, --replace, products
 * becoming vehicle-specific, rows naming the same fitment twice, and export -> import changing nothing.
 * The test makes its own vehicles (make "Acme") and products, apart from any seeded ones.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { DbOrTx } from '../db/client.ts';
import { auditLog, brands, categories, fitments, products, vehicles } from '../db/schema.ts';
import { exportFitmentCsv, importFitment } from './fitment-import.ts';

const t = setupTestApp();
const HEADER = 'make,model,series,year_from,year_to,engine,sku,position,qty,note';
const csv = (...lines: string[]) => new TextEncoder().encode(`${[HEADER, ...lines].join('\n')}\n`);
const apply = (bytes: Uint8Array, replace = false) =>
  importFitment(t.database.db, bytes, { dryRun: false, replace, actor: null });

/** Vehicle ids by a short name. */
const V: Record<string, number> = {};
/** Product ids by SKU. */
const P: Record<string, number> = {};

async function addVehicles(db: DbOrTx, prefix = 'Acme') {
  const base = { make: prefix, fuel: 'diesel' };
  const rows = await db
    .insert(vehicles)
    .values([
      {
        ...base,
        model: 'Ranger',
        series: 'PX2',
        yearFrom: 2015,
        yearTo: 2018,
        engine: '3.2 TDCi',
        engineCode: 'P5AT',
        body: 'Ute',
        drive: '4WD',
        transmission: 'Manual',
      },
      {
        ...base,
        model: 'Ranger',
        series: 'PX3',
        yearFrom: 2018,
        yearTo: 2022,
        engine: '3.2 TDCi',
        engineCode: 'P5AT',
        body: 'Ute',
        drive: '4WD',
        transmission: 'Manual',
      },
      {
        ...base,
        model: 'Ranger',
        series: 'PX3',
        yearFrom: 2018,
        yearTo: 2022,
        engine: '3.2 TDCi',
        engineCode: 'P5AT',
        body: 'Ute',
        drive: '4WD',
        transmission: 'Automatic',
      },
      {
        ...base,
        model: 'Ranger',
        series: 'PX3',
        yearFrom: 2018,
        yearTo: 2022,
        engine: '2.2 TDCi',
        engineCode: 'P4AT',
        body: 'Ute',
        drive: '2WD',
        transmission: 'Manual',
      },
      {
        ...base,
        model: 'Hilux',
        series: 'AN130',
        yearFrom: 2015,
        yearTo: 2024,
        engine: '2.8 D-4D',
        engineCode: '1GD-FTV',
        body: 'Ute',
        drive: '4WD',
        transmission: 'Automatic',
      },
    ])
    .returning({ id: vehicles.id });
  return {
    px2: rows[0]!.id,
    px3m: rows[1]!.id,
    px3a: rows[2]!.id,
    px3small: rows[3]!.id,
    hilux: rows[4]!.id,
  };
}

async function addProducts(db: DbOrTx, skus: string[], universal = false) {
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const rows = await db
    .insert(products)
    .values(
      skus.map((sku) => ({
        sku,
        title: `Part ${sku}`,
        permalink: sku.toLowerCase(),
        brandId: brand!.id,
        categoryId: category!.id,
        priceCents: 1995,
        universal,
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  return Object.fromEntries(rows.map((r) => [r.sku, r.id]));
}

/** The fitment rows of these products as [sku, vehicle name, position, qty, note, year_from, year_to]. */
async function rowsOf(...skus: string[]) {
  const names = Object.fromEntries(Object.entries(V).map(([k, id]) => [id, k]));
  const rows = await t.database.db
    .select({ f: fitments, sku: products.sku })
    .from(fitments)
    .innerJoin(products, eq(products.id, fitments.productId))
    .where(inArray(products.sku, skus))
    .orderBy(asc(products.sku), asc(fitments.vehicleId), asc(fitments.position));
  return rows.map(({ f, sku }) => [sku, names[f.vehicleId], f.position, f.qty, f.note, f.yearFrom, f.yearTo]);
}

beforeAll(async () => {
  Object.assign(V, await addVehicles(t.database.db));
  Object.assign(P, await addProducts(t.database.db, ['ACME-PAD-1', 'ACME-PAD-2', 'ACME-ROTOR-1']));
  Object.assign(P, await addProducts(t.database.db, ['ACME-MAT-1'], true));
});

describe('importFitment', () => {
  it('matches vehicles by make/model (any case), optional series and engine (name or code) and overlapping years', async () => {
    const result = await apply(
      csv(
        // Every Ranger series and engine made in 2019–2020: the three PX3s; the years are narrower than theirs.
        'acme,RANGER,,2019,2020,,acme-pad-1,Front,2,Check rotor size',
        // The PX3 with the P5AT engine (by its code), manual and automatic, over their whole span.
        'Acme,Ranger,PX3,2018,2022,p5at,ACME-PAD-2,,,',
        // Starts before the PX2 and ends inside it: only the end is kept.
        'Acme,Ranger,px2,2010,2016,3.2 tdci,ACME-ROTOR-1,REAR,4,',
      ),
    );
    expect(result).toEqual({
      ok: true,
      report: {
        dry_run: false,
        replace: false,
        rows: 3,
        fitments: 6,
        created: 6,
        updated: 0,
        unchanged: 0,
        deleted: 0,
        vehicles: 4,
        products: 3,
        made_specific: 0,
      },
    });
    expect(await rowsOf('ACME-PAD-1', 'ACME-PAD-2', 'ACME-ROTOR-1')).toEqual([
      ['ACME-PAD-1', 'px3m', 'front', 2, 'Check rotor size', 2019, 2020],
      ['ACME-PAD-1', 'px3a', 'front', 2, 'Check rotor size', 2019, 2020],
      ['ACME-PAD-1', 'px3small', 'front', 2, 'Check rotor size', 2019, 2020],
      ['ACME-PAD-2', 'px3m', '', 1, '', null, null],
      ['ACME-PAD-2', 'px3a', '', 1, '', null, null],
      ['ACME-ROTOR-1', 'px2', 'rear', 4, '', null, 2016],
    ]);
  });

  it('changes nothing when the same file is imported again, and updates only a changed row', async () => {
    const file = csv(
      'acme,RANGER,,2019,2020,,acme-pad-1,Front,2,Check rotor size',
      'Acme,Ranger,PX3,2018,2022,p5at,ACME-PAD-2,,,',
      'Acme,Ranger,px2,2010,2016,3.2 tdci,ACME-ROTOR-1,REAR,4,',
    );
    const before = await rowsOf('ACME-PAD-1', 'ACME-PAD-2', 'ACME-ROTOR-1');
    const again = await apply(file);
    expect(again).toMatchObject({ ok: true, report: { created: 0, updated: 0, unchanged: 6, fitments: 6 } });
    expect(await rowsOf('ACME-PAD-1', 'ACME-PAD-2', 'ACME-ROTOR-1')).toEqual(before);

    const changed = await apply(csv('Acme,Ranger,px2,2010,2016,3.2 tdci,ACME-ROTOR-1,rear,2,'));
    expect(changed).toMatchObject({ ok: true, report: { created: 0, updated: 1, unchanged: 0 } });
    expect(await rowsOf('ACME-ROTOR-1')).toEqual([['ACME-ROTOR-1', 'px2', 'rear', 2, '', null, 2016]]);
  });

  it('with replace, removes the named products’ rows the file does not list, and leaves other products alone', async () => {
    const dry = await importFitment(t.database.db, csv('Acme,Ranger,PX3,2018,2022,P5AT,ACME-PAD-2,,,'), {
      dryRun: true,
      replace: true,
      actor: null,
    });
    expect(dry).toMatchObject({ ok: true, report: { dry_run: true, unchanged: 2, deleted: 0 } });
    // The manual only (the optional transmission column): the automatic's row goes.
    const manualOnly = new TextEncoder().encode(
      'make,model,series,year_from,year_to,engine,sku,position,qty,note,transmission\nAcme,Ranger,PX3,2018,2022,P5AT,ACME-PAD-2,,,,manual\n',
    );
    const replaced = await apply(manualOnly, true);
    expect(replaced).toMatchObject({
      ok: true,
      report: { replace: true, created: 0, updated: 0, unchanged: 1, deleted: 1, products: 1 },
    });
    expect(await rowsOf('ACME-PAD-2')).toEqual([['ACME-PAD-2', 'px3m', '', 1, '', null, null]]);
    expect(await rowsOf('ACME-PAD-1')).toHaveLength(3);
    // Again: nothing to delete.
    expect(await apply(manualOnly, true)).toMatchObject({ ok: true, report: { deleted: 0, unchanged: 1 } });
  });

  it('makes a universal product vehicle-specific (once)', async () => {
    const file = csv('Acme,Hilux,AN130,2016,2024,,ACME-MAT-1,,,');
    const first = await apply(file);
    expect(first).toMatchObject({ ok: true, report: { created: 1, made_specific: 1 } });
    const [mat] = await t.database.db.select().from(products).where(eq(products.id, P['ACME-MAT-1']!));
    expect(mat).toMatchObject({ universal: false, version: 2 });
    expect(await rowsOf('ACME-MAT-1')).toEqual([['ACME-MAT-1', 'hilux', '', 1, '', 2016, null]]);
    expect(await apply(file)).toMatchObject({
      ok: true,
      report: { created: 0, made_specific: 0, unchanged: 1 },
    });
  });

  it('keeps a note with quotes, backslashes, commas and a line break as written', async () => {
    const note = 'Needs 2" lift, \\ check\n{spacer}';
    const cell = `"${note.replaceAll('"', '""')}"`;
    expect(await apply(csv(`Acme,Hilux,AN130,2015,2024,,ACME-ROTOR-1,front-left,1,${cell}`))).toMatchObject({
      ok: true,
      report: { created: 1 },
    });
    expect(await rowsOf('ACME-ROTOR-1')).toContainEqual([
      'ACME-ROTOR-1',
      'hilux',
      'front-left',
      1,
      note,
      null,
      null,
    ]);
  });

  it('refuses two rows that name the same fitment row, writing nothing', async () => {
    const before = await rowsOf('ACME-PAD-1');
    const result = await apply(
      csv(
        'Acme,Ranger,PX3,2018,2022,2.2 TDCi,ACME-PAD-1,front,1,',
        'Acme,Ranger,,2020,2021,P4AT,ACME-PAD-1,front,1,',
      ),
    );
    expect(result).toEqual({
      ok: false,
      message: 'The CSV has 1 row with errors; nothing was imported.',
      errors: [
        {
          line: 3,
          field: null,
          message: 'line 2 already fits ACME-PAD-1 (front) to the Acme Ranger PX3 2.2 TDCi 2018–2022.',
        },
      ],
    });
    expect(await rowsOf('ACME-PAD-1')).toEqual(before);
  });

  it('exports every row so that importing the export (even with replace) changes nothing', async () => {
    const exported = await exportFitmentCsv(t.database.db);
    const lines = exported.trimEnd().split('\r\n');
    expect(lines[0]).toBe(`${HEADER},body,drive,transmission`);
    expect(lines).toContain(
      'Acme,Ranger,PX3,2019,2020,3.2 TDCi,ACME-PAD-1,front,2,Check rotor size,Ute,4WD,Automatic',
    );
    expect(lines).toContain('Acme,Ranger,PX2,2015,2016,3.2 TDCi,ACME-ROTOR-1,rear,2,,Ute,4WD,Manual');
    const before = await rowsOf('ACME-PAD-1', 'ACME-PAD-2', 'ACME-ROTOR-1', 'ACME-MAT-1');
    for (const replace of [false, true]) {
      const result = await apply(new TextEncoder().encode(exported), replace);
      expect(result).toMatchObject({
        ok: true,
        report: { created: 0, updated: 0, deleted: 0, made_specific: 0 },
      });
    }
    expect(await rowsOf('ACME-PAD-1', 'ACME-PAD-2', 'ACME-ROTOR-1', 'ACME-MAT-1')).toEqual(before);
  });

  it('audits each fitment row it adds, changes or deletes under its product, with the row before and after', async () => {
    const ids = await addProducts(t.database.db, ['ACME-AUDIT-1'], true);
    const id = String(ids['ACME-AUDIT-1']);
    const entries = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'fitment.import'), eq(auditLog.entityId, id)))
          .orderBy(asc(auditLog.id))
      ).map((e) => ({ entity: e.entity, before: e.before, after: e.after }));
    const row = (vehicle: string, qty: number, note: string) => ({
      vehicle_id: V[vehicle],
      position: 'front',
      qty,
      note,
      year_from: null,
      year_to: null,
    });
    await apply(
      csv(
        'Acme,Ranger,PX2,2015,2018,P5AT,ACME-AUDIT-1,front,1,',
        'Acme,Hilux,AN130,2016,2024,,ACME-AUDIT-1,front,1,',
      ),
    );
    const added = await entries();
    expect(added).toEqual(
      expect.arrayContaining([
        { entity: 'product', before: null, after: row('px2', 1, '') },
        { entity: 'product', before: { universal: true }, after: { universal: false } },
      ]),
    );
    expect(added).toHaveLength(3);
    await apply(csv('Acme,Ranger,PX2,2015,2018,P5AT,ACME-AUDIT-1,front,2,Pair'), true);
    expect((await entries()).slice(3)).toEqual([
      { entity: 'product', before: row('px2', 1, ''), after: row('px2', 2, 'Pair') },
      { entity: 'product', before: { ...row('hilux', 1, ''), year_from: 2016 }, after: null },
    ]);
  });
});
