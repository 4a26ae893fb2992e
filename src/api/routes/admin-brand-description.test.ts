/**
 * A brand's description has one home, the brand (brands.description): the listing SEO form refuses
 * one, the shop's brand list hands the brand's own to the brand page, and the migration moved the
 * listing meta's copy onto the brand.
 */
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiBrand } from '../../lib/api/schemas/catalogue.ts';
import { brands, pageMeta } from '../db/schema/index.ts';
import { BRAND_DESCRIPTION_HOME } from './admin-page-meta.ts';

const t = setupTestApp();

describe("a brand's description", () => {
  it('is edited with the brand and handed to the brand page; the listing SEO form refuses one', async () => {
    const { token } = await staffSession(t, 'editor');
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.active, true)).limit(1);
    const saved = await adminCall(t, 'PATCH', `/brands/${brand!.id}`, token, {
      version: brand!.version,
      description: '<p>Made in Australia since 1935.</p>',
    });
    expect(saved.status).toBe(200);
    const shop = (await (await t.app.request('/api/brands')).json()) as { data: ApiBrand[] };
    expect(shop.data.find((b) => b.id === brand!.id)?.description).toBe(
      '<p>Made in Australia since 1935.</p>',
    );

    const meta = await adminCall(t, 'PUT', `/page-meta/brand/${brand!.permalink}`, token, {
      version: null,
      description: '<p>A second copy</p>',
    });
    expect(meta.status).toBe(422);
    expect(await meta.json()).toEqual({
      message: BRAND_DESCRIPTION_HOME,
      errors: { description: BRAND_DESCRIPTION_HOME },
    });
  });

  it('the seed keeps no second copy in the listing meta', async () => {
    const copies = await t.database.db
      .select()
      .from(pageMeta)
      .where(and(eq(pageMeta.scope, 'brand'), eq(pageMeta.option, '_description')));
    expect(copies).toEqual([]);
  });

  it('migration 0014 moves a listing meta description onto its brand and removes the copy', async () => {
    const db = t.database.db;
    const [brand] = await db.select().from(brands).limit(1);
    await db.insert(pageMeta).values({
      scope: 'brand',
      refKey: brand!.permalink,
      option: '_description',
      value: '<p>Shown copy</p>',
    });
    const file = readFileSync(
      new URL('../../../drizzle/0014_brand_description.sql', import.meta.url),
      'utf8',
    );
    for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const [moved] = await db.select().from(brands).where(eq(brands.id, brand!.id));
    expect(moved).toMatchObject({ description: '<p>Shown copy</p>', version: brand!.version + 1 });
    const left = await db
      .select()
      .from(pageMeta)
      .where(and(eq(pageMeta.scope, 'brand'), eq(pageMeta.option, '_description')));
    expect(left).toEqual([]);
  });
});
