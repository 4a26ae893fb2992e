import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiCategory, ApiProduct } from '../../lib/api/schemas/catalogue.ts';

const t = setupTestApp();

const getJson = async (path: string) => {
  const res = await t.app.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data: unknown } };
};

describe('catalogue API', () => {
  it('GET /api/nav-bar-data lists categories with child categories, and brands', async () => {
    const { status, body } = await getJson('/api/nav-bar-data');
    expect(status).toBe(200);
    const data = body.data as { category: ApiCategory[]; brand: { permalink: string }[] };
    expect(data.category.length).toBeGreaterThanOrEqual(12);
    expect(data.category.flatMap((c) => c.child_categories).length).toBeGreaterThanOrEqual(40);
    expect(data.category[0]).toMatchObject({
      sku: expect.any(String),
      title: expect.any(String),
      thumbnail_image: expect.any(String),
    });
    expect(data.category[0]?.child_categories[0]).toMatchObject({
      child_sku: expect.any(String),
      child_title: expect.any(String),
    });
    expect(data.brand).toHaveLength(25);
  });

  it('GET /api/brands gives brands and the general settings', async () => {
    const { body } = await getJson('/api/brands');
    expect(body.general_settings).toMatchObject({
      _gst_percentage: '10',
      _delivery_charges: '15.00',
      _free_delivery_threshold: '400.00',
    });
    expect(body.data).toHaveLength(25);
  });

  it('GET /api/products/{sku} answers a product in SPEC shape, by sku or permalink', async () => {
    const { body: list } = await getJson('/api/latest-products?pagination=1');
    const first = (list.data as { data: ApiProduct[] }).data[0]!;
    const bySku = await getJson(`/api/products/${first.sku}`);
    expect(bySku.status).toBe(200);
    const product = bySku.body.data as ApiProduct;
    expect(product).toMatchObject({
      id: first.id,
      sku: first.sku,
      permalink: first.permalink,
      brand: { title: expect.any(String), permalink: expect.any(String) },
    });
    expect(product.product_meta.find((m) => m.option === '_price')?.value).toMatch(/^\d+\.\d{2}$/);
    expect(product.gallery_media.split(',').length).toBeGreaterThanOrEqual(1);
    const byPermalink = await getJson(`/api/products/${first.permalink}`);
    expect((byPermalink.body.data as ApiProduct).id).toBe(first.id);
  });

  it('answers 404 with a message for an unknown product', async () => {
    const { status, body } = await getJson('/api/products/NO-SUCH-SKU');
    expect(status).toBe(404);
    expect(body.message).toBe("Product 'NO-SUCH-SKU' not found");
  });

  it('GET /api/home-page has categories (at most 12), featured and new products, brands', async () => {
    const { body } = await getJson('/api/home-page');
    const data = body.data as Record<string, unknown[]>;
    expect(data.category!.length).toBeLessThanOrEqual(12);
    expect(data.product!.length).toBeGreaterThan(0);
    expect((data.product as ApiProduct[]).every((p) => p.is_featured === 1)).toBe(true);
    expect(data.virtual_product!.length).toBe(12);
    expect(data.brand!.length).toBe(25);
  });

  it('GET /api/social-links gives the five links and the categories', async () => {
    const { body } = await getJson('/api/social-links');
    const data = body.data as { links: Record<string, string>; category: unknown[] };
    expect(Object.keys(data.links).sort()).toEqual(
      ['_facebook_link', '_instagram_link', '_linke_din', '_twitter_link', '_youtube_link'].sort(),
    );
    expect(data.category.length).toBeGreaterThan(0);
  });

  it('GET /api/latest-products refuses a bad pagination value with 400', async () => {
    const { status, body } = await getJson('/api/latest-products?pagination=-5');
    expect(status).toBe(400);
    expect(body.message).toBe('pagination must be a positive whole number');
  });

  it('answers 404 JSON for unknown API paths', async () => {
    const { status, body } = await getJson('/api/no-such-call');
    expect(status).toBe(404);
    expect(body.message).toMatch(/No API route/);
  });
});
