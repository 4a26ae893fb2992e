import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testVehicle } from '../../tests/helpers/vehicle.ts';
import { checkStampedPages, resetStampQueue } from '../lib/build/stamp-queue.ts';
import type { Position, Vehicle } from '../lib/fitment/fitment.ts';

const vehicle = (
  id: number,
  make: string,
  model: string,
  series: string,
  from: number,
  to: number,
  engine: string,
): Vehicle => testVehicle({ id, make, model, series, year_from: from, year_to: to, engine });

// Out of order on purpose: the index sorts by make, model, years, series, engine.
const vehicles = [
  vehicle(3, 'Toyota', 'Hilux', 'GUN126R', 2015, 2024, '2.8 D-4D'),
  vehicle(2, 'Ford', 'Ranger', 'PX3', 2018, 2022, '3.2 TDCi'),
  vehicle(1, 'Ford', 'Ranger', 'PX2', 2015, 2018, '3.2 TDCi'),
  vehicle(4, 'Ford', 'Everest', 'UA', 2015, 2022, '3.2 TDCi'),
  vehicle(5, 'Mazda', 'BT-50', 'UP', 2011, 2015, '3.2 MZ-CD'),
];
type Row = [number, number, Position, number, string, number | null, number | null];
const rows: Row[] = [
  [100, 2, 'front', 1, '', null, null],
  [100, 1, 'front', 1, 'With 302 mm front rotor', 2016, null],
  [100, 5, 'front', 1, '', null, null],
  [101, 2, 'rear', 2, '', 2019, 2020],
  [101, 2, 'front', 2, '', null, null],
  [102, 99, 'front', 1, '', null, null], // unknown vehicle: left out
];

vi.mock('./build-api.ts', () => ({
  buildApi: () => ({
    get: async (path: string) => {
      if (path !== '/catalogue/fitment') throw new Error(`unexpected ${path}`);
      return { data: { vehicles, fitments: rows } };
    },
  }),
}));

const { fitmentRows, indexFitment, loadFitment, vehicleFile, vehicleTree } = await import('./fitment.ts');
const treeRoute = await import('../pages/fitment/tree.json.ts');
const vehicleRoute = await import('../pages/fitment/vehicle/[id].json.ts');
const { recordCatalogueProducts, recordedSearchRecords } = await import('../lib/build/search-feed.ts');

describe('build-time fitment index', () => {
  const f = indexFitment(vehicles, rows);

  it('lists each vehicle-specific product once per row in its vehicle file, empty trailing values left off', () => {
    expect(vehicleFile(f, 2)).toEqual({
      id: 2,
      parts: [
        [100, 'front'],
        [101, 'rear', '', 2019, 2020],
        [101, 'front'],
      ],
    });
    expect(vehicleFile(f, 1)).toEqual({ id: 1, parts: [[100, 'front', 'With 302 mm front rotor', 2016]] });
    expect(vehicleFile(f, 3)).toEqual({ id: 3, parts: [] });
    expect(vehicleFile(f, 4)).toEqual({ id: 4, parts: [] });
  });

  it('groups the tree by make then model, models and vehicles in order', () => {
    const tree = vehicleTree(f);
    expect(
      tree.makes.map(([make, models]) => [make, models.map(([model, vs]) => [model, vs.map((v) => v[0])])]),
    ).toEqual([
      [
        'Ford',
        [
          ['Everest', [4]],
          ['Ranger', [1, 2]],
        ],
      ],
      ['Mazda', [['BT-50', [5]]]],
      ['Toyota', [['Hilux', [3]]]],
    ]);
    expect(tree.makes[0]![1][1]![1][0]).toEqual([
      1,
      'PX2',
      2015,
      2018,
      '3.2 TDCi',
      'diesel',
      'Ute',
      '4WD',
      'Automatic',
    ]);
  });

  it("gives a product's Fitment tab one line per fitting vehicle, with the narrower span of years", () => {
    expect(fitmentRows(f.fitsByProduct.get(100)!)).toEqual([
      {
        make: 'Ford',
        model: 'Ranger',
        series: 'PX2',
        seriesHref: '/vehicles/ford/ranger/px2/',
        years: '2016–2018',
        engine: '3.2 TDCi',
        details: 'Ute, 4WD, Automatic',
        position: 'Front',
        note: 'With 302 mm front rotor',
      },
      {
        make: 'Ford',
        model: 'Ranger',
        series: 'PX3',
        seriesHref: '/vehicles/ford/ranger/px3/',
        years: '2018–2022',
        engine: '3.2 TDCi',
        details: 'Ute, 4WD, Automatic',
        position: 'Front',
        note: '',
      },
      {
        make: 'Mazda',
        model: 'BT-50',
        series: 'UP',
        seriesHref: '/vehicles/mazda/bt-50/up/',
        years: '2011–2015',
        engine: '3.2 MZ-CD',
        details: 'Ute, 4WD, Automatic',
        position: 'Front',
        note: '',
      },
    ]);
    expect(fitmentRows(f.fitsByProduct.get(101)!).map((r) => [r.years, r.position])).toEqual([
      ['2019–2020', 'Rear'],
      ['2018–2022', 'Front'],
    ]);
    expect(f.fitsByProduct.has(102)).toBe(false);
  });
});

describe('fitment static files', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetStampQueue();
  });

  it('with page stamping off, hands Astro one route per vehicle, each what the index makes from the export', async () => {
    vi.stubEnv('PAGE_STAMP', 'off');
    const paths = await vehicleRoute.getStaticPaths();
    expect(paths.map((p) => p.params.id).sort()).toEqual(['1', '2', '3', '4', '5']);
    const expected = indexFitment(vehicles, rows);
    for (const { params } of paths) {
      const res = await vehicleRoute.GET({ params } as never);
      expect(res.headers.get('Content-Type')).toContain('application/json');
      expect(JSON.parse(await res.text())).toEqual(vehicleFile(expected, Number(params.id)));
    }
  });

  it('as builds run (stamping on), writes every vehicle file itself, byte for byte the route, and hands Astro none', async () => {
    const out = mkdtempSync(join(tmpdir(), 'vehicle-files-'));
    vi.stubEnv('ASTRO_OUT_DIR', out);
    try {
      expect(await vehicleRoute.getStaticPaths()).toEqual([]);
      await checkStampedPages(out);
      expect(readdirSync(join(out, 'fitment/vehicle')).sort()).toEqual(
        ['1', '2', '3', '4', '5'].map((id) => `${id}.json`),
      );
      for (const id of ['1', '2', '3', '4', '5']) {
        const answer = await (await vehicleRoute.GET({ params: { id } } as never)).text();
        expect(readFileSync(join(out, `fitment/vehicle/${id}.json`), 'utf8')).toBe(answer);
      }
      expect(JSON.parse(readFileSync(join(out, 'fitment/vehicle/2.json'), 'utf8')).parts).toHaveLength(3);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('writes the selector tree, minified', async () => {
    const res = await treeRoute.GET({} as never);
    const text = await res.text();
    expect(text).not.toContain('\n');
    expect(JSON.parse(text)).toEqual(vehicleTree(indexFitment(vehicles, rows)));
  });

  it('hands the fitment to the search records once loaded', async () => {
    await loadFitment();
    const product = { id: 100, title: 'Pads', sku: 'P-100', permalink: 'pads', universal: false } as never;
    recordCatalogueProducts([product], 1000);
    const [record] = recordedSearchRecords('/storage/')!;
    expect(record!.content).toContain('Ford Ranger PX2 PX3 Mazda BT-50 UP');
    expect(record!.filters).toEqual({ fit: ['1', '2', '5'] });
  });
});
