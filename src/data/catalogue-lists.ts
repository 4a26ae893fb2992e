/**
 * The catalogue's small lists, read from the API at build time (one request each): categories,
 * brands, blogs, information pages, FAQs, listing page meta, and the shop's settings. Each list keeps
 * the API's order as `position` and is checked against its schema here, so pages and the catalogue
 * generator read the same typed values (src/data/catalogue.ts). Framework-free: Astro's pages and the
 * generator's processes both load the catalogue through it.
 */
import { z } from 'astro/zod';
import type { ApiClient } from '../lib/api/client.ts';
import type {
  ApiBlog,
  ApiBrand,
  ApiCategory,
  ApiFaqGroup,
  ApiGeneralSettings,
  ApiInfoPage,
  ApiPageMetaGroup,
  ApiSocialLinks,
} from '../lib/api/types.ts';
import { toStoreSettings } from '../lib/catalogue/settings.ts';

const id = z.number().int();
const cents = z.number().int().nonnegative();
const basisPoints = z.number().int().nonnegative();
const meta = z.array(z.object({ option: z.string(), value: z.string() }));
/** Items of a list collection keep the API's order as `position`. */
const position = z.number().int();

export const categorySchema = z.object({
  id,
  sku: z.string(),
  title: z.string(),
  permalink: z.string(),
  thumbnail_image: z.string(),
  child_categories: z.array(
    z.object({
      id,
      child_sku: z.string(),
      child_title: z.string(),
      permalink: z.string(),
      updated_at: z.string().optional(),
    }),
  ),
  updated_at: z.string().optional(),
  position,
});

export const brandSchema = z.object({
  id,
  title: z.string(),
  permalink: z.string(),
  logo_image: z.string(),
  cover_image: z.string(),
  description: z.string().optional(),
  updated_at: z.string().optional(),
  position,
});

export const blogSchema = z.object({
  id,
  title: z.string(),
  permalink: z.string(),
  description: z.string(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  active: z.number(),
  featured_images: z.string(),
  fimage_alt_text: z.string(),
  cover_image: z.string(),
  _seo_title: z.string(),
  _seo_description: z.string(),
  _seo_tags: z.string(),
  _canonical_url: z.string(),
  _schema_markup: z.string(),
  _page_index: z.string(),
  position,
});

export const infoPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  schema_type: z.string(),
  _seo_title: z.string(),
  _seo_description: z.string(),
  _seo_tags: z.string(),
  _page_index: z.string(),
  updated_at: z.string(),
  position,
});

export const faqGroupSchema = z.object({
  group: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
  updated_at: z.string(),
  position,
});

export const pageMetaSchema = z.object({
  scope: z.enum(['shop', 'category', 'child_category', 'brand']),
  ref_key: z.string(),
  meta,
  position,
});

/** src/lib/catalogue/settings.ts's StoreSettings and the social links. */
export const siteSchema = z.object({
  id: z.string(),
  settings: z.object({
    gstBp: basisPoints,
    deliveryChargeCents: cents,
    freeDeliveryThresholdCents: cents,
    returnDays: z.number().int(),
    warrantyYears: z.number().int(),
    memberDiscountBp: basisPoints,
    newsletterDiscountBp: basisPoints,
    restockingFeeBp: basisPoints,
  }),
  social: z.object({
    _facebook_link: z.string(),
    _twitter_link: z.string(),
    _instagram_link: z.string(),
    _youtube_link: z.string(),
    _linke_din: z.string(),
  }),
  position,
});

/**
 * One list as the schema reads it: each item with its position, the last of a key kept (a key names
 * one entry), in the API's order.
 */
function parsedList<S extends z.ZodType>(
  schema: S,
  items: object[],
  keyOf: (item: never) => string,
): z.output<S>[] {
  const byKey = new Map<string, z.output<S>>();
  for (const [position, item] of items.entries()) {
    const key = keyOf(item as never);
    byKey.delete(key);
    byKey.set(key, schema.parse({ ...item, position }));
  }
  return [...byKey.values()];
}

export interface CatalogueLists {
  categories: z.output<typeof categorySchema>[];
  brands: z.output<typeof brandSchema>[];
  blogs: z.output<typeof blogSchema>[];
  infoPages: z.output<typeof infoPageSchema>[];
  faqs: z.output<typeof faqGroupSchema>[];
  pageMeta: z.output<typeof pageMetaSchema>[];
  site: z.output<typeof siteSchema>;
}

/** Reads every list from the API at once. */
export async function fetchCatalogueLists(api: ApiClient): Promise<CatalogueLists> {
  const [categories, brands, blogs, infoPages, faqs, pageMeta, social] = await Promise.all([
    api.get<{ data: ApiCategory[]; general_settings: ApiGeneralSettings }>('/categories'),
    api.get<{ data: ApiBrand[]; general_settings: ApiGeneralSettings }>('/brands'),
    api.get<{ data: { data: ApiBlog[] } }>('/blogs'),
    api.get<{ data: ApiInfoPage[] }>('/pages'),
    api.get<{ data: ApiFaqGroup[] }>('/faqs'),
    api.get<{ data: ApiPageMetaGroup[] }>('/catalogue/page-meta'),
    api.get<{ data: { links: ApiSocialLinks } }>('/social-links'),
  ]);
  return {
    categories: parsedList(categorySchema, categories.data, (c: ApiCategory) => c.sku),
    brands: parsedList(brandSchema, brands.data, (b: ApiBrand) => b.permalink),
    blogs: parsedList(blogSchema, blogs.data.data, (b: ApiBlog) => b.permalink),
    infoPages: parsedList(infoPageSchema, infoPages.data, (p: ApiInfoPage) => p.slug),
    faqs: parsedList(faqGroupSchema, faqs.data, (g: ApiFaqGroup) => g.group),
    pageMeta: parsedList(pageMetaSchema, pageMeta.data, (g: ApiPageMetaGroup) => `${g.scope}:${g.ref_key}`),
    site: siteSchema.parse({
      id: 'site',
      settings: toStoreSettings(brands.general_settings),
      social: social.data.links,
      position: 0,
    }),
  };
}
