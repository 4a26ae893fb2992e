ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
-- Guest orders say user_id 0 (SPEC section 3), which names no user: the foreign key goes.
UPDATE "orders" SET "user_id" = 0 WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("email")) WHERE "orders"."user_id" = 0;