/**
 * The one database schema (PostgreSQL dialect, used by PGlite and node-postgres alike).
 * Money is integer cents (`*_cents`); percentages are integer basis points (`*_bp`, 1000 = 10%).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VehicleSnapshot } from '../../lib/fitment/fitment.ts';

/** orders.user_id of an order placed by a guest (SPEC section 3). */
export const GUEST_USER_ID = 0;

/**
 * Optimistic locking for records the back office edits: a save names the version it was made from
 * and the UPDATE matches it (`WHERE version = $v`), bumping it; a stale copy changes nothing (409).
 */
const version = { version: integer('version').notNull().default(1) };

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /**
     * When the member proved the email is theirs (the link mailed at sign-up, or a password reset by
     * emailed code). Only then are guest orders placed with that email shown as theirs.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    roleId: integer('role_id').notNull().default(5),
    createdBy: integer('created_by').notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The back office's customer list and search box: ILIKE '%…%' (pg_trgm).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Option/value pairs of a user (_b_name, _b_email, _b_number, _b_street_address, _b_area_address). */
export const userMeta = pgTable(
  'user_meta',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: text('option').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [uniqueIndex('user_meta_user_option_idx').on(t.userId, t.option)],
);

export const signupPlans = pgTable('signup_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  discountBp: integer('discount_bp').notNull(),
  active: boolean('active').notNull().default(true),
});

export const membershipPlans = pgTable('membership_plans', {
  id: serial('id').primaryKey(),
  planName: text('plan_name').notNull(),
  discountBp: integer('discount_bp').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Granted when the shop approves a trade account (the Trade Member plan). */
  forTrade: boolean('for_trade').notNull().default(false),
});

/**
 * The membership plans a member holds (SPEC's user_membership_plans). Every member holds the first
 * plan from sign-up; trade plans come with an approved trade account. Only a held plan applies.
 */
export const userMembershipPlans = pgTable(
  'user_membership_plans',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'cascade' }),
    createdAt: stamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  title: text('title').notNull(),
  permalink: text('permalink').notNull().unique(),
  thumbnailImage: text('thumbnail_image').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...version,
  ...stamps,
});

export const childCategories = pgTable(
  'child_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    childSku: text('child_sku').notNull().unique(),
    childTitle: text('child_title').notNull(),
    permalink: text('permalink').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...version,
    ...stamps,
  },
  (t) => [uniqueIndex('child_categories_parent_permalink_idx').on(t.categoryId, t.permalink)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  permalink: text('permalink').notNull().unique(),
  logoImage: text('logo_image').notNull().default(''),
  coverImage: text('cover_image').notNull().default(''),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(true),
  ...version,
  ...stamps,
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    sku: text('sku').notNull().unique(),
    permalink: text('permalink').notNull().unique(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    featuredImage: text('featured_image').notNull().default(''),
    /** Comma-separated image paths, as SPEC's gallery_media. */
    galleryMedia: text('gallery_media').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    childCategoryId: integer('child_category_id').references(() => childCategories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    priceCents: integer('price_cents').notNull(),
    weightGrams: integer('weight_grams').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** in_stock | out_of_stock | backorder (lib/stock.ts): JSON-LD availability and Add to cart. */
    stockStatus: text('stock_status').notNull().default('in_stock'),
    /** Alt text per image path of the featured image and gallery; the title stands in where missing. */
    imageAlts: jsonb('image_alts').$type<Record<string, string>>().notNull().default({}),
    /**
     * Fits every vehicle (fluids, tools, most accessories: DESIGN section 9). Otherwise the product
     * fits only the vehicles its `fitments` rows list.
     */
    universal: boolean('universal').notNull().default(false),
    /** The version of the product's fitment rows, apart from `version`: the editor saves them on their own. */
    fitmentVersion: integer('fitment_version').notNull().default(1),
    ...version,
    ...stamps,
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_child_category_idx').on(t.childCategoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_updated_at_idx').on(t.updatedAt),
    // SKUs are unique whatever their case (the editor's check says so; this holds it under races).
    uniqueIndex('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    // The back office's product list and search box: ILIKE '%…%' (pg_trgm), inactive products too.
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
  ],
);

/** PostgreSQL's text search document type; read only inside SQL, never selected into the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What GET /search-product searches: one row per active product, kept by triggers (migration 0010)
 * on products, brands, categories and child categories, so every write path (editor, CSV import,
 * generator) keeps it current. A table of its own rather than columns on products, so product reads
 * never carry the document, and so it can hold the brand and category names a generated column
 * cannot reach.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The SKU in lower case with only its letters and digits: "BOS-BRK58537" is "bosbrk58537". */
    skuKey: text('sku_key').notNull(),
    /** Title (weight A), brand and category names (B), short (C) and long description (D). */
    document: tsvector('document').notNull(),
  },
  // GIN without its pending list (fastupdate): a search scans the whole list, which grows with every
  // edit until a vacuum (PGlite never runs one); measured at 100k, 7,000 pending SKUs made a part
  // number lookup take 150 ms instead of 1 ms.
  (t) => [
    index('product_search_document_idx').using('gin', t.document).with({ fastupdate: false }),
    // Part numbers typed in part or with a slip: LIKE '%…%' and similarity (pg_trgm).
    index('product_search_sku_trgm_idx')
      .using('gin', t.skuKey.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // Exact part numbers and their beginnings: = and LIKE '…%'.
    index('product_search_sku_key_idx').on(t.skuKey.op('text_pattern_ops')),
  ],
);

