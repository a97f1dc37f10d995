-- The catalogue's text search reads product_search_texts, one narrow line per product (decision
-- 042). It follows every insert and update of products, a statement at a time (a deleted
-- product's line goes with it through the foreign key); an update rewrites only the lines whose
-- text, category or publication changed.
CREATE OR REPLACE FUNCTION product_search_texts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search_texts" AS kept ("product_id", "category_id", "is_published", "haystack")
  SELECT "id", "category_id", "status" = 'published', lower("name" || chr(31) || "product_code" || chr(31) || "description")
  FROM added
  ON CONFLICT ("product_id") DO UPDATE
    SET "category_id" = excluded."category_id", "is_published" = excluded."is_published", "haystack" = excluded."haystack"
    WHERE (kept."category_id", kept."is_published", kept."haystack") IS DISTINCT FROM (excluded."category_id", excluded."is_published", excluded."haystack");
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_searched_after_insert AFTER INSERT ON products REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_search_texts_follow();
CREATE OR REPLACE TRIGGER products_searched_after_update AFTER UPDATE ON products REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_search_texts_follow();
