CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree (lower("actor"),"id");--> statement-breakpoint
CREATE INDEX "orders_invoice_trgm_idx" ON "orders" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (("f_name" || ' ' || "l_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);