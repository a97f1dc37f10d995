CREATE TABLE "product_search_texts" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"is_published" boolean NOT NULL,
	"haystack" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search_texts" ADD CONSTRAINT "product_search_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_texts_haystack_trgm_idx" ON "product_search_texts" USING gin ("haystack" gin_trgm_ops);--> statement-breakpoint
-- product_search_texts follows every insert and update of products, a statement at a time (a
-- deleted product's line goes with it through the foreign key). An update rewrites only the lines
-- whose text, category or publication changed.
CREATE FUNCTION "product_search_texts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search_texts" AS kept ("product_id", "category_id", "is_published", "haystack")
  SELECT "id", "category_id", "status" = 'published', lower("name" || chr(31) || "product_code" || chr(31) || "description")
  FROM added
  ON CONFLICT ("product_id") DO UPDATE
    SET "category_id" = excluded."category_id", "is_published" = excluded."is_published", "haystack" = excluded."haystack"
    WHERE (kept."category_id", kept."is_published", kept."haystack") IS DISTINCT FROM (excluded."category_id", excluded."is_published", excluded."haystack");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_searched_after_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "product_search_texts_follow"();--> statement-breakpoint
CREATE TRIGGER "products_searched_after_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "product_search_texts_follow"();--> statement-breakpoint
INSERT INTO "product_search_texts" ("product_id", "category_id", "is_published", "haystack")
SELECT "id", "category_id", "status" = 'published', lower("name" || chr(31) || "product_code" || chr(31) || "description") FROM "products";
--> statement-breakpoint
ANALYZE "product_search_texts";
