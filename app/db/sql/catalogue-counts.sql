-- The catalogue's counts, kept by statement triggers as the rows change (decisions 026 and 033).

-- product_counts follows every change to products, a statement at a time, keyed by category,
-- technology, interface, featured and published: the rows a statement removed (deleted, or the old
-- versions of updated rows) are subtracted, the rows it added are added, and combinations no
-- product has any more are dropped.
CREATE OR REPLACE FUNCTION product_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "product_counts" AS counted SET "products" = counted."products" - removed_rows."products"
    FROM (
      SELECT "category_id", coalesce("technology", '') AS "technology", coalesce("interface", '') AS "interface", "is_featured",
        "status" = 'published' AS "is_published", count(*) AS "products"
      FROM removed GROUP BY 1, 2, 3, 4, 5
    ) AS removed_rows
    WHERE counted."category_id" = removed_rows."category_id" AND counted."technology" = removed_rows."technology"
      AND counted."interface" = removed_rows."interface" AND counted."is_featured" = removed_rows."is_featured"
      AND counted."is_published" = removed_rows."is_published";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "product_counts" AS counted ("category_id", "technology", "interface", "is_featured", "is_published", "products")
    SELECT "category_id", coalesce("technology", ''), coalesce("interface", ''), "is_featured", "status" = 'published', count(*)
    FROM added GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ("category_id", "technology", "interface", "is_featured", "is_published")
      DO UPDATE SET "products" = counted."products" + excluded."products";
  END IF;
  DELETE FROM "product_counts" WHERE "products" <= 0;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_counted_after_delete AFTER DELETE ON products REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow();
CREATE OR REPLACE TRIGGER products_counted_after_insert AFTER INSERT ON products REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow();
CREATE OR REPLACE TRIGGER products_counted_after_update AFTER UPDATE ON products REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow();

-- specification_value_counts counts the values of published products: a value counts while its
-- product is published. Text fields are not filtered by, so not counted; counts that reach 0 are
-- dropped. This adds (delta 1) or subtracts (-1) the given values.
CREATE OR REPLACE FUNCTION specification_value_counts_add(field_ids uuid[], text_values text[], boolean_values boolean[], delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO "specification_value_counts" AS counted ("field_id", "text_value", "boolean_value", "products")
    SELECT field, value_text, value_boolean, delta * count(*)
    FROM unnest(field_ids, text_values, boolean_values) AS changed(field, value_text, value_boolean) GROUP BY 1, 2, 3
    ON CONFLICT ("field_id", "text_value", "boolean_value") DO UPDATE SET "products" = counted."products" + excluded."products";
  ELSE
    -- An update, never an insert: the rows of a field being deleted are already gone.
    UPDATE "specification_value_counts" AS counted SET "products" = counted."products" + changed."products"
    FROM (
      SELECT field, value_text, value_boolean, delta * count(*) AS "products"
      FROM unnest(field_ids, text_values, boolean_values) AS changed(field, value_text, value_boolean) GROUP BY 1, 2, 3
    ) AS changed
    WHERE counted."field_id" = changed.field AND counted."text_value" = changed.value_text AND counted."boolean_value" = changed.value_boolean;
    DELETE FROM "specification_value_counts" WHERE "products" <= 0;
  END IF;
END
$$;

-- The values' statement triggers add the values a statement wrote and subtract those it removed,
-- of products published at the time.
CREATE OR REPLACE FUNCTION specification_value_counts_follow_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "specification_value_counts_add"(array_agg(v."field_id"), array_agg(coalesce(v."text_value", '')), array_agg(coalesce(v."boolean_value", false)), -1)
    FROM removed AS v JOIN "products" AS p ON p."id" = v."product_id" AND p."status" = 'published'
    WHERE v."field_type" <> 'text';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "specification_value_counts_add"(array_agg(v."field_id"), array_agg(coalesce(v."text_value", '')), array_agg(coalesce(v."boolean_value", false)), 1)
    FROM added AS v JOIN "products" AS p ON p."id" = v."product_id" AND p."status" = 'published'
    WHERE v."field_type" <> 'text';
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER specification_values_counted_after_delete AFTER DELETE ON specification_values REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION specification_value_counts_follow_values();
CREATE OR REPLACE TRIGGER specification_values_counted_after_insert AFTER INSERT ON specification_values REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION specification_value_counts_follow_values();
CREATE OR REPLACE TRIGGER specification_values_counted_after_update AFTER UPDATE ON specification_values REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION specification_value_counts_follow_values();

-- A product's change of status moves all its values in or out.
CREATE OR REPLACE FUNCTION specification_value_counts_follow_publication() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer;
BEGIN
  -- First the products no longer published (their values out), then the newly published (in).
  FOREACH direction IN ARRAY ARRAY[-1, 1] LOOP
    PERFORM "specification_value_counts_add"(array_agg(v."field_id"), array_agg(coalesce(v."text_value", '')), array_agg(coalesce(v."boolean_value", false)), direction)
    FROM removed AS before JOIN added AS after ON after."id" = before."id"
    JOIN "specification_values" AS v ON v."product_id" = after."id"
    WHERE (before."status" = 'published') <> (after."status" = 'published')
      AND (after."status" = 'published') = (direction > 0) AND v."field_type" <> 'text';
  END LOOP;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_values_counted_after_update AFTER UPDATE ON products REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION specification_value_counts_follow_publication();

-- A published product about to be deleted takes its values out first (the cascade removes them
-- once the product is gone, when it no longer counts them).
CREATE OR REPLACE FUNCTION specification_value_counts_forget_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'published' THEN
    PERFORM "specification_value_counts_add"(array_agg("field_id"), array_agg(coalesce("text_value", '')), array_agg(coalesce("boolean_value", false)), -1)
    FROM "specification_values" WHERE "product_id" = OLD."id" AND "field_type" <> 'text';
  END IF;
  RETURN OLD;
END
$$;

CREATE OR REPLACE TRIGGER products_values_uncounted_before_delete BEFORE DELETE ON products FOR EACH ROW EXECUTE FUNCTION specification_value_counts_forget_product();
