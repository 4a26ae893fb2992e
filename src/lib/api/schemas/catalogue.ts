/**
 * The catalogue's answers (docs/product.md#api-calls, the bulk export the build reads, the home page's
 * blocks and the redirects). Money is dollars as text ("129.95"); src/lib/catalogue/product.ts turns
 * it into cents.
 */
import * as v from 'valibot';
import { STOCK_STATUSES } from '../../catalogue/stock.ts';
import { Count, Id, MetaSchema, Money, Timestamp } from './common.ts';
import { FitSummarySchema, PublicReviewSchema } from './reviews.ts';

/** A brand as the brand lists send it (GET /brands, /nav-bar-data, /home-page). */
export const BrandSchema = v.pipe(
  v.strictObject({
    id: Id,
    title: v.string(),
    permalink: v.string(),
    logo_image: v.string(),
    cover_image: v.string(),
    description: v.string(),
    updated_at: Timestamp,
  }),
  v.metadata({ ref: 'Brand' }),
);
export type ApiBrand = v.InferOutput<typeof BrandSchema>;

/** A product's brand: the brand without its description and time. */
const ProductBrandSchema = v.strictObject({
  id: Id,
  title: v.string(),
  permalink: v.string(),
  logo_image: v.string(),
  cover_image: v.string(),
});

const ChildCategorySchema = v.strictObject({
  id: Id,
  child_sku: v.string(),
  child_title: v.string(),
  permalink: v.string(),
  updated_at: Timestamp,
});

export const CategorySchema = v.pipe(
  v.strictObject({
    id: Id,
    sku: v.string(),
    title: v.string(),
    permalink: v.string(),
    thumbnail_image: v.string(),
    updated_at: Timestamp,
    child_categories: v.array(ChildCategorySchema),
  }),
  v.metadata({ ref: 'Category' }),
);
export type ApiCategory = v.InferOutput<typeof CategorySchema>;

/** A product's own discount: discount_type 1 is a fixed dollar amount, anything else a percent. */
const DiscountSchema = v.strictObject({
  discount_type: v.pipe(v.number(), v.integer(), v.description('1: a fixed amount; otherwise a percent')),
  discount_value: v.string(),
  discounted_price: Money,
});
export type ApiDiscount = v.InferOutput<typeof DiscountSchema>;

