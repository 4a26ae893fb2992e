CREATE TABLE "home_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"href" text NOT NULL,
	"cta" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "url_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "url_redirects_from_path_unique" UNIQUE("from_path")
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "child_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "info_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_status" text DEFAULT 'in_stock' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "home_blocks_kind_idx" ON "home_blocks" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_status_check" CHECK ("stock_status" IN ('in_stock', 'out_of_stock', 'backorder'));--> statement-breakpoint
ALTER TABLE "home_blocks" ADD CONSTRAINT "home_blocks_kind_check" CHECK ("kind" IN ('slide', 'banner'));--> statement-breakpoint
-- The home page's slides and banners were in the site's source (src/data/home.ts) until now.
INSERT INTO "home_blocks" ("kind", "title", "text", "href", "cta", "image", "sort_order") VALUES
  ('slide', 'Brakes that stop on every road', 'Pads, rotors and fluid from Bendix, DBA and Bosch.', '/shop/category/brakes/', 'Shop brakes', 'uploads/banners/hero-scene-1.webp', 1),
  ('slide', 'Get outback ready', 'Recovery gear, compressors and dual battery kits.', '/shop/category/4wd-and-recovery/', 'Shop 4WD gear', 'uploads/banners/hero-scene-2.webp', 2),
  ('slide', 'Tools for the home workshop', 'Socket sets, torque wrenches and jacks that last.', '/shop/category/hand-tools/', 'Shop tools', 'uploads/banners/hero-scene-3.webp', 3),
  ('banner', 'Filters for every service', '', '/shop/category/filters/', '', 'uploads/banners/banner-1.webp', 1),
  ('banner', 'Lighting that goes the distance', '', '/shop/category/lighting/', '', 'uploads/banners/banner-2.webp', 2);
