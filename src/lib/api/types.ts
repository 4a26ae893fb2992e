/**
 * Response shapes of the catalogue calls in docs/product.md#api-calls, as the admin host sends them.
 * Money is dollars as text here ("129.95"); src/lib/catalogue/product.ts turns it into cents.
 */

import type { StockStatus } from '../catalogue/stock.ts';
import type { Position, Vehicle } from '../fitment/fitment.ts';

/** An option/value pair (product_meta, page meta, user_meta). */
export interface ApiMeta {
  option: string;
  value: string;
}

/** discount_type 1 is a fixed dollar amount; anything else is a percent. */
export interface ApiDiscount {
  discount_type: number | string;
  discount_value: string;
  discounted_price: string;
}

export interface ApiBrand {
  id: number;
  title: string;
  permalink: string;
  logo_image: string;
  cover_image: string;
  description?: string;
  updated_at?: string;
}

export interface ApiChildCategory {
  id: number;
  child_sku: string;
  child_title: string;
  permalink: string;
  updated_at?: string;
}

export interface ApiCategory {
  id: number;
  sku: string;
  title: string;
  permalink: string;
  thumbnail_image: string;
  child_categories: ApiChildCategory[];
  updated_at?: string;
}

export interface ApiProduct {
  id: number;
  title: string;
  sku: string;
  permalink: string;
  short_description: string;
  long_description: string;
  featured_image: string;
  gallery_media: string;
  category_id: number;
  child_category_id: number | null;
  category: { id: number; sku: string; title: string; permalink: string } | null;
  child_category: { id: number; child_sku: string; child_title: string; permalink: string } | null;
  brand: ApiBrand | null;
  product_meta: ApiMeta[];
  discount_data: ApiDiscount | null;
  is_featured: number;
  /** in_stock | out_of_stock | backorder (lib/stock.ts; read with stockStatusOf). */
  stock_status: StockStatus;
  /** Fits every vehicle (fluids, tools); otherwise only the vehicles its fitment rows list. */
  universal: boolean;
  /** Alt text by image path (featured image and gallery); the title stands in where one is missing. */
  image_alts: Record<string, string>;
  created_at: string;
  updated_at: string;
}

export interface ApiGeneralSettings {
  _gst_percentage: string;
  _delivery_charges: string;
  _free_delivery_threshold: string;
  _return_days: string;
  _warranty_years: string;
  _member_discount_percentage: string;
  _newsletter_discount_percentage: string;
  _restocking_fee_percentage: string;
}

export interface ApiBlog {
  id: number;
  title: string;
  permalink: string;
  description: string;
  content: string;
  created_at: string;
  updated_at: string;
  active: number;
  featured_images: string;
  fimage_alt_text: string;
  cover_image: string;
  _seo_title: string;
  _seo_description: string;
  _seo_tags: string;
  _canonical_url: string;
  _schema_markup: string;
  _page_index: string;
}

/** GET /shop */
export interface ApiShopPage {
  data: ApiProduct[];
  meta: ApiMeta[];
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

/** GET /catalogue/products: the bulk export the static build reads. */
export interface ApiProductExport {
  data: ApiProduct[];
  next_after: number | null;
}

/** GET /catalogue/page-meta */
export interface ApiPageMetaGroup {
  scope: 'shop' | 'category' | 'child_category' | 'brand';
  ref_key: string;
  meta: ApiMeta[];
}

/** GET /catalogue/home-blocks: an active hero slide or banner of the home page. */
export interface ApiHomeBlock {
  id: number;
  kind: 'slide' | 'banner';
  title: string;
  text: string;
  href: string;
  cta: string;
  /** Storage path of the picture. */
  image: string;
  image_alt: string;
  sort_order: number;
}

/** GET /catalogue/redirects: a 301 left behind by a changed permalink (site paths). */
export interface ApiRedirect {
  from: string;
  to: string;
}

export interface ApiSocialLinks {
  _facebook_link: string;
  _twitter_link: string;
  _instagram_link: string;
  _youtube_link: string;
  _linke_din: string;
}

/** GET /pages: information pages (our addition). */
export interface ApiInfoPage {
  slug: string;
  title: string;
  summary: string;
  content: string;
  schema_type: string;
  _seo_title: string;
  _seo_description: string;
  _seo_tags: string;
  _page_index: string;
  updated_at: string;
}

/** GET /faqs (our addition). */
export interface ApiFaqGroup {
  group: string;
  items: { question: string; answer: string }[];
  updated_at: string;
}

// ----- Vehicle fitment -----

/** GET /vehicles: a vehicle type under its series (the engine the shopper picks last). */
export interface ApiTreeVehicle {
  id: number;
  engine: string;
  engine_code: string;
  displacement_cc: number | null;
  fuel: Vehicle['fuel'];
  body: string;
  drive: string;
  transmission: string;
  year_from: number;
  year_to: number;
}

/** GET /vehicles: makes -> models -> series -> vehicles, sorted by name and years. */
export interface ApiVehicleTree {
  makes: {
    make: string;
    models: {
      model: string;
      /** A series' years span all of its vehicles. */
      series: { series: string; year_from: number; year_to: number; vehicles: ApiTreeVehicle[] }[];
    }[];
  }[];
}

/** GET /vehicles/{id}/products: one fitment row of a vehicle-specific product that fits. */
export interface ApiVehiclePart {
  product_id: number;
  sku: string;
  title: string;
  permalink: string;
  position: Position;
  qty: number;
  note: string;
  year_from: number | null;
  year_to: number | null;
}

/** GET /vehicles/{id}/products */
export interface ApiVehicleParts {
  vehicle: Vehicle;
  year: number | null;
  parts: ApiVehiclePart[];
}

/** GET /products/{sku}/fitment: a universal product lists no fitments (it fits every vehicle). */
export interface ApiProductFitment {
  product_id: number;
  universal: boolean;
  fitments: {
    vehicle: Vehicle;
    position: Position;
    qty: number;
    note: string;
    year_from: number | null;
    year_to: number | null;
    qualifiers: Record<string, string>;
  }[];
}

/** GET /user/garage: a member's saved vehicle. */
export interface GarageEntry {
  id: number;
  vehicle_id: number;
  year: number;
  active: boolean;
  /** vehicleLabel(vehicle, year): "2019 Ford Ranger PX3 3.2 TDCi" */
  label: string;
  vehicle: Vehicle;
}
