import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiHomeBlock, ApiProductExport, ApiRedirect } from '../../lib/api/schemas/catalogue.ts';
import { homeBlocks, products } from '../db/schema/index.ts';
import { recordMove } from '../services/url-redirects.ts';

const t = setupTestApp();

const page = async (query: string) =>
  (await (await t.app.request(`/api/catalogue/products?${query}`)).json()) as ApiProductExport;

describe('bulk catalogue export', () => {
  it('pages through every product by id in a few requests', async () => {
    const first = await page('limit=120');
    expect(first.data).toHaveLength(120);
    expect(first.next_after).toBe(first.data.at(-1)?.id);
    const second = await page(`limit=120&after=${first.next_after}`);
    const third = await page(`limit=120&after=${second.next_after}`);
    expect(third.data).toHaveLength(60);
    expect(third.next_after).toBeNull();
    const ids = [...first.data, ...second.data, ...third.data].map((p) => p.id);
    expect(new Set(ids).size).toBe(300);
  });

  it('returns only products updated since a time', async () => {
    const since = new Date(Date.now() + 60_000);
    const [target] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    await t.database.db
      .update(products)
      .set({ updatedAt: new Date(since.getTime() + 1000) })
      .where(eq(products.id, target!.id));
    const changed = await page(`updated_since=${since.toISOString()}`);
    expect(changed.data.map((p) => p.id)).toEqual([target!.id]);
  });

  it('refuses a bad timestamp or limit with 400', async () => {
    const bad = await t.app.request('/api/catalogue/products?updated_since=yesterday');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'updated_since must be an ISO 8601 timestamp',
    );
    expect((await t.app.request('/api/catalogue/products?limit=5000')).status).toBe(400);
  });

  it('refuses year 0, which fits the ISO pattern but not the database, with 400', async () => {
    const res = await t.app.request('/api/catalogue/products?updated_since=0000-01-01T00:00:00Z');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'updated_since must be an ISO 8601 timestamp',
    );
  });
});

describe('home blocks for the build', () => {
  const blocks = async () =>
    ((await (await t.app.request('/api/catalogue/home-blocks')).json()) as { data: ApiHomeBlock[] }).data;

  it('lists the active slides and banners, each kind in its sort order', async () => {
    const [extra] = await t.database.db
      .insert(homeBlocks)
      .values({
        kind: 'slide',
        title: 'Winter tyres',
        href: '/shop/',
        image: 'uploads/banners/winter.webp',
        imageAlt: 'A ute on a snowy road',
        sortOrder: 0,
      })
      .returning({ id: homeBlocks.id });
    await t.database.db.insert(homeBlocks).values({
      kind: 'banner',
      title: 'Hidden banner',
      href: '/shop/',
      image: 'uploads/banners/hidden.webp',
      active: false,
    });
    const data = await blocks();
    expect(data.filter((b) => b.kind === 'slide').map((b) => b.title)).toEqual([
      'Winter tyres',
      'Brakes that stop on every road',
      'Get outback ready',
      'Tools for the home workshop',
    ]);
    expect(data.filter((b) => b.kind === 'banner').map((b) => b.title)).toEqual([
      'Filters for every service',
      'Lighting that goes the distance',
    ]);
    expect(data.find((b) => b.id === extra!.id)).toEqual({
      id: extra!.id,
      kind: 'slide',
      title: 'Winter tyres',
      text: '',
      href: '/shop/',
      cta: '',
      image: 'uploads/banners/winter.webp',
      image_alt: 'A ute on a snowy road',
      sort_order: 0,
    });
    await t.database.db.delete(homeBlocks).where(eq(homeBlocks.id, extra!.id));
  });
});

describe('permalink redirects for the build', () => {
  it('lists every redirect, chains collapsed', async () => {
    const empty = (await (await t.app.request('/api/catalogue/redirects')).json()) as { data: ApiRedirect[] };
    expect(empty.data).toEqual([]);
    await t.database.db.transaction(async (tx) => {
      await recordMove(tx, '/product/old-pads/', '/product/new-pads/');
      await recordMove(tx, '/product/new-pads/', '/product/newest-pads/');
    });
    const res = await t.app.request('/api/catalogue/redirects');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: ApiRedirect[] }).data).toEqual([
      { from: '/product/new-pads/', to: '/product/newest-pads/' },
      { from: '/product/old-pads/', to: '/product/newest-pads/' },
    ]);
  });
});
