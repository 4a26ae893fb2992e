import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { FUELS, fitPart, POSITIONS } from '../../lib/fitment/fitment.ts';
import { fitments, products, vehicles } from '../db/schema/index.ts';
import { vehicles as titleLabels } from './data/taxonomy.ts';
import { CURRENT_YEAR, inFamilies, titleFitment, type VehicleSeed, vehicleSeeds } from './data/vehicles.ts';
import { DEFAULT_GENERATED_VEHICLES, expandVehicles, generateFitment } from './fitment.ts';
import { generateProducts } from './products.ts';

const t = setupTestApp();

const identity = (v: VehicleSeed) =>
  [v.make, v.model, v.series, v.engine, v.body, v.drive, v.transmission, v.yearFrom].join('|').toLowerCase();
const seeded = generateProducts(300);
const seededFit = generateFitment(seeded);

describe('seed vehicles', () => {
  it('lists at least 60 real vehicle types with plausible years, fuels and engines, each once', () => {
    expect(vehicleSeeds.length).toBeGreaterThanOrEqual(60);
    for (const v of vehicleSeeds) {
      const label = `${v.make} ${v.model} ${v.series} ${v.engine}`;
      expect(v.yearFrom, label).toBeGreaterThanOrEqual(1995);
      expect(v.yearFrom, label).toBeLessThanOrEqual(v.yearTo);
      expect(v.yearTo, label).toBeLessThanOrEqual(CURRENT_YEAR);
      expect(FUELS, label).toContain(v.fuel);
      expect(['2WD', '4WD', 'AWD', 'FWD', 'RWD'], label).toContain(v.drive);
      expect(v.engine && v.body && v.transmission, label).toBeTruthy();
      if (v.fuel !== 'electric') expect(v.displacementCc, label).toBeGreaterThan(900);
    }
    expect(new Set(vehicleSeeds.map(identity)).size).toBe(vehicleSeeds.length);
  });

  it('knows the series Australians name, with their real years and engines', () => {
    const find = (model: string, series: string, engine: string) =>
      vehicleSeeds.filter((v) => v.model === model && v.series === series && v.engine === engine);
    expect(find('Ranger', 'PX3', '3.2 TDCi')[0]).toMatchObject({
      yearFrom: 2018,
      yearTo: 2022,
      engineCode: 'P5AT',
      cylinders: 5,
    });
    expect(find('Ranger', 'PX', '2.2 TDCi')[0]).toMatchObject({
      yearFrom: 2011,
      yearTo: 2015,
      engineCode: 'P4AT',
    });
    expect(find('Hilux', 'AN130', '2.8 D-4D')[0]).toMatchObject({ yearFrom: 2015, engineCode: '1GD-FTV' });
    expect(find('LandCruiser 300', 'FJA300', '3.3 V6 Twin-Turbo')[0]).toMatchObject({
      yearFrom: 2021,
      engineCode: 'F33A-FTV',
    });
    expect(find('BT-50', 'TF', '3.0 TD')[0]).toMatchObject({ yearFrom: 2020, engineCode: '4JJ3-TCX' });
    expect(find('Commodore', 'VF II', '6.2 V8')[0]).toMatchObject({ engineCode: 'LS3', fuel: 'petrol' });
  });

  it('maps every product title label to real vehicles', () => {
    for (const label of titleLabels) {
      const tf = titleFitment[label];
      expect(tf, label).toBeDefined();
      expect(vehicleSeeds.filter((v) => inFamilies(v, tf!.family)).length, label).toBeGreaterThan(0);
      for (const sister of tf!.sisters)
        expect(
          vehicleSeeds.some((v) => inFamilies(v, [sister])),
          `${label} sister ${sister.model}`,
        ).toBe(true);
    }
  });
});

