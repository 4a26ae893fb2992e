CREATE TABLE "fitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"year_from" integer,
	"year_to" integer,
	"qualifiers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"year" integer NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"series" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"engine" text NOT NULL,
	"engine_code" text DEFAULT '' NOT NULL,
	"displacement_cc" integer,
	"fuel" text NOT NULL,
	"drive" text DEFAULT '' NOT NULL,
	"transmission" text DEFAULT '' NOT NULL,
	"ktype" text,
	"redbook_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vehicle" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "universal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fitments_product_vehicle_position_idx" ON "fitments" USING btree ("product_id","vehicle_id","position");--> statement-breakpoint
CREATE INDEX "fitments_vehicle_idx" ON "fitments" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_user_vehicle_year_idx" ON "garage_vehicles" USING btree ("user_id","vehicle_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_identity_idx" ON "vehicles" USING btree (lower("make"),lower("model"),lower("series"),lower("engine"),"body","drive","transmission","year_from");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree ("make","model","series");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_years_check" CHECK ("year_from" BETWEEN 1950 AND 2035 AND "year_to" BETWEEN "year_from" AND 2035);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fuel_check" CHECK ("fuel" IN ('petrol', 'diesel', 'hybrid', 'electric', 'lpg'));--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_position_check" CHECK ("position" IN ('', 'front', 'rear', 'left', 'right', 'front-left', 'front-right', 'rear-left', 'rear-right', 'upper', 'lower', 'inner', 'outer'));--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_qty_check" CHECK ("qty" BETWEEN 1 AND 99);--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_years_check" CHECK (("year_from" IS NULL OR "year_from" BETWEEN 1950 AND 2035) AND ("year_to" IS NULL OR "year_to" BETWEEN coalesce("year_from", 1950) AND 2035));--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_year_check" CHECK ("year" BETWEEN 1950 AND 2035);--> statement-breakpoint
-- Catalogues made before fitment have no fitment rows: their products stay "fits every vehicle"
-- (no badge, never "does not fit") until an editor marks them vehicle-specific or imports fitment.
UPDATE "products" SET "universal" = true;