const productEntries = {
  id: Id,
  title: v.string(),
  sku: v.string(),
  permalink: v.string(),
  short_description: v.string(),
  long_description: v.string(),
  featured_image: v.string(),
  gallery_media: v.string(),
  category_id: Id,
  child_category_id: v.nullable(Id),
  category: v.nullable(v.strictObject({ id: Id, sku: v.string(), title: v.string(), permalink: v.string() })),
  child_category: v.nullable(
    v.strictObject({ id: Id, child_sku: v.string(), child_title: v.string(), permalink: v.string() }),
  ),
  brand: v.nullable(ProductBrandSchema),
  product_meta: v.array(MetaSchema),
  discount_data: v.nullable(DiscountSchema),
  is_featured: v.picklist([0, 1]),
  /** in_stock | low_stock | out_of_stock | backorder (lib/catalogue/stock.ts; read with stockStatusOf). */
  stock_status: v.picklist(STOCK_STATUSES),
  universal: v.pipe(
    v.boolean(),
    v.description('Fits every vehicle; otherwise only the vehicles of GET /products/{sku}/fitment'),
  ),
  image_alts: v.pipe(
    v.record(v.string(), v.string()),
    v.description('Alt text by image path; the title stands in where one is missing'),
  ),
  rating: v.pipe(
    v.nullable(v.number()),
    v.description(
      'The average quality (1 to 5, one decimal) of the approved reviews of real buyers; null when it has none. Never derived or made up.',
    ),
  ),
  review_count: v.pipe(Count, v.description('How many approved reviews the rating is the average of')),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const ProductSchema = v.pipe(v.strictObject(productEntries), v.metadata({ ref: 'Product' }));
export type ApiProduct = v.InferOutput<typeof ProductSchema>;

/** A product as the bulk export sends it: with its newest approved reviews and its fit summary. */
const ExportedProductSchema = v.pipe(
  v.strictObject({
    ...productEntries,
    reviews: v.pipe(
      v.array(PublicReviewSchema),
      v.description('The 20 most recent approved reviews, newest first'),
    ),
    fit_summary: v.pipe(
      v.array(FitSummarySchema),
      v.description(
        'Approved reviews with a fit rating, by the vehicle (make, model and series) their line was bought for',
      ),
    ),
  }),
  v.metadata({ ref: 'ExportedProduct' }),
);
export type ApiExportedProduct = v.InferOutput<typeof ExportedProductSchema>;

/** The shop's general settings as the product spec names them (GET /brands' general_settings). */
const GeneralSettingsSchema = v.strictObject({
  _gst_percentage: v.string(),
  _delivery_charges: Money,
  _free_delivery_threshold: Money,
  _return_days: v.string(),
  _warranty_years: v.string(),
  _member_discount_percentage: v.string(),
  _newsletter_discount_percentage: v.string(),
  /** Of a change-of-mind return's items; '0' when the shop charges no restocking fee. */
  _restocking_fee_percentage: v.string(),
});
export type ApiGeneralSettings = v.InferOutput<typeof GeneralSettingsSchema>;

const SocialLinksSchema = v.strictObject({
  _facebook_link: v.string(),
  _twitter_link: v.string(),
  _instagram_link: v.string(),
  _youtube_link: v.string(),
  _linke_din: v.string(),
});
export type ApiSocialLinks = v.InferOutput<typeof SocialLinksSchema>;

const Products = v.array(ProductSchema);

export const NavigationSchema = v.strictObject({
  data: v.strictObject({ category: v.array(CategorySchema), brand: v.array(BrandSchema) }),
});
export const SocialSchema = v.strictObject({
  data: v.strictObject({ links: SocialLinksSchema, category: v.array(CategorySchema) }),
});
export const BrandsSchema = v.strictObject({
  data: v.array(BrandSchema),
  general_settings: GeneralSettingsSchema,
});
export const CategoriesSchema = v.strictObject({ data: v.array(CategorySchema) });
export const HomePageSchema = v.strictObject({
  data: v.strictObject({
    category: v.array(CategorySchema),
    product: Products,
    virtual_product: Products,
    brand: v.array(BrandSchema),
  }),
});
export const LatestProductsSchema = v.strictObject({
  data: v.strictObject({
    data: Products,
    total: Count,
    per_page: Id,
    current_page: Id,
    last_page: Id,
  }),
});
export const OneProductSchema = v.strictObject({ data: ProductSchema });

/** GET /shop */
export const ShopPageSchema = v.strictObject({
  data: Products,
  meta: v.array(MetaSchema),
  total: Count,
  last_page: Id,
  current_page: Id,
  per_page: Id,
});
export type ApiShopPage = v.InferOutput<typeof ShopPageSchema>;

/** GET /catalogue/products: the bulk export the static build reads. */
export const ProductExportSchema = v.strictObject({
  data: v.array(ExportedProductSchema),
  next_after: v.nullable(Id),
});
export type ApiProductExport = v.InferOutput<typeof ProductExportSchema>;

export const ProductIdsSchema = v.strictObject({
  data: v.array(v.strictObject({ id: Id, updated_at: Timestamp })),
});

const PageMetaGroupSchema = v.strictObject({
  scope: v.picklist(['shop', 'category', 'child_category', 'brand']),
  ref_key: v.string(),
  meta: v.array(MetaSchema),
});
export type ApiPageMetaGroup = v.InferOutput<typeof PageMetaGroupSchema>;

/** GET /catalogue/page-meta */
export const PageMetaSchema = v.strictObject({ data: v.array(PageMetaGroupSchema) });

/** An active hero slide or banner of the home page. */
const HomeBlockSchema = v.strictObject({
  id: Id,
  kind: v.picklist(['slide', 'banner']),
  title: v.string(),
  text: v.string(),
  href: v.string(),
  cta: v.string(),
  /** Storage path of the picture. */
  image: v.string(),
  image_alt: v.string(),
  sort_order: v.pipe(v.number(), v.integer()),
});
export type ApiHomeBlock = v.InferOutput<typeof HomeBlockSchema>;

/** GET /catalogue/home-blocks */
export const HomeBlocksSchema = v.strictObject({ data: v.array(HomeBlockSchema) });

/** A 301 left behind by a changed permalink (site paths). */
const RedirectSchema = v.strictObject({ from: v.string(), to: v.string() });
export type ApiRedirect = v.InferOutput<typeof RedirectSchema>;

/** GET /catalogue/redirects */
export const RedirectsSchema = v.strictObject({ data: v.array(RedirectSchema) });
