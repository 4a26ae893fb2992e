/** The content answers: blogs, information pages, FAQs, the sitemap map and the health check. */
import * as v from 'valibot';
import { Id, Timestamp } from './common.ts';

export const BlogSchema = v.pipe(
  v.strictObject({
    id: Id,
    title: v.string(),
    permalink: v.string(),
    description: v.string(),
    content: v.string(),
    created_at: Timestamp,
    updated_at: Timestamp,
    active: v.picklist([0, 1]),
    featured_images: v.string(),
    fimage_alt_text: v.string(),
    cover_image: v.string(),
    _seo_title: v.string(),
    _seo_description: v.string(),
    _seo_tags: v.string(),
    _canonical_url: v.string(),
    _schema_markup: v.string(),
    _page_index: v.string(),
  }),
  v.metadata({ ref: 'Blog' }),
);
export type ApiBlog = v.InferOutput<typeof BlogSchema>;

export const BlogsSchema = v.strictObject({ data: v.strictObject({ data: v.array(BlogSchema) }) });
export const OneBlogSchema = v.strictObject({
  data: v.strictObject({ data: v.strictObject({ blog: BlogSchema, related_blogs: v.array(BlogSchema) }) }),
});

/** GET /pages: an information page (our addition). */
const InfoPageSchema = v.pipe(
  v.strictObject({
    slug: v.string(),
    title: v.string(),
    summary: v.string(),
    content: v.string(),
    schema_type: v.string(),
    _seo_title: v.string(),
    _seo_description: v.string(),
    _seo_tags: v.string(),
    _page_index: v.string(),
    updated_at: Timestamp,
  }),
  v.metadata({ ref: 'InfoPage' }),
);
export type ApiInfoPage = v.InferOutput<typeof InfoPageSchema>;

export const InfoPagesSchema = v.strictObject({ data: v.array(InfoPageSchema) });
export const OneInfoPageSchema = v.strictObject({ data: InfoPageSchema });

/** GET /faqs (our addition): a group of questions. */
const FaqGroupSchema = v.strictObject({
  group: v.string(),
  items: v.array(v.strictObject({ question: v.string(), answer: v.string() })),
  updated_at: Timestamp,
});
export type ApiFaqGroup = v.InferOutput<typeof FaqGroupSchema>;

export const FaqsSchema = v.strictObject({ data: v.array(FaqGroupSchema) });

const Links = v.array(v.strictObject({ url: v.string(), lastModified: Timestamp }));
export const SitemapMapSchema = v.strictObject({
  data: v.strictObject({
    Product: Links,
    Category: Links,
    'Child Categories': Links,
    Brand: Links,
    Blogs: Links,
    'Other Pages': Links,
  }),
});

export const HealthSchema = v.strictObject({ status: v.literal('ok') });
