-- A brand's description has one home, brands.description (edited with the brand). The brand page used
-- to show the listing meta's _description instead: where that was written, it is what shoppers saw,
-- so it moves onto the brand, and the listing meta's copy goes.
UPDATE "brands" AS b SET "description" = pm."value", "version" = b."version" + 1, "updated_at" = now()
FROM "page_meta" AS pm
WHERE pm."scope" = 'brand' AND pm."ref_key" = b."permalink" AND pm."option" = '_description'
  AND pm."value" <> '' AND pm."value" <> b."description";--> statement-breakpoint
DELETE FROM "page_meta" WHERE "scope" = 'brand' AND "option" = '_description';
