/** The shop's settings. */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stamps, version } from './columns.ts';

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
  /** Days after an order line is delivered or collected that its buyer is asked for a review. */
  reviewRequestDays: integer('review_request_days').notNull().default(7),
  /** Emails' branding (src/api/emails/layout): the logo's address on the shop's origin ('' = the name as text), */
  emailLogoUrl: text('email_logo_url').notNull().default(''),
  /** the brand colour of headings and buttons (#rrggbb), */
  emailBrandColour: text('email_brand_colour').notNull().default('#b3261e'),
  /** and the contact lines of the footer (with the seller's ABN and address). */
  emailContactEmail: text('email_contact_email').notNull().default(''),
  emailContactPhone: text('email_contact_phone').notNull().default(''),
  ...version,
  updatedAt: stamps.updatedAt,
});

/** Social links: _facebook_link, _twitter_link, _instagram_link, _youtube_link, _linke_din. */
export const socialLinks = pgTable('social_links', {
  option: text('option').primaryKey(),
  value: text('value').notNull(),
});
