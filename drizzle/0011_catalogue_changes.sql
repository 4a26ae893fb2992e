CREATE TABLE "catalogue_changes" (
	"scope" text NOT NULL,
	"weight" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_scope_idx" ON "catalogue_changes" USING btree ("scope");--> statement-breakpoint
-- A row per writing statement, in its transaction: readers see it exactly when they see the rows it
-- wrote. Once per statement, so a bulk import adds one row, and rows are only inserted, so concurrent
-- writers never wait for each other here.
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO catalogue_changes (scope) VALUES (TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('categories');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON child_categories
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('child_categories');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('brands');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('blogs');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_meta
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('page_meta');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON general_settings
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('general_settings');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON social_links
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('social_links');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON info_pages
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('info_pages');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faqs
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('faqs');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_blocks
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('home_blocks');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON url_redirects
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('url_redirects');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicles
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('vehicles');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fitments
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('fitments');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('products');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_meta
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('product_meta');--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_discounts
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('product_discounts');--> statement-breakpoint
-- What the fitment export reads of products: which exist, and which are active and vehicle-specific.
-- An edit saves every column, so the flags are compared row by row rather than named in UPDATE OF.
CREATE TRIGGER catalogue_changed_fitment_rows AFTER INSERT OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed('products.fitment');--> statement-breakpoint
CREATE TRIGGER catalogue_changed_fitment_flags AFTER UPDATE OF active, universal ON products FOR EACH ROW
WHEN ((OLD.active, OLD.universal) IS DISTINCT FROM (NEW.active, NEW.universal))
EXECUTE FUNCTION catalogue_changed('products.fitment');
