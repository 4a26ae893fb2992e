/** Response schemas of the catalogue calls (docs/product.md#api-calls and the bulk export), for the OpenAPI document. */
import * as v from 'valibot';
import { STOCK_STATUSES } from '../../../lib/catalogue/stock.ts';

export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const Timestamp = v.pipe(v.string(), v.isoTimestamp());
/** Dollars as text with two decimals, e.g. "129.95". */
export const Money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));

export const MetaSchema = v.pipe(
  v.strictObject({ option: v.string(), value: v.string() }),
  v.metadata({ ref: 'Meta' }),
);

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

export const CategorySchema = v.pipe(
  v.strictObject({
    id: Id,
    sku: v.string(),
    title: v.string(),
    permalink: v.string(),
    thumbnail_image: v.string(),
    updated_at: Timestamp,
    child_categories: v.array(
      v.strictObject({
        id: Id,
        child_sku: v.string(),
        child_title: v.string(),
        permalink: v.string(),
        updated_at: Timestamp,
      }),
    ),
  }),
  v.metadata({ ref: 'Category' }),
);

export const ProductSchema = v.pipe(
  v.strictObject({
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
    category: v.nullable(
      v.strictObject({ id: Id, sku: v.string(), title: v.string(), permalink: v.string() }),
    ),
    child_category: v.nullable(
      v.strictObject({ id: Id, child_sku: v.string(), child_title: v.string(), permalink: v.string() }),
    ),
    brand: v.nullable(
      v.strictObject({
        id: Id,
        title: v.string(),
        permalink: v.string(),
        logo_image: v.string(),
        cover_image: v.string(),
      }),
    ),
    product_meta: v.array(MetaSchema),
    discount_data: v.nullable(
      v.strictObject({
        discount_type: v.pipe(
          v.number(),
          v.integer(),
          v.description('1: a fixed amount; otherwise a percent'),
        ),
        discount_value: v.string(),
        discounted_price: Money,
      }),
    ),
    is_featured: v.picklist([0, 1]),
    stock_status: v.picklist(STOCK_STATUSES),
    universal: v.pipe(
      v.boolean(),
      v.description('Fits every vehicle; otherwise only the vehicles of GET /products/{sku}/fitment'),
    ),
    image_alts: v.pipe(
      v.record(v.string(), v.string()),
      v.description('Alt text by image path; the title stands in where one is missing'),
    ),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
  v.metadata({ ref: 'Product' }),
);

export const SettingsSchema = v.strictObject({
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

export const SocialLinksSchema = v.strictObject({
  _facebook_link: v.string(),
  _twitter_link: v.string(),
  _instagram_link: v.string(),
  _youtube_link: v.string(),
  _linke_din: v.string(),
});

const Products = v.array(ProductSchema);

export const NavigationSchema = v.strictObject({
  data: v.strictObject({ category: v.array(CategorySchema), brand: v.array(BrandSchema) }),
});
export const SocialSchema = v.strictObject({
  data: v.strictObject({ links: SocialLinksSchema, category: v.array(CategorySchema) }),
});
export const BrandsSchema = v.strictObject({ data: v.array(BrandSchema), general_settings: SettingsSchema });
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
export const ProductListSchema = v.strictObject({ data: Products });
export const OneProductSchema = v.strictObject({ data: ProductSchema });
export const ShopPageSchema = v.strictObject({
  data: Products,
  meta: v.array(MetaSchema),
  total: Count,
  last_page: Id,
  current_page: Id,
  per_page: Id,
});
export const ProductExportSchema = v.strictObject({ data: Products, next_after: v.nullable(Id) });
export const ProductIdsSchema = v.strictObject({
  data: v.array(v.strictObject({ id: Id, updated_at: Timestamp })),
});
export const PageMetaSchema = v.strictObject({
  data: v.array(
    v.strictObject({
      scope: v.picklist(['shop', 'category', 'child_category', 'brand']),
      ref_key: v.string(),
      meta: v.array(MetaSchema),
    }),
  ),
});
