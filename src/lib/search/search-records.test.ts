import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import {
  compactQuery,
  isPartNumberOf,
  productSearchRecord,
  type SearchFit,
  skuVariants,
} from './search-records.ts';

const product: Product = {
  id: 7,
  title: 'Bendix Front Brake Pad Set',
  sku: 'BDX-BRK1234',
  permalink: 'bendix-front-brake-pad-set',
  shortDescription: '',
  longDescription: '',
  featuredImage: 'uploads/pads.webp',
  gallery: [],
  imageAlts: {},
  stockStatus: 'in_stock',
  category: { id: 1, sku: 'BRK', title: 'Brakes', permalink: 'brakes' },
  childCategory: { id: 4, sku: 'BRK-01', title: 'Brake Pads', permalink: 'brake-pads' },
  brand: { id: 3, title: 'Bendix', permalink: 'bendix', logoImage: '' },
  priceCents: 12995,
  discount: { kind: 'percent', bp: 1000 },
  finalPriceCents: 11696,
  weightKg: null,
  isFeatured: false,
  universal: false,
  seo: { title: '', description: '', keywords: '', canonical: '', schemaMarkup: '', indexable: true },
  rating: null,
  reviewCount: 0,
  reviews: [],
  fitSummary: [],
  createdAt: '',
  updatedAt: '',
};

describe('product search record', () => {
  it('indexes title, SKU spellings, brand and categories, with the price paid (GST included and ex GST) and image as metadata', () => {
    const record = productSearchRecord(product, '/storage/', 1000);
    expect(record.url).toBe('/product/bendix-front-brake-pad-set/');
    expect(record.content.split(' \n')).toEqual([
      'Bendix Front Brake Pad Set',
      'BDX-BRK1234',
      'BDXBRK1234',
      'BRK1234',
      'Bendix',
      'Brakes',
      'Brake Pads',
    ]);
    expect(record.meta).toEqual({
      id: '7',
      universal: '0',
      title: 'Bendix Front Brake Pad Set',
      sku: 'BDX-BRK1234',
      price_inc: '128.66',
      price_ex: '116.96',
      image: '/storage/uploads/pads.webp',
    });
  });
});

const fitOn = (id: number, make: string, model: string, series: string): SearchFit => ({
  vehicle: { id, make, model, series },
});

describe('fitment in the search record', () => {
  it('adds the names of the fitted vehicles once each as words, and their ids as the fit filter', () => {
    const fits = [
      fitOn(12, 'Ford', 'Ranger', 'PX3'),
      fitOn(13, 'Ford', 'Ranger', 'PX3'),
      fitOn(40, 'Mazda', 'BT-50', 'UP'),
    ];
    const record = productSearchRecord(product, '/storage/', 1000, fits);
    const lines = record.content.split(' \n');
    expect(lines.slice(0, 7)).toEqual([
      'Bendix Front Brake Pad Set',
      'BDX-BRK1234',
      'BDXBRK1234',
      'BRK1234',
      'Bendix',
      'Brakes',
      'Brake Pads',
    ]);
    expect(lines.slice(7)).toEqual(['Ford Ranger PX3 Mazda BT-50 UP']);
    expect(record.filters).toEqual({ fit: ['12', '13', '40'] });
    expect(record.meta).toMatchObject({ id: '7', universal: '0' });
  });

  it('gives a universal product the universal fit value and no vehicle words', () => {
    const record = productSearchRecord({ ...product, universal: true }, '/storage/', 1000);
    expect(record.content.split(' \n')).toHaveLength(7);
    expect(record.filters).toEqual({ fit: ['all'] });
    expect(record.meta).toMatchObject({ id: '7', universal: '1' });
  });

  it('adds nothing for a vehicle-specific product with no vehicles listed yet', () => {
    const record = productSearchRecord(product, '/storage/', 1000, []);
    expect(record.content.split(' \n')).toHaveLength(7);
    expect(record.filters).toBeUndefined();
  });
});

describe('part number spellings', () => {
  it('indexes a SKU as is, squeezed, and without its leading segments', () => {
    expect(skuVariants('BOS-BRK58537')).toEqual(['BOS-BRK58537', 'BOSBRK58537', 'BRK58537']);
    expect(skuVariants('ABC123')).toEqual(['ABC123']);
    // Tails under 3 characters are left out: "7" would find every part number ending in 7.
    expect(skuVariants('NGK-BKR6E-7')).toEqual(['NGK-BKR6E-7', 'NGKBKR6E7', 'BKR6E7']);
  });

  it('knows when a query is a part number: the SKU or a tail of it, in any spelling', () => {
    expect(isPartNumberOf('BOS-BRK62229', 'BRK62229')).toBe(true);
    expect(isPartNumberOf('BOS-BRK62229', 'bos brk-62229')).toBe(true);
    expect(isPartNumberOf('BOS-BRK62229', 'BRK6222')).toBe(false);
    expect(isPartNumberOf('BOS-BRK62229', 'BOS')).toBe(false);
  });

  it('squeezes part-number queries only', () => {
    expect(compactQuery('bos brk 58537')).toBe('bosbrk58537');
    expect(compactQuery('BOS-BRK-58537')).toBe('BOSBRK58537');
    expect(compactQuery('brake pads')).toBeNull();
    expect(compactQuery('58537')).toBeNull();
  });
});
