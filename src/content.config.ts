/**
 * Content collections pulled from the API at build time: the small lists (categories, brands, blogs,
 * page meta, settings), one request each. Loaders store domain values checked against the schemas
 * here; pages read them typed through src/data/catalogue.ts. Products are not a collection: at
 * 100,000 of them the content layer's store (serialised whole on every save, and bundled into the
 * build as one module) cost more than the pages; src/data/product-store.ts keeps them.
 */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { buildApi } from './data/build-api.ts';
import type {
  ApiBlog,
  ApiBrand,
  ApiCategory,
  ApiFaqGroup,
  ApiGeneralSettings,
  ApiInfoPage,
  ApiPageMetaGroup,
  ApiSocialLinks,
} from './lib/api/types.ts';
import { toStoreSettings } from './lib/catalogue/settings.ts';
import { listLoader } from './loaders/snapshot.ts';

const api = buildApi();

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

export const collections = {
  categories: defineCollection({
    loader: listLoader(
      'categories-api',
      async () => (await api.get<{ data: ApiCategory[] }>('/categories')).data,
      (c) => c.sku,
    ),
    schema: categorySchema,
  }),
  brands: defineCollection({
    loader: listLoader(
      'brands-api',
      async () => (await api.get<{ data: ApiBrand[] }>('/brands')).data,
      (b) => b.permalink,
    ),
    schema: brandSchema,
  }),
  blogs: defineCollection({
    loader: listLoader(
      'blogs-api',
      async () => (await api.get<{ data: { data: ApiBlog[] } }>('/blogs')).data.data,
      (b) => b.permalink,
    ),
    schema: blogSchema,
  }),
  infoPages: defineCollection({
    loader: listLoader(
      'info-pages-api',
      async () => (await api.get<{ data: ApiInfoPage[] }>('/pages')).data,
      (p) => p.slug,
    ),
    schema: infoPageSchema,
  }),
  faqs: defineCollection({
    loader: listLoader(
      'faqs-api',
      async () => (await api.get<{ data: ApiFaqGroup[] }>('/faqs')).data,
      (g) => g.group,
    ),
    schema: faqGroupSchema,
  }),
  pageMeta: defineCollection({
    loader: listLoader(
      'page-meta-api',
      async () => (await api.get<{ data: ApiPageMetaGroup[] }>('/catalogue/page-meta')).data,
      (g) => `${g.scope}:${g.ref_key}`,
    ),
    schema: pageMetaSchema,
  }),
  site: defineCollection({
    loader: listLoader(
      'site-api',
      async () => {
        const [brands, social] = await Promise.all([
          api.get<{ general_settings: ApiGeneralSettings }>('/brands'),
          api.get<{ data: { links: ApiSocialLinks } }>('/social-links'),
        ]);
        return [
          { id: 'site', settings: toStoreSettings(brands.general_settings), social: social.data.links },
        ];
      },
      (s) => s.id,
    ),
    schema: siteSchema,
  }),
};