describe('seed fitment', () => {
  it('leaves the generated products as they were (titles, SKUs, prices and the rest), Ranger brakes and galleries aside', () => {
    const before = seeded.map(
      ({
        name: _n,
        vehicle: _v,
        galleryMedia: _g,
        // The freight data came later, worked out from what was drawn (seed/freight.ts): nothing else moved.
        lengthMm: _l,
        widthMm: _w,
        heightMm: _h,
        freightClass: _c,
        dangerousGoods: _d,
        ...rest
      }) => rest,
    );
    // The hash before fitment was 1c2c81c8…; only products 225 and 226 are now made for the Ranger.
    // Galleries are left out: they now take only their own part type's pictures (products.test.ts);
    // featured pictures and everything else hash as they did before.
    expect(createHash('sha256').update(JSON.stringify(before)).digest('hex')).toBe(
      '18d803cf1cc6ec643cec21d091aff5f83bd3d4cccf7f600bc48bb07a823d266c',
    );
    expect([seeded[224]!.title, seeded[225]!.title]).toEqual([
      'Bosch 4WD Heavy Duty Brake Pads to suit Ford Ranger PX 2011-2022',
      'Bendix Street Series Brake Rotor to suit Ford Ranger PX 2011-2022',
    ]);
    expect([seeded[224]!.sku, seeded[225]!.sku]).toEqual(['BOS-BRK56159', 'BDX-BRK33185']);
  });

  it('fits every vehicle-specific product to the vehicle its title names; the rest are universal', () => {
    const rows = Map.groupBy(seededFit.fitments, (f) => f.product);
    let specific = 0;
    seeded.forEach((p, i) => {
      if (p.vehicle === null) {
        expect(seededFit.universal[i], p.title).toBe(true);
        expect(rows.get(i), p.title).toBeUndefined();
        return;
      }
      specific++;
      expect(seededFit.universal[i], p.title).toBe(false);
      expect(p.title).toContain(`to suit ${p.vehicle}`);
      const family = titleFitment[p.vehicle]!.family;
      const mine = rows.get(i) ?? [];
      expect(
        mine.some((f) => inFamilies(vehicleSeeds[f.vehicle]!, family)),
        p.title,
      ).toBe(true);
      for (const f of mine) {
        expect(POSITIONS).toContain(f.position);
        expect(f.qty).toBeGreaterThanOrEqual(1);
        const v = vehicleSeeds[f.vehicle]!;
        if (f.yearFrom !== null) expect(f.yearFrom).toBeGreaterThanOrEqual(v.yearFrom);
        if (f.yearTo !== null) expect(f.yearTo).toBeLessThanOrEqual(v.yearTo);
      }
    });
    expect(specific).toBeGreaterThan(100);
    // Some rows ask the shopper to check, and a few fit only part of a series' years.
    expect(seededFit.fitments.filter((f) => f.note).length).toBeGreaterThan(10);
    expect(seededFit.fitments.filter((f) => f.yearFrom !== null).length).toBeGreaterThan(3);
  });

  it('takes the position and count from the part: front pads at the front, a plug per cylinder', () => {
    seeded.forEach((p, i) => {
      for (const f of seededFit.fitments.filter((x) => x.product === i)) {
        if (/\bFront\b/.test(p.name)) expect(f.position).toBe('front');
        if (p.childSku === 'ENG-01') expect(f.qty).toBe(vehicleSeeds[f.vehicle]!.cylinders);
      }
    });
  });

  it('at benchmark scale makes the vehicles asked for, and keeps each vehicle file small', () => {
    const list = expandVehicles(DEFAULT_GENERATED_VEHICLES);
    expect(list).toHaveLength(500);
    expect(list.slice(0, vehicleSeeds.length)).toEqual(vehicleSeeds);
    expect(new Set(list.map(identity)).size).toBe(500);
    const realSeries = new Set(vehicleSeeds.map((v) => `${v.make}|${v.model}|${v.series}|${v.engine}`));
    for (const v of list) expect(realSeries.has(`${v.make}|${v.model}|${v.series}|${v.engine}`)).toBe(true);
    expect(() => expandVehicles(vehicleSeeds.length - 1)).toThrow();

    const { fitments: rows } = generateFitment(generateProducts(10_000), list);
    const byVehicle = Map.groupBy(rows, (f) => f.vehicle);
    // The made-up builds of a series get fitment too.
    const madeUpRanger = list.findIndex((v, i) => i >= vehicleSeeds.length && v.series === 'PX3');
    expect(madeUpRanger).toBeGreaterThan(0);
    expect(byVehicle.has(madeUpRanger)).toBe(true);
    let largest = 0;
    for (const [vehicle, list] of byVehicle) {
      const file = {
        id: vehicle + 1,
        parts: list.map((f) =>
          fitPart({ product_id: f.product + 1, ...f, year_from: f.yearFrom, year_to: f.yearTo }),
        ),
      };
      largest = Math.max(largest, gzipSync(JSON.stringify(file)).length);
    }
    expect(largest).toBeLessThan(30_000);
  });
});

describe('seeded database', () => {
  it('holds the real vehicles and the fitment rows, and marks products universal or not', async () => {
    const db = t.database.db;
    const [v] = await db.select({ n: sql<number>`count(*)::int` }).from(vehicles);
    expect(v!.n).toBe(vehicleSeeds.length);
    const [f] = await db.select({ n: sql<number>`count(*)::int` }).from(fitments);
    expect(f!.n).toBe(seededFit.fitments.length);
    const [u] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.universal, true));
    expect(u!.n).toBe(seededFit.universal.filter(Boolean).length);
    const [listed] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        sql`${products.universal} and exists (select 1 from fitments where product_id = ${products.id})`,
      );
    expect(listed!.n).toBe(0);
  });

  it('fits a Ranger PX brake or suspension part to the PX3 3.2 TDCi and to its sister, the BT-50 UP', async () => {
    const db = t.database.db;
    const parts = await db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(
        sql`${products.title} like '%to suit Ford Ranger PX 2011-2022' and ${products.sku} ~ '-(BRK|SUS)'`,
      );
    expect(parts.length).toBeGreaterThan(0);
    const [px3] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(eq(vehicles.series, 'PX3'), eq(vehicles.engine, '3.2 TDCi'), eq(vehicles.body, 'Dual Cab Ute')),
      );
    const [up] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.model, 'BT-50'), eq(vehicles.series, 'UP'), eq(vehicles.engine, '3.2 MZ-CD')));
    for (const part of parts) {
      const rows = await db
        .select({ vehicleId: fitments.vehicleId })
        .from(fitments)
        .where(eq(fitments.productId, part.id));
      const ids = rows.map((r) => r.vehicleId);
      expect(ids, part.title).toContain(px3!.id);
      expect(ids, part.title).toContain(up!.id);
    }
  });
});
