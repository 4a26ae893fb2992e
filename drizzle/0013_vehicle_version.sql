ALTER TABLE "products" ADD COLUMN "fitment_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;