/** SEO and other open-ended product options (_seo_title, _seo_description, _seo_tags, _canonical_url, _schema_markup, _page_index). */
export const productMeta = pgTable(
  'product_meta',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    option: text('option').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [uniqueIndex('product_meta_product_option_idx').on(t.productId, t.option)],
);

/** discount_type 1 = fixed (value in cents); anything else = percent (value in basis points). */
export const productDiscounts = pgTable('product_discounts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  discountType: smallint('discount_type').notNull(),
  discountValue: integer('discount_value').notNull(),
});

/** Single-row general settings; every text that mentions these values renders from here. */
export const generalSettings = pgTable('general_settings', {
  id: integer('id').primaryKey().default(1),
  gstBp: integer('gst_bp').notNull(),
  deliveryChargeCents: integer('delivery_charge_cents').notNull(),
  freeDeliveryThresholdCents: integer('free_delivery_threshold_cents').notNull(),
  returnDays: integer('return_days').notNull(),
  warrantyYears: integer('warranty_years').notNull(),
  memberDiscountBp: integer('member_discount_bp').notNull(),
  newsletterDiscountBp: integer('newsletter_discount_bp').notNull(),
  /** The restocking fee a change-of-mind return may lose, in basis points of its items; 0 = the shop charges none. */
  restockingFeeBp: integer('restocking_fee_bp').notNull().default(0),
  /** The seller as its tax invoices name it: legal name, ABN (11 digits, no spaces) and address. */
  sellerLegalName: text('seller_legal_name').notNull().default(''),
  sellerAbn: text('seller_abn').notNull().default(''),
  sellerAddress: text('seller_address').notNull().default(''),
  /** Tracking-link template per carrier, `{tracking}` standing for the number (lib/fulfilment's CARRIERS). */
  trackingLinks: jsonb('tracking_links').$type<Record<string, string>>().notNull().default({}),
  ...version,
  updatedAt: stamps.updatedAt,
});

/** Social links: _facebook_link, _twitter_link, _instagram_link, _youtube_link, _linke_din. */
export const socialLinks = pgTable('social_links', {
  option: text('option').primaryKey(),
  value: text('value').notNull(),
});

/** Page meta of listing pages. scope: shop | category | child_category | brand; refKey: the sku or permalink ('' for the shop). */
export const pageMeta = pgTable(
  'page_meta',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    refKey: text('ref_key').notNull().default(''),
    option: text('option').notNull(),
    value: text('value').notNull().default(''),
    updatedAt: stamps.updatedAt,
  },
  (t) => [uniqueIndex('page_meta_scope_ref_option_idx').on(t.scope, t.refKey, t.option)],
);

