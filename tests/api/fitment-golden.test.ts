/**
 * Golden fitment: for 20+ chosen vehicle/product pairs of the seed, the API, the static
 * vehicle file the build writes and the badge the browser shows agree with the seeded fitment:
 * fits, fits with a note to check, does not fit (another generation, another body, outside the
 * years a row covers), or universal (no badge, never listed per vehicle).
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../src/api/db/schema.ts';
import { fetchFitment, vehicleFile } from '../../src/data/fitment.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { answerFor, badgeView } from '../../src/lib/fitment/fit-view.ts';
import { type FitAnswer, indexParts, vehicleLabel } from '../../src/lib/fitment/fitment.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

type Kind = FitAnswer['kind'];
/** sku, make, model, series, engine, body, transmission, model year, answer, badge */
type Pair = [string, string, string, string, string, string, string, number, Kind, string];

const UTE = 'Dual Cab Ute';
const PAIRS: Pair[] = [
  ['PED-SUS90251', 'Ford', 'Ranger', 'PX3', '3.2 TDCi', UTE, 'Automatic', 2019, 'fits', 'Fits your Ranger'],
  ['PED-SUS90251', 'Mazda', 'BT-50', 'UP', '3.2 MZ-CD', UTE, 'Automatic', 2013, 'fits', 'Fits your BT-50'],
  [
    'PED-SUS90251',
    'Ford',
    'Ranger',
    'PX2',
    '3.2 TDCi',
    UTE,
    'Automatic',
    2015,
    'no',
    'Does not fit your Ranger',
  ],
  ['PED-SUS90251', 'Ford', 'Ranger', 'PX2', '3.2 TDCi', UTE, 'Automatic', 2017, 'fits', 'Fits your Ranger'],
  [
    'PED-SUS90251',
    'Ford',
    'Ranger',
    'PY',
    '3.0 V6',
    UTE,
    'Automatic',
    2023,
    'no',
    'Does not fit your Ranger',
  ],
  [
    'PED-SUS95355',
    'Ford',
    'Ranger',
    'PX',
    '3.2 TDCi',
    UTE,
    'Automatic',
    2013,
    'check',
    'Check fitment: Not for models with factory lift kit',
  ],
  ['PED-SUS95355', 'Ford', 'Ranger', 'PX3', '3.2 TDCi', UTE, 'Automatic', 2019, 'fits', 'Fits your Ranger'],
  [
    'ARB-ACC63493',
    'Ford',
    'Ranger',
    'PX',
    '3.2 TDCi',
    'Super Cab Chassis',
    'Manual',
    2013,
    'fits',
    'Fits your Ranger',
  ],
  [
    'ARB-ACC63493',
    'Ford',
    'Ranger',
    'PX',
    '3.2 TDCi',
    UTE,
    'Automatic',
    2013,
    'no',
    'Does not fit your Ranger',
  ],
  [
    'BOS-BRK78637',
    'Isuzu',
    'D-Max',
    'RG',
    '3.0 TD',
    'Crew Cab Ute',
    'Automatic',
    2021,
    'check',
    'Check fitment: Rear disc models only',
  ],
  [
    'BOS-BRK78637',
    'Mazda',
    'BT-50',
    'TF',
    '3.0 TD',
    UTE,
    'Automatic',
    2021,
    'check',
    'Check fitment: Rear disc models only',
  ],
  [
    'BOS-BRK62229',
    'Subaru',
    'Forester',
    'SJ',
    '2.5i',
    'Wagon',
    'CVT',
    2015,
    'check',
    'Check fitment: Not for models with Brembo brakes',
  ],
  [
    'BOS-BRK62229',
    'Subaru',
    'Forester',
    'SK',
    '2.5i',
    'Wagon',
    'CVT',
    2019,
    'no',
    'Does not fit your Forester',
  ],
  ['BOS-BRK58537', 'Toyota', 'Hilux', 'AN130', '2.8 D-4D', UTE, 'Automatic', 2019, 'fits', 'Fits your Hilux'],
  [
    'BOS-BRK58537',
    'Toyota',
    'Hilux',
    'KUN26',
    '3.0 D-4D',
    UTE,
    'Manual',
    2012,
    'no',
    'Does not fit your Hilux',
  ],
  [
    'BOS-FLT12607',
    'Toyota',
    'LandCruiser Prado',
    'GDJ150',
    '2.8 D-4D',
    'Wagon',
    'Automatic',
    2018,
    'fits',
    'Fits your LandCruiser Prado',
  ],
  [
    'BOS-FLT12607',
    'Toyota',
    'LandCruiser 70',
    'VDJ76',
    '4.5 V8',
    'Wagon',
    'Manual',
    2015,
    'no',
    'Does not fit your LandCruiser 70',
  ],
  ['NGK-ENG21135', 'Toyota', 'RAV4', 'XA50', '2.0', 'Wagon', 'CVT', 2020, 'fits', 'Fits your RAV4'],
  [
    'NGK-ENG21135',
    'Toyota',
    'Corolla',
    'E210',
    '1.8 Hybrid',
    'Hatch',
    'CVT',
    2020,
    'no',
    'Does not fit your Corolla',
  ],
  ['CAS-BRK77005', 'Ford', 'Ranger', 'PX3', '3.2 TDCi', UTE, 'Automatic', 2019, 'universal', ''],
  [
    'NUL-OIL44487',
    'Tesla',
    'Model 3',
    'Highland',
    'Rear-Wheel Drive',
    'Sedan',
    'Single Speed',
    2024,
    'universal',
    '',
  ],
  [
    'PED-SUS90251',
    'Tesla',
    'Model 3',
    'Highland',
    'Rear-Wheel Drive',
    'Sedan',
    'Single Speed',
    2024,
    'no',
    'Does not fit your Model 3',
  ],
  [
    'BDX-BRK70489',
    'Mercedes-Benz',
    'X-Class',
    '470',
    'X250d 2.3 Twin-Turbo',
    UTE,
    'Automatic',
    2019,
    'fits',
    'Fits your X-Class',
  ],
  ['PED-SUS75823', 'Mazda', 'BT-50', 'TF', '3.0 TD', UTE, 'Automatic', 2020, 'no', 'Does not fit your BT-50'],
  [
    'PED-SUS75823',
    'Mazda',
    'BT-50',
    'TF',
    '3.0 TD',
    UTE,
    'Automatic',
    2022,
    'check',
    'Check fitment: Not for models with factory lift kit',
  ],
  [
    'BOS-FLT55882',
    'Toyota',
    'Corolla',
    'E210',
    '1.8 Hybrid',
    'Hatch',
    'CVT',
    2019,
    'no',
    'Does not fit your Corolla',
  ],
  [
    'BOS-FLT55882',
    'Toyota',
    'Corolla',
    'E210',
    '1.8 Hybrid',
    'Hatch',
    'CVT',
    2021,
    'fits',
    'Fits your Corolla',
  ],
];

