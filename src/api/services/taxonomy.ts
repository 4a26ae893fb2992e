/** Categories, brands, settings, social links and page meta, shaped as the API sends them. */
import { and, asc, eq } from 'drizzle-orm';
import type {
  ApiBrand,
  ApiCategory,
  ApiGeneralSettings,
  ApiPageMetaGroup,
  ApiSocialLinks,
} from '../../lib/api/schemas/catalogue.ts';
import type { ApiMeta } from '../../lib/api/schemas/common.ts';
import { centsToDecimal, formatPercent } from '../../lib/pricing/money.ts';
import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  childCategories,
  generalSettings,
  pageMeta,
  socialLinks,
} from '../db/schema/index.ts';

/** Active categories in menu order, each with its child categories. */
export async function listCategories(db: Db): Promise<ApiCategory[]> {
  const [parents, children] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.active, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(childCategories).orderBy(asc(childCategories.sortOrder), asc(childCategories.id)),
  ]);
  return parents.map((c) => ({
    id: c.id,
    sku: c.sku,
    title: c.title,
    permalink: c.permalink,
    thumbnail_image: c.thumbnailImage,
    updated_at: c.updatedAt.toISOString(),
    child_categories: children
      .filter((child) => child.categoryId === c.id)
      .map((child) => ({
        id: child.id,
        child_sku: child.childSku,
        child_title: child.childTitle,
        permalink: child.permalink,
        updated_at: child.updatedAt.toISOString(),
      })),
  }));
}

/** Active brands in alphabetical order. */
export async function listBrands(db: Db): Promise<ApiBrand[]> {
  const rows = await db.select().from(brands).where(eq(brands.active, true)).orderBy(asc(brands.title));
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    permalink: b.permalink,
    logo_image: b.logoImage,
    cover_image: b.coverImage,
    description: b.description,
    updated_at: b.updatedAt.toISOString(),
  }));
}

/** The general settings row, in the API's text format (dollars and percents). */
export async function readSettings(db: Db): Promise<ApiGeneralSettings> {
  const [s] = await db.select().from(generalSettings).where(eq(generalSettings.id, 1));
  if (!s) throw new Error('general_settings has no row: run the seed');
  return {
    _gst_percentage: formatPercent(s.gstBp),
    _delivery_charges: centsToDecimal(s.deliveryChargeCents),
    _free_delivery_threshold: centsToDecimal(s.freeDeliveryThresholdCents),
    _return_days: String(s.returnDays),
    _warranty_years: String(s.warrantyYears),
    _member_discount_percentage: formatPercent(s.memberDiscountBp),
    _newsletter_discount_percentage: formatPercent(s.newsletterDiscountBp),
    _restocking_fee_percentage: formatPercent(s.restockingFeeBp),
  };
}

const socialKeys = [
  '_facebook_link',
  '_twitter_link',
  '_instagram_link',
  '_youtube_link',
  '_linke_din',
] as const;

/** The five social links; '' for any not set. */
export async function readSocialLinks(db: Db): Promise<ApiSocialLinks> {
  const rows = await db.select().from(socialLinks);
  const byKey = new Map(rows.map((r) => [r.option, r.value]));
  return Object.fromEntries(socialKeys.map((k) => [k, byKey.get(k) ?? ''])) as unknown as ApiSocialLinks;
}

/** Page meta of one listing page (scope and sku/permalink). */
export async function readPageMeta(
  db: Db,
  scope: ApiPageMetaGroup['scope'],
  refKey = '',
): Promise<ApiMeta[]> {
  const rows = await db
    .select({ option: pageMeta.option, value: pageMeta.value })
    .from(pageMeta)
    .where(and(eq(pageMeta.scope, scope), eq(pageMeta.refKey, refKey)))
    .orderBy(asc(pageMeta.option));
  return rows;
}

/** Every listing page's meta, grouped; the build reads it in one request. */
export async function listPageMeta(db: Db): Promise<ApiPageMetaGroup[]> {
  const rows = await db
    .select()
    .from(pageMeta)
    .orderBy(asc(pageMeta.scope), asc(pageMeta.refKey), asc(pageMeta.option));
  const groups = new Map<string, ApiPageMetaGroup>();
  for (const row of rows) {
    const key = `${row.scope}\u0000${row.refKey}`;
    let group = groups.get(key);
    if (!group) {
      group = { scope: row.scope as ApiPageMetaGroup['scope'], ref_key: row.refKey, meta: [] };
      groups.set(key, group);
    }
    group.meta.push({ option: row.option, value: row.value });
  }
  return [...groups.values()];
}
