CREATE TABLE "freight_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_mm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_mm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_mm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "freight_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dg_un" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dg_class" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dg_packing_group" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dg_limited_quantity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_plan" jsonb;--> statement-breakpoint
-- Freight data (lib/freight/goods.ts): the lists the editor and the CSV offer, and sizes never negative.
ALTER TABLE "products" ADD CONSTRAINT "products_freight_class_check" CHECK ("freight_class" IN ('standard', 'bulky', 'oversize'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_check" CHECK ("length_mm" >= 0 AND "width_mm" >= 0 AND "height_mm" >= 0 AND "weight_grams" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_dg_check" CHECK (("dg_un" = '' AND "dg_class" = '' AND "dg_packing_group" = '' AND NOT "dg_limited_quantity") OR ("dg_un" ~ '^UN[0-9]{4}$' AND "dg_class" IN ('2.1', '2.2', '3', '4.1', '5.1', '6.1', '8', '9') AND "dg_packing_group" IN ('', 'I', 'II', 'III')));--> statement-breakpoint
ALTER TABLE "freight_settings" ADD CONSTRAINT "freight_settings_single_row_check" CHECK ("id" = 1);
--> statement-breakpoint
-- The packed size moves from product_meta (_length_mm, _width_mm, _height_mm) into the columns freight reads.
UPDATE "products" SET "length_mm" = m."value"::integer FROM "product_meta" m WHERE m."product_id" = "products"."id" AND m."option" = '_length_mm' AND m."value" ~ '^[0-9]{1,7}$';--> statement-breakpoint
UPDATE "products" SET "width_mm" = m."value"::integer FROM "product_meta" m WHERE m."product_id" = "products"."id" AND m."option" = '_width_mm' AND m."value" ~ '^[0-9]{1,7}$';--> statement-breakpoint
UPDATE "products" SET "height_mm" = m."value"::integer FROM "product_meta" m WHERE m."product_id" = "products"."id" AND m."option" = '_height_mm' AND m."value" ~ '^[0-9]{1,7}$';--> statement-breakpoint
DELETE FROM "product_meta" WHERE "option" IN ('_length_mm', '_width_mm', '_height_mm');
