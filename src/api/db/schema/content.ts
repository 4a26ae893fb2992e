/** Editorial pages: blogs, information pages, FAQs, home page blocks, and redirects from old URLs. */
import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { stamps, version } from './columns.ts';

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  permalink: text('permalink').notNull().unique(),
  description: text('description').notNull().default(''),
  content: text('content').notNull().default(''),
  active: smallint('active').notNull().default(1),
  featuredImage: text('featured_image').notNull().default(''),
  fimageAltText: text('fimage_alt_text').notNull().default(''),
  coverImage: text('cover_image').notNull().default(''),
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoTags: text('seo_tags').notNull().default(''),
  canonicalUrl: text('canonical_url').notNull().default(''),
  schemaMarkup: text('schema_markup').notNull().default(''),
  pageIndex: text('page_index').notNull().default('1'),
  ...version,
  ...stamps,
});

/**
 * Information pages (about, policies, guidelines). Content is HTML that may name settings as
 * {{free_delivery_threshold}}, {{delivery_charge}}, {{return_days}}, {{gst_percentage}}, {{warranty_years}},
 * {{restocking_fee}}, {{store_name}}, filled in when the page is built, so policy texts can never disagree with the settings.
 */
export const infoPages = pgTable('info_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  content: text('content').notNull(),
  schemaType: text('schema_type').notNull().default('WebPage'),
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoTags: text('seo_tags').notNull().default(''),
  pageIndex: text('page_index').notNull().default('1'),
  ...version,
  ...stamps,
});

/** FAQ entries, shown on /faqs under their group's heading. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...version,
  updatedAt: stamps.updatedAt,
});

/** Home page hero slides and banners, edited in the back office (kind 'slide' | 'banner'). */
export const homeBlocks = pgTable(
  'home_blocks',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    href: text('href').notNull(),
    cta: text('cta').notNull().default(''),
    image: text('image').notNull(),
    imageAlt: text('image_alt').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...version,
    ...stamps,
  },
  (t) => [index('home_blocks_kind_idx').on(t.kind, t.sortOrder)],
);

/**
 * Old URL -> new URL, written when an editor changes a product's, category's, brand's or blog's
 * permalink. The build writes them into _redirects as 301s; chains are collapsed on write (A->B then
 * B->C leaves A->C and B->C), and a path that is live again loses its redirect.
 */
export const urlRedirects = pgTable('url_redirects', {
  id: serial('id').primaryKey(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  createdAt: stamps.createdAt,
});
