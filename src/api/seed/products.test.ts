import { describe, expect, it } from 'vitest';
import { measuredClass } from '../../lib/freight/goods.ts';
import { categorySeeds } from './data/taxonomy.ts';
import { seedImageJobs } from './images.ts';
import { childSkuOf, generateProducts } from './products.ts';

const partTypes = new Map(
  categorySeeds.flatMap((category) =>
    category.children.map((child, i) => [childSkuOf(category, i), child.title] as const),
  ),
);
const drawn = new Map(seedImageJobs().map((job) => [job.path, job.svg]));
const xmlText = (s: string) => s.replace(/&/g, '&amp;');

/** The words drawn on a seed picture (product pictures name their part type). */
function pictureWords(path: string): string | undefined {
  return drawn.get(path)?.match(/<text\b[^>]*>([^<]*)<\/text>/)?.[1];
}

describe('seed product galleries', () => {
  it.each([300, 10_000])('show only pictures of the product’s own part type (%i products)', (count) => {
    const wrong: string[] = [];
    for (const product of generateProducts(count)) {
      const partType = partTypes.get(product.childSku)!;
      const pictures = [product.featuredImage, ...product.galleryMedia.split(',')];
      for (const picture of pictures) {
        expect(drawn.has(picture), picture).toBe(true);
        if (pictureWords(picture) !== xmlText(partType))
          wrong.push(`${product.title}: ${picture} shows ${pictureWords(picture)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still give some products more than three pictures, each different', () => {
    const products = generateProducts(300);
    const galleries = products.map((p) => p.galleryMedia.split(','));
    expect(galleries.filter((g) => g.length > 3).length).toBeGreaterThan(30);
    for (const g of galleries) expect(new Set(g).size).toBe(g.length);
    const big = galleries.find((g) => g.length === 6)!;
    expect(new Set(big.map((path) => drawn.get(path))).size).toBe(6);
  });
});

describe('seed products’ freight data', () => {
  const products = generateProducts(10_000);
  const of = (childTitle: string, name?: string) =>
    products.filter(
      (p) => partTypes.get(p.childSku) === childTitle && (name === undefined || p.name === name),
    );

  it('gives every product a believable weight and packed size', () => {
    for (const p of products) {
      expect(p.weightGrams, p.title).toBeGreaterThan(0);
      expect(Math.min(p.lengthMm, p.widthMm, p.heightMm), p.title).toBeGreaterThan(0);
      expect(Math.max(p.lengthMm, p.widthMm, p.heightMm), p.title).toBeLessThanOrEqual(2200);
      // The class an editor would give it is at least what its weight and size demand.
      expect(p.freightClass, p.title).toBe(measuredClass(p));
    }
  });

  it('marks car batteries as class 8 corrosives, packing group III, not in limited quantities', () => {
    const batteries = of('Car Batteries');
    expect(batteries.length).toBeGreaterThan(100);
    for (const p of batteries)
      expect(p.dangerousGoods, p.title).toEqual({
        un: p.name === 'AGM Start-Stop Battery' ? 'UN2800' : 'UN2794',
        dgClass: '8',
        packingGroup: 'III',
        limitedQuantity: false,
      });
  });

  it('marks aerosols as UN1950 class 2.1 in limited quantities, and the fuel additive as class 3', () => {
    const cans = of('Grease & Lubricants', 'Penetrating Lubricant').filter((p) => p.title.includes(' 400g'));
    expect(cans.length).toBeGreaterThan(10);
    for (const p of cans)
      expect(p.dangerousGoods).toEqual({
        un: 'UN1950',
        dgClass: '2.1',
        packingGroup: '',
        limitedQuantity: true,
      });
    const additives = of('DPF & EGR Parts', 'DPF Cleaner');
    expect(additives.length).toBeGreaterThan(10);
    for (const p of additives) expect(p.dangerousGoods).toMatchObject({ un: 'UN1993', dgClass: '3' });
    expect(additives.every((p) => ['II', 'III'].includes(p.dangerousGoods!.packingGroup))).toBe(true);
  });

  it('leaves oils, coolant, brake fluid and ordinary parts unmarked', () => {
    for (const kind of ['Engine Oil', 'Transmission Fluid', 'Coolant', 'Brake Fluid', 'Brake Pads'])
      for (const p of of(kind)) expect(p.dangerousGoods, p.title).toBeNull();
    expect(of('Grease & Lubricants', 'Multi-Purpose Grease').every((p) => p.dangerousGoods === null)).toBe(
      true,
    );
  });

  it('makes large items bulky or oversize with sizes to match', () => {
    const platforms = of('Roof Racks', 'Alloy Roof Platform');
    expect(platforms.length).toBeGreaterThan(10);
    for (const p of platforms) {
      expect(p.freightClass).toBe('oversize');
      expect(p.lengthMm).toBeGreaterThan(1800);
    }
    for (const p of [...of('Roof Racks', 'Roof Rack Crossbars'), ...of('Roof Racks', 'Roof Basket')])
      expect(['bulky', 'oversize']).toContain(p.freightClass);
    const bars = of('LED Light Bars').filter((p) => p.title.includes(' 40 inch'));
    for (const p of bars) expect(p.freightClass).not.toBe('standard');
    const heavy = of('Tool Storage').filter((p) => p.weightGrams > 40_000);
    expect(heavy.length).toBeGreaterThan(0);
    for (const p of heavy) expect(p.freightClass).toBe('oversize');
  });
});
