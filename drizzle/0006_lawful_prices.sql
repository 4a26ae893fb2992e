CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"email" text NOT NULL,
	"discount_bp" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_membership_plans" (
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_membership_plans_user_id_plan_id_pk" PRIMARY KEY("user_id","plan_id")
);
--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "seller_legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "seller_abn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "for_trade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_inc_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "subtotal_inc_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gst_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_inc_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "newsletter_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_inc_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_abn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_membership_plans" ADD CONSTRAINT "user_membership_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_membership_plans" ADD CONSTRAINT "user_membership_plans_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_codes_email_idx" ON "promo_codes" USING btree (lower("email"));--> statement-breakpoint
-- Orders placed before lawful display: their figures as shown with GST, at the GST rate in settings.
UPDATE "orders" SET "gst_bp" = COALESCE((SELECT "gst_bp" FROM "general_settings" WHERE "id" = 1), 1000);--> statement-breakpoint
UPDATE "order_items" AS i SET "price_inc_cents" = floor((i."price_cents"::bigint * (10000 + o."gst_bp") + 5000) / 10000), "subtotal_inc_cents" = floor((i."price_cents"::bigint * (10000 + o."gst_bp") + 5000) / 10000) * i."quantity" FROM "orders" AS o WHERE o."id" = i."order_id";--> statement-breakpoint
UPDATE "orders" AS o SET "subtotal_inc_cents" = COALESCE((SELECT sum(i."subtotal_inc_cents") FROM "order_items" AS i WHERE i."order_id" = o."id"), 0), "delivery_inc_cents" = floor((o."delivery_cents"::bigint * (10000 + o."gst_bp") + 5000) / 10000);--> statement-breakpoint
-- Members hold the first membership plan; the Trade Member plan comes with an approved trade account.
UPDATE "membership_plans" SET "for_trade" = true WHERE "plan_name" = 'Trade Member';--> statement-breakpoint
INSERT INTO "user_membership_plans" ("user_id", "plan_id")
SELECT u."id", p."id" FROM "users" AS u
CROSS JOIN (SELECT "id" FROM "membership_plans" WHERE "active" AND NOT "for_trade" ORDER BY "sort_order", "id" LIMIT 1) AS p
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The seeded policy and FAQ texts said prices are shown ex GST; where nobody has edited them, they
-- now say what the shop shows (src/api/seed/data/info-pages.ts and faqs.ts).
UPDATE "info_pages" SET "content" = replace("content", ' delivery charge. Prices are shown ex GST; GST of {{gst_percentage}}% is added at checkout on the goods and delivery.</p>', ' delivery charge, GST included. Every price includes GST of {{gst_percentage}}%; the price ex GST is shown beside it.</p>'), "updated_at" = now()
WHERE "content" LIKE '% delivery charge. Prices are shown ex GST; GST of {{gst_percentage}}\% is added at checkout on the goods and delivery.</p>%';--> statement-breakpoint
UPDATE "info_pages" SET "content" = replace("content", '<h2>Prices</h2><p>Prices are in Australian dollars and shown excluding GST. GST of {{gst_percentage}}% and any delivery charge are added at checkout before you pay.</p>', '<h2>Prices</h2><p>Prices are in Australian dollars and include GST of {{gst_percentage}}%; the price ex GST is shown beside each one. Any delivery charge is added at checkout before you pay.</p>'), "updated_at" = now()
WHERE "content" LIKE '%<h2>Prices</h2><p>Prices are in Australian dollars and shown excluding GST.%';--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'Yes. Every price includes GST of {{gst_percentage}}%, with the price ex GST beside it. Business buyers can show ex GST first with the switch at the top of the page.', "updated_at" = now()
WHERE "question" = 'Are prices shown with GST?' AND "answer" = 'Prices are shown ex GST. GST of {{gst_percentage}}% is added at checkout.';
