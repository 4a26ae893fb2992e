import { describe, expect, it } from 'vitest';
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