const api = () =>
  createApiClient({
    baseUrl: 'http://shop.test/api',
    fetch: (input, init) => Promise.resolve(t.app.request(String(input), init)),
  });

async function json<T>(path: string): Promise<T> {
  const res = await t.app.request(`/api${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface VehicleParts {
  data: { parts: { product_id: number; note: string }[] };
}
interface ProductFitment {
  data: {
    product_id: number;
    universal: boolean;
    fitments: { vehicle: { id: number }; note: string; year_from: number | null; year_to: number | null }[];
  };
}

let fitment: Awaited<ReturnType<typeof fetchFitment>>;
beforeAll(async () => {
  fitment = await fetchFitment(api());
});

describe('golden fitment pairs', () => {
  it('cover every answer: fits, check, does not fit and universal', () => {
    const kinds = PAIRS.map((p) => p[8]);
    expect(PAIRS.length).toBeGreaterThanOrEqual(20);
    for (const kind of ['fits', 'check', 'no', 'universal'] as const)
      expect(kinds.filter((k) => k === kind).length).toBeGreaterThanOrEqual(2);
  });

  for (const [sku, make, model, series, engine, body, transmission, year, kind, badge] of PAIRS) {
    it(`${sku} for a ${year} ${make} ${model} ${series} ${engine} (${body}): ${kind}`, async () => {
      const [vehicle] = await t.database.db
        .select()
        .from(vehicles)
        .where(
          and(
            eq(vehicles.make, make),
            eq(vehicles.model, model),
            eq(vehicles.series, series),
            eq(vehicles.engine, engine),
            eq(vehicles.body, body),
            eq(vehicles.transmission, transmission),
            sql`${year} between ${vehicles.yearFrom} and ${vehicles.yearTo}`,
          ),
        )
        .limit(1);
      expect(vehicle, `${make} ${model} ${series} ${engine} ${body} ${transmission} ${year}`).toBeDefined();
      const v = vehicle!;

      // The API: the product's fitment, and the parts that fit the vehicle in that year.
      const product = (await json<ProductFitment>(`/products/${encodeURIComponent(sku)}/fitment`)).data;
      expect(product.universal).toBe(kind === 'universal');
      const parts = (await json<VehicleParts>(`/vehicles/${v.id}/products?year=${year}`)).data.parts;
      const listed = parts.filter((p) => p.product_id === product.product_id);
      expect(listed.length > 0, 'listed for the vehicle in that year').toBe(
        kind === 'fits' || kind === 'check',
      );
      if (kind === 'check') expect(badge).toContain(listed.map((p) => p.note).find(Boolean));
      const rows = product.fitments.filter(
        (f) => f.vehicle.id === v.id && (f.year_from ?? 0) <= year && year <= (f.year_to ?? 9999),
      );
      expect(rows.length > 0, "the product's fitment covers the vehicle in that year").toBe(
        kind === 'fits' || kind === 'check',
      );

      // The static vehicle file and the badge the browser paints from it.
      const file = vehicleFile(fitment, v.id);
      const answer = answerFor(indexParts(file), { year }, product.product_id, product.universal);
      expect(answer?.kind).toBe(kind);
      const view = badgeView(answer, v.model);
      expect(view.text).toBe(badge);
      expect(view.hidden).toBe(kind === 'universal');
      if (kind === 'universal') expect(file.parts.map(([id]) => id)).not.toContain(product.product_id);
      expect(vehicleLabel({ make, model, series, engine }, year)).toBe(
        `${year} ${make} ${model} ${series} ${engine}`,
      );
    });
  }
});
