/**
 * The back office's listing SEO: the shop listing's and each brand's page meta (GET/PUT
 * /admin/page-meta). The editable records' answers (brands, blog posts, pages, …) are made from their
 * field lists (src/lib/content/record-fields.ts) by src/api/http/record-routes.ts.
 */
import * as v from 'valibot';

/** A page's robots setting: '0' noindex, '1' index. */
const PageIndex = v.picklist(['0', '1']);

/** A listing's SEO options by their API names (page_meta options _seo_title, …). */
const ListingOptionsSchema = v.strictObject({
  seo_title: v.string(),
  seo_description: v.string(),
  seo_tags: v.string(),
  /** JSON, or empty. */
  schema_markup: v.string(),
  /** Rich text (HTML, sanitised); the shop listing's only (a brand's is the brand's own). */
  description: v.string(),
  editor_image: v.string(),
  page_index: PageIndex,
});

/** The shop listing (ref '') or a brand's (ref its permalink) and its SEO options. */
const ListingMetaSchema = v.strictObject({
  scope: v.picklist(['shop', 'brand']),
  ref: v.string(),
  title: v.string(),
  options: ListingOptionsSchema,
  /** The time of its last save, sent back with an edit; null when it has no options yet. */
  version: v.nullable(v.string()),
});
export type ListingMeta = v.InferOutput<typeof ListingMetaSchema>;

export const ListingMetaListSchema = v.strictObject({ data: v.array(ListingMetaSchema) });
export const ListingMetaAnswerSchema = v.strictObject({ data: ListingMetaSchema });
export const StaleListingMetaSchema = v.strictObject({ message: v.string(), current: ListingMetaSchema });
