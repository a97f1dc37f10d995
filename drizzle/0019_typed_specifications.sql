CREATE TABLE "specification_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text,
	"type" text NOT NULL,
	"choices" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specification_fields_category_name_unique" UNIQUE("category_id","name"),
	CONSTRAINT "specification_fields_id_type_unique" UNIQUE("id","type"),
	CONSTRAINT "specification_fields_translations_check" CHECK (jsonb_typeof("specification_fields"."translations") = 'object'),
	CONSTRAINT "specification_fields_type_check" CHECK ("specification_fields"."type" in ('number', 'text', 'boolean', 'choice')),
	CONSTRAINT "specification_fields_choices_check" CHECK (("specification_fields"."type" = 'choice') = (cardinality("specification_fields"."choices") > 0))
);
--> statement-breakpoint
CREATE TABLE "specification_values" (
	"product_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"field_type" text NOT NULL,
	"number_value" double precision,
	"text_value" text,
	"boolean_value" boolean,
	CONSTRAINT "specification_values_product_id_field_id_pk" PRIMARY KEY("product_id","field_id"),
	CONSTRAINT "specification_values_type_check" CHECK (case "specification_values"."field_type"
        when 'number' then "specification_values"."number_value" is not null and "specification_values"."text_value" is null and "specification_values"."boolean_value" is null
        when 'boolean' then "specification_values"."boolean_value" is not null and "specification_values"."number_value" is null and "specification_values"."text_value" is null
        else "specification_values"."text_value" is not null and "specification_values"."number_value" is null and "specification_values"."boolean_value" is null end),
	CONSTRAINT "specification_values_number_check" CHECK ("specification_values"."number_value" not in ('NaN', 'Infinity', '-Infinity'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_entity_kind_check";--> statement-breakpoint
ALTER TABLE "specification_fields" ADD CONSTRAINT "specification_fields_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_values" ADD CONSTRAINT "specification_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_values" ADD CONSTRAINT "specification_values_field_fk" FOREIGN KEY ("field_id","field_type") REFERENCES "public"."specification_fields"("id","type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "specification_fields_category_idx" ON "specification_fields" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "specification_values_number_idx" ON "specification_values" USING btree ("field_id","number_value","product_id");--> statement-breakpoint
CREATE INDEX "specification_values_text_idx" ON "specification_values" USING btree ("field_id","text_value","product_id");--> statement-breakpoint
CREATE INDEX "specification_values_boolean_idx" ON "specification_values" USING btree ("field_id","boolean_value","product_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_entity_kind_check" CHECK ("activity_log"."entity_kind" in ('category', 'specification_field', 'product', 'solution', 'case_study', 'resource', 'news_article', 'hero_slide', 'distributor', 'company_section', 'site_settings', 'spam_settings', 'media', 'inquiry', 'inquiry_note', 'user', 'database'));--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The activity log (migration 0014): a category's fields are items of their own; a product's typed
-- values are changes of the product, one entry per value set, changed or cleared, named by the field.
CREATE TRIGGER "specification_fields_activity" AFTER INSERT OR UPDATE OR DELETE ON "specification_fields" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('specification_field');--> statement-breakpoint
CREATE FUNCTION "specification_value_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('activity.actor_id', true), '')::uuid;
  entry "specification_values";
  field_name text;
  before_value jsonb;
  after_value jsonb;
BEGIN
  IF actor IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN entry := OLD; ELSE entry := NEW; END IF;
  IF TG_OP <> 'INSERT' THEN before_value := coalesce(to_jsonb(OLD.number_value), to_jsonb(OLD.text_value), to_jsonb(OLD.boolean_value)); END IF;
  IF TG_OP <> 'DELETE' THEN after_value := coalesce(to_jsonb(NEW.number_value), to_jsonb(NEW.text_value), to_jsonb(NEW.boolean_value)); END IF;
  IF before_value IS NOT DISTINCT FROM after_value THEN RETURN NULL; END IF;
  SELECT "name" INTO field_name FROM "specification_fields" WHERE "id" = entry.field_id;
  -- A product or field deleted with its values has its own entry.
  IF field_name IS NULL OR NOT EXISTS (SELECT FROM "products" WHERE "id" = entry.product_id) THEN RETURN NULL; END IF;
  INSERT INTO "activity_log" ("created_at", "actor_id", "actor_name", "action", "entity_kind", "item_id", "item_label", "changes")
  SELECT clock_timestamp(), actor, coalesce((SELECT "username" FROM "admin_users" WHERE "id" = actor), 'unknown'), 'update', 'product',
         entry.product_id::text, (SELECT "name" FROM "products" WHERE "id" = entry.product_id),
         jsonb_build_object(field_name, jsonb_build_object('from', before_value, 'to', after_value));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "specification_values_activity" AFTER INSERT OR UPDATE OR DELETE ON "specification_values" FOR EACH ROW EXECUTE FUNCTION "specification_value_record"();
