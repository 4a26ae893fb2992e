import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testVehicle } from '../../tests/helpers/vehicle.ts';

const hilux = testVehicle({
  id: 7,
  make: 'Toyota',
  model: 'Hilux',
  series: 'GUN126R',
  year_from: 2015,
  year_to: 2024,
  engine: '2.8 D-4D',
});

/** The build's requests, in order; `failing` makes the next ones fail. */
const asked: string[] = [];
let failing = false;
vi.mock('../data/build-api.ts', () => ({
  buildApi: () => ({
    get: async (path: string) => {
      asked.push(path);
      if (failing) throw new Error('fetch failed: other side closed');
      return { data: { vehicles: [hilux], fitments: [[100, 7, 'front', 1, '', null, null]] } };
    },
  }),
}));

const EARLY = Symbol.for('storefront.fitment.early');
const gate = { dir: '' };

/** A render process's first moments: its modules fresh, nothing read yet. */
async function renderProcess() {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[EARLY];
  asked.length = 0;
  const { fitmentPrefetch } = await import('./fitment-prefetch.ts');
  const { loadFitment } = await import('../data/fitment.ts');
  const buildStart = fitmentPrefetch().hooks['astro:build:start'] as () => void;
  return { buildStart, loadFitment };
}

const settle = (ms = 0) => new Promise((done) => setTimeout(done, ms));

afterEach(async () => {
  failing = false;
  delete process.env.RENDER_GATE;
  if (gate.dir) await rm(gate.dir, { recursive: true, force: true });
  gate.dir = '';
});

describe('the fitment export read as the build starts', () => {
  it('is asked for at astro:build:start, and the pages take that answer instead of asking again', async () => {
    const { buildStart, loadFitment } = await renderProcess();
    buildStart();
    await settle();
    // Before any page has asked.
    expect(asked).toEqual(['/catalogue/fitment']);
    const fitment = await loadFitment();
    expect(asked).toEqual(['/catalogue/fitment']);
    expect(fitment.fitsByProduct.get(100)?.map((f) => f.vehicle.series)).toEqual(['GUN126R']);
  });

  it('waits for the gate of a render process started ahead of its build', async () => {
    gate.dir = await mkdtemp(join(tmpdir(), 'gate-'));
    const file = join(gate.dir, 'gate');
    await writeFile(file, '');
    process.env.RENDER_GATE = file;
    const { buildStart, loadFitment } = await renderProcess();
    buildStart();
    await settle(100);
    // Fitment may change while the process waits: nothing is read before its build opens the gate.
    expect(asked).toEqual([]);
    await writeFile(file, 'open');
    const fitment = await loadFitment();
    await settle(60);
    // Once, then: the pages took the read made when the gate opened.
    expect(asked).toEqual(['/catalogue/fitment']);
    expect(fitment.byId.get(7)?.model).toBe('Hilux');
  });

  it("leaves a failed read to the pages that need it, as their own read's error", async () => {
    failing = true;
    const { buildStart, loadFitment } = await renderProcess();
    buildStart();
    await settle(20);
    await expect(loadFitment()).rejects.toThrow('other side closed');
  });
});
