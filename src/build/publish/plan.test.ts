import { describe, expect, it } from 'vitest';
import { type BuildManifest, planBuild, rendersWithAstro } from './plan.ts';
import type { CatalogueSnapshot } from './snapshot.ts';

const catalogue = (products: Record<string, [string, string]>, content = 'c1', productData = 'p1') =>
  ({ content, productData, products }) satisfies CatalogueSnapshot;

const before = catalogue({ '1': ['t1', 's1'], '2': ['t1', 's2'], '3': ['t1', 's3'] });
const previous = {
  manifest: { source: 'src1', catalogue: before, inlineScripts: [] } satisfies BuildManifest,
  pageDeps: {
    '/': [1, 2],
    '/product/one/': [1, 3],
    '/product/two/': [2],
    '/shop/': [1, 2, 3],
  },
};

describe('planBuild', () => {
  it('builds everything without a previous build', () => {
    expect(planBuild(null, 'src1', before).kind).toBe('full');
  });

  it('builds nothing when nothing changed', () => {
    expect(planBuild(previous, 'src1', before)).toEqual({ kind: 'none', reason: 'nothing changed' });
  });

  it('renders only the pages that show a product whose data changed', () => {
    const now = catalogue({ '1': ['t1', 's1'], '2': ['t2', 's2'], '3': ['t1', 's3'] }, 'c1', 'p2');
    expect(planBuild(previous, 'src1', now)).toEqual({
      kind: 'incremental',
      reason: '1 product changed',
      changed: [2],
      paths: ['/', '/product/two/', '/shop/'],
    });
  });

  it.each([
    ['the source changed', 'src2', before],
    ['settings or taxonomy changed', 'src1', catalogue(before.products, 'c2')],
    ['a product was added', 'src1', catalogue({ ...before.products, '4': ['t2', 's4'] })],
    ['a product was removed', 'src1', catalogue({ '1': ['t1', 's1'], '2': ['t1', 's2'] })],
    ['a product moved listing', 'src1', catalogue({ ...before.products, '3': ['t2', 'moved'] })],
    ['product rows changed without updated_at', 'src1', catalogue(before.products, 'c1', 'p2')],
  ])('builds everything when %s', (_why, source, now) => {
    expect(planBuild(previous, source, now).kind).toBe('full');
  });
});

describe('which of an edit’s pages need Astro', () => {
  it('none of the catalogue generator’s: product and listing pages, the listing filters’ files, and the product parts of home, best selling and a vehicle series', () => {
    for (const path of [
      '/product/pads/',
      '/shop/',
      '/shop/page/2/',
      '/shop/category/brakes/pads/',
      '/brand/bosch/',
      '/shop/category/brakes/listing.json',
      '/listing-cards/3.json',
      '/',
      '/best-selling/',
      '/vehicles/ford/ranger/px/',
    ])
      expect(rendersWithAstro(path), path).toBe(false);
  });

  it('any other page: those show no product parts the generator fills', () => {
    for (const path of ['/brands/', '/vehicles/', '/vehicles/ford/', '/vehicles/ford/ranger/', '/about-us/'])
      expect(rendersWithAstro(path), path).toBe(true);
  });

  it('none for an edit to a product shown on home and a vehicle page: Astro does not start', () => {
    const plan = planBuild(
      {
        manifest: { ...previous.manifest },
        pageDeps: { '/': [1, 2], '/vehicles/ford/ranger/px/': [1], '/product/one/': [1] },
      },
      'src1',
      catalogue({ '1': ['t2', 's1'], '2': ['t1', 's2'], '3': ['t1', 's3'] }),
    );
    expect(plan).toMatchObject({
      kind: 'incremental',
      paths: ['/', '/product/one/', '/vehicles/ford/ranger/px/'],
    });
    if (plan.kind === 'incremental') expect(plan.paths.some(rendersWithAstro)).toBe(false);
  });
});