const addressFields = {
  fName: text('f_name').notNull(),
  lName: text('l_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  streetAddress: text('street_address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postCode: text('post_code').notNull(),
  suburb: text('suburb').notNull().default(''),
  company: text('company').notNull().default(''),
};

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...addressFields,
    addressType: text('address_type').notNull(),
    ...stamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Random, never sequential: guests track orders by it. */
    invoiceNumber: text('invoice_number').notNull().unique(),
    /**
     * The member who placed it, or 0 for a guest (SPEC section 3: "user_id (0 for a guest)"). No
     * foreign key: 0 names no user.
     */
    userId: integer('user_id').notNull().default(GUEST_USER_ID),
    ...addressFields,
    sFName: text('s_f_name').notNull().default(''),
    sLName: text('s_l_name').notNull().default(''),
    sEmail: text('s_email').notNull().default(''),
    sPhone: text('s_phone').notNull().default(''),
    sStreetAddress: text('s_street_address').notNull().default(''),
    sCity: text('s_city').notNull().default(''),
    sState: text('s_state').notNull().default(''),
    sPostCode: text('s_post_code').notNull().default(''),
    sSuburb: text('s_suburb').notNull().default(''),
    sCompany: text('s_company').notNull().default(''),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    channel: text('channel').notNull().default('Web'),
    /** The GST rate the order was priced at, in basis points. */
    gstBp: integer('gst_bp').notNull().default(1000),
    /** SPEC's subtotal, ex GST. Every other amount below is GST-inclusive, as shown (lib/pricing's OrderTotals). */
    subtotalCents: integer('subtotal_cents').notNull(),
    subtotalIncCents: integer('subtotal_inc_cents').notNull().default(0),
    signupDiscountBp: integer('signup_discount_bp').notNull().default(0),
    signupDiscountCents: integer('signup_discount_cents').notNull().default(0),
    membershipPlanId: integer('membership_plan_id').references(() => membershipPlans.id),
    membershipDiscountCents: integer('membership_discount_cents').notNull().default(0),
    /** The newsletter welcome code redeemed by this order, and what it took off. */
    promoCode: text('promo_code'),
    newsletterDiscountCents: integer('newsletter_discount_cents').notNull().default(0),
    /** SPEC's delivery charge, ex GST; deliveryIncCents is what was shown and charged. */
    deliveryCents: integer('delivery_cents').notNull(),
    deliveryIncCents: integer('delivery_inc_cents').notNull().default(0),
    gstCents: integer('gst_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    comment: text('comment').notNull().default(''),
    /** The buyer's business on a trade account (its tax invoices from $1,000 name it): name and ABN. */
    buyerBusinessName: text('buyer_business_name').notNull().default(''),
    buyerAbn: text('buyer_abn').notNull().default(''),
    /**
     * The provider's payment that pays this order: a Stripe PaymentIntent id (written when the charge
     * is created) or the captured PayPal order id. The column keeps SPEC's order field name.
     */
    paymentRef: text('payment_intent_id'),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the normalised request and its caller: a key reused for another request is refused. */
    requestHash: text('request_hash'),
    adminDelete: boolean('admin_delete').notNull().default(false),
    /** Set when staff ship it (lib/fulfilment's CARRIERS); the customer's tracking link is built from them. */
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** What has been given back so far (refunds that succeeded or are under way); never above totalCents. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    ...stamps,
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    // The back office's order list: newest first, filtered by status, searched by email.
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    // A member's history also shows guest orders placed with their (verified) email.
    index('orders_guest_email_idx').on(sql`lower(${t.email})`).where(sql`${t.userId} = 0`),
    // The recovery sweep looks for card attempts still waiting for their payment.
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    // A provider payment (PaymentIntent, PayPal order) pays for one order only.
    uniqueIndex('orders_payment_ref_idx').on(t.paymentMethod, t.paymentRef),
    // The back office's search box: ILIKE '%…%' on the number, the email and the name (pg_trgm).
    index('orders_invoice_trgm_idx').using('gin', t.invoiceNumber.op('gin_trgm_ops')),
    index('orders_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('orders_name_trgm_idx').using('gin', sql`(${t.fName} || ' ' || ${t.lName}) gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productTitle: text('product_title').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price and line total ex GST (SPEC), and as shown with GST (lib/pricing's shownLine). */
    priceCents: integer('price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    priceIncCents: integer('price_inc_cents').notNull().default(0),
    subtotalIncCents: integer('subtotal_inc_cents').notNull().default(0),
    /** The vehicle the shopper bought the part for, as it was then (lib/fitment.ts's VehicleSnapshot). */
    vehicle: jsonb('vehicle').$type<VehicleSnapshot>(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

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

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  fName: text('f_name').notNull(),
  lName: text('l_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: stamps.createdAt,
});

export const returnRequests = pgTable('return_requests', {
  id: serial('id').primaryKey(),
  fName: text('f_name').notNull(),
  lName: text('l_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  orderRef: text('order_ref').notNull(),
  orderId: integer('order_id').references(() => orders.id),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  reason: text('reason').notNull().default(''),
  filePath: text('file_path'),
  /** lib/fulfilment's RETURN_STATUSES: requested -> approved / rejected -> received -> refunded / replaced. */
  status: text('status').notNull().default('requested'),
  /** The shop's note with its last decision, emailed to the customer. */
  decisionNote: text('decision_note').notNull().default(''),
  ...stamps,
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    /** Double opt-in: set when the emailed link is opened; only then is the welcome code issued. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the confirmation link's random token (the latest one mailed), and when it lapses. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * Single-use discount codes: the newsletter welcome code (10% off, SPEC's home badge). A code is
 * redeemed by one order, in the same transaction that writes it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    email: text('email').notNull(),
    discountBp: integer('discount_bp').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('promo_codes_email_idx').on(sql`lower(${t.email})`)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

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

/** FAQ entries in four groups (SPEC section 2, /faqs). */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...version,
  updatedAt: stamps.updatedAt,
});

/**
 * Outgoing email as rows (outbox pattern): written in the same transaction as the change that
 * causes it and delivered from here with retries, so a crash or an SMTP failure loses no message.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** One message per event, e.g. `order-confirmation:42`; a second enqueue of it is ignored. */
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /** pending (waiting or retrying), sent, or failed (gave up after the last try). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next delivery may start; claiming a row pushes it forward, so a crashed send is retried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Back-office users (DESIGN section 10): not customers, with their own sessions. Roles: lib/staff-roles. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** A disabled member of staff cannot sign in; their sessions were revoked when it was set. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    ...stamps,
  },
  (t) => [uniqueIndex('staff_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Staff bearer tokens, as auth_tokens: only the hash is kept; idle 30 minutes, absolute 12 hours. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Password-reset links an owner has mailed to a member of staff: only the SHA-256 of the link's random
 * token is kept; single use, valid for an hour.
 */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('staff_password_resets_staff_idx').on(t.staffId)],
);

/** Every staff write: who (staff id, or null for the machine token), when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The actor as shown: the member of staff's email, or 'SHOP_ADMIN_TOKEN'. */
    actor: text('actor').notNull(),
    /** e.g. 'order.ship', 'order.refund', 'return.approve', 'staff.create'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: stamps.createdAt,
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The log filtered by person, newest first.
    index('audit_log_actor_idx').on(sql`lower(${t.actor})`, t.id),
  ],
);

/** An order's timeline, shown to staff and (public rows) to the customer. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** placed | paid | status | refund | note */
    kind: text('kind').notNull(),
    /** For kind 'status': the status the order moved to. */
    status: text('status'),
    /** Words for the timeline, e.g. 'Shipped with StarTrack' or a staff note. */
    message: text('message').notNull().default(''),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    amountCents: integer('amount_cents'),
    /** Staff notes are for staff only. */
    public: boolean('public').notNull().default(true),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Refunds through the payment adapter. A row is written (pending) under the order's row lock before
 * the provider is called, so concurrent refunds can never add up to more than was paid; the
 * Idempotency-Key makes a repeated request answer with the first refund instead of paying twice.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** The lines refunded, when refunded by line: order_items ids and quantities. */
    lines: jsonb('lines').$type<{ item_id: number; quantity: number }[]>().notNull().default([]),
    reason: text('reason').notNull().default(''),
    /** pending (provider being called) | succeeded | failed */
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    error: text('error'),
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, {
      onDelete: 'set null',
    }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
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
 * A vehicle type (DESIGN section 9, after TecDoc's vehicle types and ACES's base vehicles): one
 * make, model, series and engine over a span of model years. Years are inclusive.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    /** Series or generation as Australians name it: PX3, AN130, J200, VF II. */
    series: text('series').notNull(),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    body: text('body').notNull().default(''),
    /** The engine as shoppers name it ("3.2 TDCi"), and the maker's code ("P5AT"). */
    engine: text('engine').notNull(),
    engineCode: text('engine_code').notNull().default(''),
    displacementCc: integer('displacement_cc'),
    /** petrol | diesel | hybrid | electric | lpg (lib/fitment.ts FUELS). */
    fuel: text('fuel').notNull(),
    /** 2WD | 4WD | AWD | FWD | RWD. */
    drive: text('drive').notNull().default(''),
    transmission: text('transmission').notNull().default(''),
    /** External ids: TecDoc KType and Redbook code, where known. */
    ktype: text('ktype'),
    redbookCode: text('redbook_code'),
    ...version,
    ...stamps,
  },
  (t) => [
    uniqueIndex('vehicles_identity_idx').on(
      sql`lower(${t.make})`,
      sql`lower(${t.model})`,
      sql`lower(${t.series})`,
      sql`lower(${t.engine})`,
      t.body,
      t.drive,
      t.transmission,
      t.yearFrom,
    ),
    index('vehicles_make_model_idx').on(t.make, t.model, t.series),
  ],
);

