-- The catalogue reads its totals and filter choices from product_counts and pages through indexes
-- in its own order; the solutions page's index gets the null order of ORDER BY created_at DESC
-- (decision 026).
CREATE TABLE "product_counts" (
	"category_id" uuid NOT NULL,
	"technology" text NOT NULL,
	"interface" text NOT NULL,
	"is_featured" boolean NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_counts_category_id_technology_interface_is_featured_pk" PRIMARY KEY("category_id","technology","interface","is_featured")
);
--> statement-breakpoint
DROP INDEX "products_category_id_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "solutions_newest_first_idx";--> statement-breakpoint
CREATE INDEX "products_newest_first_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "products_category_newest_first_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "solutions_newest_first_idx" ON "solutions" USING btree ("created_at" DESC NULLS FIRST,"name","id");--> statement-breakpoint
-- product_counts follows every change to products, a statement at a time: the rows a statement
-- removed (deleted, or the old versions of updated rows) are subtracted, the rows it added are
-- added, and combinations no product has any more are dropped.
CREATE FUNCTION "product_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "product_counts" AS counted SET "products" = counted."products" - removed_rows."products"
    FROM (
      SELECT "category_id", coalesce("technology", '') AS "technology", coalesce("interface", '') AS "interface", "is_featured", count(*) AS "products"
      FROM removed GROUP BY 1, 2, 3, 4
    ) AS removed_rows
    WHERE counted."category_id" = removed_rows."category_id" AND counted."technology" = removed_rows."technology"
      AND counted."interface" = removed_rows."interface" AND counted."is_featured" = removed_rows."is_featured";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "product_counts" AS counted ("category_id", "technology", "interface", "is_featured", "products")
    SELECT "category_id", coalesce("technology", ''), coalesce("interface", ''), "is_featured", count(*)
    FROM added GROUP BY 1, 2, 3, 4
    ON CONFLICT ("category_id", "technology", "interface", "is_featured") DO UPDATE SET "products" = counted."products" + excluded."products";
  END IF;
  DELETE FROM "product_counts" WHERE "products" <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_counted_after_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "products_counted_after_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "products_counted_after_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_follow"();--> statement-breakpoint
INSERT INTO "product_counts" ("category_id", "technology", "interface", "is_featured", "products")
SELECT "category_id", coalesce("technology", ''), coalesce("interface", ''), "is_featured", count(*) FROM "products" GROUP BY 1, 2, 3, 4;
