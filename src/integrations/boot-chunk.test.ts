import { describe, expect, it } from 'vitest';
import { chunkNamer, type ModuleGraph } from './boot-chunk.ts';

/** A module graph from "importer -> imported" edges; dynamic imports marked with `~>`. */
function graph(edges: string[]): ModuleGraph {
  const modules = new Map<string, { importers: string[]; dynamicImporters: string[] }>();
  const node = (id: string) => {
    if (!modules.has(id)) modules.set(id, { importers: [], dynamicImporters: [] });
    return modules.get(id)!;
  };
  for (const edge of edges) {
    const [from, arrow, to] = edge.split(' ') as [string, string, string];
    node(from);
    (arrow === '~>' ? node(to).dynamicImporters : node(to).importers).push(from);
  }
  return { getModuleInfo: (id) => modules.get(id) ?? null };
}

const HEADER = '/src/components/Header.astro?astro&type=script&index=0&lang.ts';
const CART_BADGE = '/src/components/CartBadge.astro?astro&type=script&index=0&lang.ts';
const THANK_YOU = '/src/pages/thank-you.astro?astro&type=script&index=0&lang.ts';

describe('cutting the browser code into files', () => {
  const g = graph([
    `${HEADER} -> /src/browser/menu.ts`,
    `${HEADER} -> /src/browser/fit-boot.ts`,
    `${CART_BADGE} -> /src/stores/cart.ts`,
    '/src/stores/cart.ts -> /node_modules/nanostores/atom/index.js',
    '/src/stores/cart.ts -> /src/lib/pricing/money.ts',
    '/src/lib/pricing/money.ts -> /src/stores/cart.ts', // a cycle
    '/src/browser/fit-boot.ts ~> /src/browser/fit-badges.ts',
    '/src/browser/fit-badges.ts -> /src/stores/garage.ts',
    '/src/browser/fit-badges.ts -> /src/lib/pricing/money.ts',
    '/src/islands/VehicleSelector.tsx -> /src/stores/garage.ts',
    '/src/islands/VehicleSelector.tsx -> /node_modules/react/index.js',
    '/src/islands/CartPanel.tsx ~> /src/lib/promo.ts',
    `${THANK_YOU} -> /src/lib/orders/orders.ts`,
    `${THANK_YOU} -> /src/lib/pricing/money.ts`,
  ]);
  const name = chunkNamer();
  const of = (id: string) => name(id, g);

  it('puts what the pages’ scripts import in one boot file, and leaves the scripts themselves', () => {
    for (const id of [
      '/src/browser/menu.ts',
      '/src/browser/fit-boot.ts',
      '/src/stores/cart.ts',
      '/src/lib/pricing/money.ts',
    ])
      expect(of(id)).toBe('boot');
    expect(of('/node_modules/nanostores/atom/index.js')).toBe('boot');
    expect(of(HEADER)).toBeNull();
  });

  it('puts a script loaded later with what it alone brings in one file named after it', () => {
    expect(of('/src/browser/fit-badges.ts')).toBe('fit-badges');
    expect(of('/src/stores/garage.ts')).toBe('fit-badges');
  });

  it('leaves what only one page’s own script imports with that page, out of every other page’s boot', () => {
    expect(of('/src/lib/orders/orders.ts')).toBe('page-thank-you');
    expect(of(THANK_YOU)).toBeNull();
    // Shared with a component's script: in boot all the same.
    expect(of('/src/lib/pricing/money.ts')).toBe('boot');
  });

  it('leaves code only islands reach to the bundler', () => {
    expect(of('/node_modules/react/index.js')).toBeNull();
    expect(of('/src/islands/VehicleSelector.tsx')).toBeNull();
    expect(of('/src/lib/promo.ts')).toBeNull();
  });
});
