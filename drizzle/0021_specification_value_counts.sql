CREATE TABLE "specification_value_counts" (
	"field_id" uuid NOT NULL,
	"text_value" text NOT NULL,
	"boolean_value" boolean NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "specification_value_counts_field_id_text_value_boolean_value_pk" PRIMARY KEY("field_id","text_value","boolean_value")
);
--> statement-breakpoint
ALTER TABLE "specification_value_counts" ADD CONSTRAINT "specification_value_counts_field_id_specification_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."specification_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- specification_value_counts counts the values of published products (decision 033): a value
-- counts while its product is published. The values' statement triggers add the values a
-- statement wrote and subtract those it removed (of products published at the time); a product's
-- change of status moves all its values in or out; a published product about to be deleted takes
-- its values out first (the cascade removes them once the product is gone, when it no longer
-- counts them). Text fields are not filtered by, so not counted; counts that reach 0 are dropped.
CREATE FUNCTION "specification_value_counts_add"(field_ids uuid[], text_values text[], boolean_values boolean[], delta integer)
RETURNS void LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE FUNCTION "specification_value_counts_follow_values"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "specification_values_counted_after_insert" AFTER INSERT ON "specification_values"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "specification_value_counts_follow_values"();--> statement-breakpoint
CREATE TRIGGER "specification_values_counted_after_update" AFTER UPDATE ON "specification_values"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "specification_value_counts_follow_values"();--> statement-breakpoint
CREATE TRIGGER "specification_values_counted_after_delete" AFTER DELETE ON "specification_values"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "specification_value_counts_follow_values"();--> statement-breakpoint
CREATE FUNCTION "specification_value_counts_follow_publication"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "products_values_counted_after_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "specification_value_counts_follow_publication"();--> statement-breakpoint
CREATE FUNCTION "specification_value_counts_forget_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'published' THEN
    PERFORM "specification_value_counts_add"(array_agg("field_id"), array_agg(coalesce("text_value", '')), array_agg(coalesce("boolean_value", false)), -1)
    FROM "specification_values" WHERE "product_id" = OLD."id" AND "field_type" <> 'text';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_values_uncounted_before_delete" BEFORE DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "specification_value_counts_forget_product"();--> statement-breakpoint
INSERT INTO "specification_value_counts" ("field_id", "text_value", "boolean_value", "products")
SELECT v."field_id", coalesce(v."text_value", ''), coalesce(v."boolean_value", false), count(*)
FROM "specification_values" AS v JOIN "products" AS p ON p."id" = v."product_id" AND p."status" = 'published'
WHERE v."field_type" <> 'text'
GROUP BY 1, 2, 3;
