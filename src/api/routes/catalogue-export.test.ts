import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiProductExport } from '../../lib/api/types.ts';
import { products } from '../db/schema.ts';

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
