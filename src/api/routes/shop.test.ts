import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiShopPage } from '../../lib/api/schemas/catalogue.ts';

const t = setupTestApp();

async function shop(query: string) {
  const res = await t.app.request(`/api/shop?${query}`);
  return { status: res.status, body: (await res.json()) as ApiShopPage & { message?: string } };
}

describe('GET /api/shop', () => {
  it('pages through all 300 products, 20 a page by default', async () => {
    const { status, body } = await shop('page=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 300, last_page: 15, current_page: 1, per_page: 20 });
    expect(body.data).toHaveLength(20);
    expect(body.meta.find((m) => m.option === '_seo_title')?.value).toBeTruthy();
  });

  it('filters by category sku or permalink, with the category page meta', async () => {
    const bySku = await shop('page=2&category=BRK&pagination=5');
    expect(bySku.status).toBe(200);
    expect(bySku.body.current_page).toBe(2);
    expect(bySku.body.data.every((p) => p.category?.sku === 'BRK')).toBe(true);
    expect(bySku.body.meta.find((m) => m.option === '_seo_title')?.value).toBe('Brakes | Auto Parts Online');
    const byPermalink = await shop('page=2&category=brakes&pagination=5');
    expect(byPermalink.body.data.map((p) => p.id)).toEqual(bySku.body.data.map((p) => p.id));
  });

  it('filters by child category sku and by brand permalink', async () => {
    const child = await shop('child_category=BRK-01');
    expect(child.body.total).toBeGreaterThan(0);
    expect(child.body.data.every((p) => p.child_category?.child_sku === 'BRK-01')).toBe(true);
    const brand = await shop('brand=bosch');
    expect(brand.body.total).toBeGreaterThan(0);
    expect(brand.body.data.every((p) => p.brand?.permalink === 'bosch')).toBe(true);
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a positive whole number'],
    ['page=-1', 'page must be a positive whole number'],
    ['pagination=1000', 'pagination must be at most 100'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await shop(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('answers 404 for a page past the last one and for unknown filters', async () => {
    expect((await shop('page=16')).status).toBe(404);
    expect((await shop('page=16')).body.message).toBe('Page 16 does not exist; the last page is 15');
    expect((await shop('category=nope')).body.message).toBe("Category 'nope' not found");
    expect((await shop('child_category=nope')).status).toBe(404);
    expect((await shop('brand=nope')).status).toBe(404);
  });
});
