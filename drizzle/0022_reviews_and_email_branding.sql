CREATE TABLE "fitment_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"vehicle" jsonb NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"quality" smallint NOT NULL,
	"fit" text,
	"vehicle" jsonb,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "reviews_quality_range" CHECK ("reviews"."quality" between 1 and 5),
	CONSTRAINT "reviews_fit_value" CHECK ("reviews"."fit" is null or "reviews"."fit" in ('fitted', 'needed_changes', 'did_not_fit')),
	CONSTRAINT "reviews_status_value" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "review_request_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "email_logo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "email_brand_colour" text DEFAULT '#b3261e' NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "email_contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "email_contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fitment_tasks" ADD CONSTRAINT "fitment_tasks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitment_tasks" ADD CONSTRAINT "fitment_tasks_resolved_by_staff_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_staff_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitment_tasks_status_idx" ON "fitment_tasks" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fitment_tasks_source_idx" ON "fitment_tasks" USING btree ("source","source_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");