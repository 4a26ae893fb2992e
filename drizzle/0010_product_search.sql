-- Trigram matching for part numbers (similarity, LIKE '%…%' through an index). PGlite loads the extension
-- in db/client.ts; on PostgreSQL it is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sku_key" text NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- How part numbers are compared: lower case, letters and digits only ("BP-1234" and "bp1234" are one).
CREATE FUNCTION product_sku_key(sku text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT lower(regexp_replace(sku, '[^0-9A-Za-z]+', '', 'g')) $$;--> statement-breakpoint
-- A product's search document: title (A), brand and category names (B), short description (C), long
-- description (D). The English configuration stems words ("pads" finds "pad") and skips HTML tags.
CREATE FUNCTION product_search_document(p products) RETURNS tsvector LANGUAGE sql STABLE
AS $$
  SELECT setweight(to_tsvector('english', p.title), 'A')
    || setweight(to_tsvector('english', concat_ws(' ',
         (SELECT b.title FROM brands b WHERE b.id = p.brand_id),
         (SELECT c.title FROM categories c WHERE c.id = p.category_id),
         (SELECT cc.child_title FROM child_categories cc WHERE cc.id = p.child_category_id))), 'B')
    || setweight(to_tsvector('english', p.short_description), 'C')
    || setweight(to_tsvector('english', p.long_description), 'D')
$$;--> statement-breakpoint
-- New products get their rows once per statement, so a bulk insert (generator, CSV import) indexes its
-- rows in one set-based INSERT rather than one call per row.
CREATE FUNCTION product_search_added() RETURNS trigger LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO product_search (product_id, sku_key, document)
  SELECT p.id, product_sku_key(p.sku), product_search_document(p) FROM added p WHERE p.active;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_added AFTER INSERT ON products REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION product_search_added();--> statement-breakpoint
-- An edit keeps the row: active products have one, inactive ones none. Only edits that change what is
-- searched reach it (a price edit, or a CSV row saved unchanged, costs nothing here).
CREATE FUNCTION product_search_changed() RETURNS trigger LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.active THEN
    INSERT INTO product_search (product_id, sku_key, document)
    VALUES (NEW.id, product_sku_key(NEW.sku), product_search_document(NEW))
    ON CONFLICT (product_id) DO UPDATE SET sku_key = EXCLUDED.sku_key, document = EXCLUDED.document;
  ELSE
    DELETE FROM product_search WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_changed
AFTER UPDATE OF sku, title, short_description, long_description, brand_id, category_id, child_category_id, active
ON products FOR EACH ROW
WHEN ((OLD.sku, OLD.title, OLD.short_description, OLD.long_description, OLD.brand_id, OLD.category_id,
       OLD.child_category_id, OLD.active)
      IS DISTINCT FROM (NEW.sku, NEW.title, NEW.short_description, NEW.long_description, NEW.brand_id,
       NEW.category_id, NEW.child_category_id, NEW.active))
EXECUTE FUNCTION product_search_changed();--> statement-breakpoint
-- Renaming a brand or a category changes the documents of its products.
CREATE FUNCTION product_search_names_changed() RETURNS trigger LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE product_search s SET document = product_search_document(p)
    FROM products p WHERE p.id = s.product_id AND p.brand_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    UPDATE product_search s SET document = product_search_document(p)
    FROM products p WHERE p.id = s.product_id AND p.category_id = NEW.id;
  ELSE
    UPDATE product_search s SET document = product_search_document(p)
    FROM products p WHERE p.id = s.product_id AND p.child_category_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_brand_renamed AFTER UPDATE OF title ON brands FOR EACH ROW
WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION product_search_names_changed();--> statement-breakpoint
CREATE TRIGGER product_search_category_renamed AFTER UPDATE OF title ON categories FOR EACH ROW
WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION product_search_names_changed();--> statement-breakpoint
CREATE TRIGGER product_search_child_category_renamed AFTER UPDATE OF child_title ON child_categories FOR EACH ROW
WHEN (OLD.child_title IS DISTINCT FROM NEW.child_title) EXECUTE FUNCTION product_search_names_changed();--> statement-breakpoint
-- Catalogues made before this migration: index their active products now.
INSERT INTO product_search (product_id, sku_key, document)
SELECT p.id, product_sku_key(p.sku), product_search_document(p) FROM products p WHERE p.active;--> statement-breakpoint
-- The indexes after the rows: building them once is quicker than growing them row by row.
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_sku_trgm_idx" ON "product_search" USING gin ("sku_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_sku_key_idx" ON "product_search" USING btree ("sku_key" text_pattern_ops);--> statement-breakpoint
-- Row counts for the planner (PGlite runs no autovacuum).
ANALYZE "product_search";
