CREATE TABLE "search_queries" (
	"day" date NOT NULL,
	"backend" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"results" integer NOT NULL,
	"corrected_to" text DEFAULT '' NOT NULL,
	CONSTRAINT "search_queries_day_backend_query_pk" PRIMARY KEY("day","backend","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"groups" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- Every product written updates its words' counts. Half of each page is left free so an update stays
-- on its page (HOT) and reads prune the old versions: PGlite never vacuums.
ALTER TABLE "search_words" SET (fillfactor = 50);--> statement-breakpoint
-- The words of a title that a misspelt query word may be corrected to: lower case, letters only, 3 to
-- 30 characters. Only words of letters are ever corrected (a part number has its own search), and
-- without the titles' codes and sizes ("col99999", "5w") the list stays a few thousand words however
-- large the catalogue.
CREATE FUNCTION search_title_words(title text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(title), '[^[:alnum:]]+') w
  WHERE length(w) BETWEEN 3 AND 30 AND w ~ '^[[:alpha:]]+$'
$$;--> statement-breakpoint
-- Counts the titles' words in (delta 1) or out (delta -1); a word no product has any more goes.
-- Words in order, so two writers lock them in the same order and never deadlock.
CREATE FUNCTION search_words_count(titles text[], delta integer) RETURNS void LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_words AS s (word, products)
  SELECT w, count(*)::integer * delta FROM unnest(titles) t, search_title_words(t) w GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET products = s.products + EXCLUDED.products;
  IF delta < 0 THEN
    DELETE FROM search_words s
    WHERE s.products <= 0 AND s.word IN (SELECT search_title_words(t) FROM unnest(titles) t);
  END IF;
END
$$;--> statement-breakpoint
-- New products: once per statement, so a bulk insert counts its titles in one pass.
CREATE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM search_words_count(ARRAY(SELECT title FROM added WHERE active), 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_added AFTER INSERT ON products REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();--> statement-breakpoint
CREATE FUNCTION search_words_removed() RETURNS trigger LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM search_words_count(ARRAY(SELECT title FROM removed WHERE active), -1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_removed AFTER DELETE ON products REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION search_words_removed();--> statement-breakpoint
-- A renamed, hidden or shown product: its old title's words out, its new title's in. Other edits
-- (prices, stock) never reach it.
CREATE FUNCTION search_words_changed() RETURNS trigger LANGUAGE plpgsql
AS $$
BEGIN
  IF OLD.active THEN PERFORM search_words_count(ARRAY[OLD.title], -1); END IF;
  IF NEW.active THEN PERFORM search_words_count(ARRAY[NEW.title], 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_changed AFTER UPDATE OF title, active ON products FOR EACH ROW
WHEN ((OLD.title, OLD.active) IS DISTINCT FROM (NEW.title, NEW.active))
EXECUTE FUNCTION search_words_changed();--> statement-breakpoint
-- Catalogues made before this migration: count their active products' titles now.
SELECT search_words_count(ARRAY(SELECT title FROM products WHERE active), 1);--> statement-breakpoint
ANALYZE "search_words";