/**
 * A product fits a vehicle (an ACES application record): where on the vehicle, how many, a note,
 * and optionally a narrower span of years than the vehicle's own and other qualifiers.
 */
export const fitments = pgTable(
  'fitments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** '' (anywhere / whole vehicle) or lib/fitment.ts POSITIONS. */
    position: text('position').notNull().default(''),
    qty: integer('qty').notNull().default(1),
    note: text('note').notNull().default(''),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    qualifiers: jsonb('qualifiers').$type<Record<string, string>>().notNull().default({}),
    ...stamps,
  },
  (t) => [
    uniqueIndex('fitments_product_vehicle_position_idx').on(t.productId, t.vehicleId, t.position),
    index('fitments_vehicle_idx').on(t.vehicleId),
  ],
);

/** A member's saved vehicles (My Garage): at most 5, one active, each with the model year chosen. */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    active: boolean('active').notNull().default(false),
    createdAt: stamps.createdAt,
  },
  (t) => [uniqueIndex('garage_vehicles_user_vehicle_year_idx').on(t.userId, t.vehicleId, t.year)],
);

/**
 * One row per statement that wrote a catalogue table (a trigger adds it in the statement's
 * transaction, migration 0011): a scope's summed weight changes exactly when a reader can see new
 * rows of its table, so a reader tells cheaply whether a table may have changed since it last looked
 * (the publisher's snapshot rehashes only those tables; the fitment export is answered from memory
 * while its scopes stay). Rows are only added, never updated, so writers never wait on each other
 * here; a reader folds a scope's rows into one of their summed weight (src/api/db/catalogue-changes.ts).
 * `products.fitment` counts only products added or removed, or their active or universal flag changed.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    scope: text('scope').notNull(),
    weight: bigint('weight', { mode: 'number' }).notNull().default(1),
  },
  (t) => [index('catalogue_changes_scope_idx').on(t.scope)],
);
