/**
 * Content collections pulled from the API at build time (no request per product). Loaders store
 * domain values (src/lib/catalogue: money in integer cents, discounts decoded), checked against the
 * schemas here as they are stored; pages read them typed through src/data/catalogue.ts.
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
import { productsLoader } from './loaders/products.ts';
import { listLoader } from './loaders/snapshot.ts';

const api = buildApi();

const id = z.number().int();
const cents = z.number().int().nonnegative();
const basisPoints = z.number().int().nonnegative();
const meta = z.array(z.object({ option: z.string(), value: z.string() }));
/** Items of a list collection keep the API's order as `position`. */
const position = z.number().int();

const productCategory = z.object({ id, sku: z.string(), title: z.string(), permalink: z.string() });

/** src/lib/catalogue/product.ts's Product. */
export const productSchema = z.object({
  id,
  title: z.string(),
  sku: z.string(),
  permalink: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  featuredImage: z.string(),
  gallery: z.array(z.string()),
  imageAlts: z.record(z.string(), z.string()),
  stockStatus: z.enum(['in_stock', 'out_of_stock', 'backorder']),
  category: productCategory.nullable(),
  childCategory: productCategory.nullable(),
  brand: z.object({ id, title: z.string(), permalink: z.string(), logoImage: z.string() }).nullable(),
  priceCents: cents,
  discount: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), bp: basisPoints.positive() }),
      z.object({ kind: z.literal('fixed'), cents: cents.positive() }),
    ])
    .nullable(),
  finalPriceCents: cents,
  weightKg: z.number().nullable(),
  isFeatured: z.boolean(),
  universal: z.boolean(),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    canonical: z.string(),
    schemaMarkup: z.string(),
    indexable: z.boolean(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

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
  products: defineCollection({ loader: productsLoader(api), schema: productSchema }),
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
