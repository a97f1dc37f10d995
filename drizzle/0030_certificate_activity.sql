ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_entity_kind_check";--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_entity_kind_check" CHECK ("activity_log"."entity_kind" in ('category', 'specification_field', 'product', 'solution', 'case_study', 'resource', 'news_article', 'security_advisory', 'hero_slide', 'distributor', 'certificate', 'company_section', 'site_settings', 'spam_settings', 'media', 'inquiry', 'inquiry_note', 'user', 'database'));--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The activity log (decision 032) of the certifications register (decision 060): a certificate is
-- an item of its own, labelled by its standard and number (the one change to activity_log_record
-- of migration 0014); its product links are changes of the certificate, `products` with the
-- product's name linked (to) or unlinked (from), as a resource's are (migration 0017). A link that
-- goes with its certificate or product records nothing: that delete is the record.
CREATE OR REPLACE FUNCTION "activity_log_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('activity.actor_id', true), '')::uuid;
  secrets text[] := ARRAY['password_hash', 'form_token_key', 'token_hash'];
  before_row jsonb;
  after_row jsonb;
  entry jsonb;
  changed jsonb;
  done text := lower(TG_OP);
BEGIN
  IF TG_OP <> 'INSERT' THEN before_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN after_row := to_jsonb(NEW); END IF;
  entry := coalesce(after_row, before_row);
  IF actor IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(
             "activity_field_name"(field.key),
             CASE WHEN field.key = ANY (secrets) THEN '{}'::jsonb
                  ELSE jsonb_build_object('from', "activity_compact"(before_row -> field.key), 'to', "activity_compact"(field.value)) END)
      INTO changed
      FROM jsonb_each(after_row) AS field
     WHERE field.key <> 'updated_at' AND (before_row -> field.key) IS DISTINCT FROM field.value;
    IF changed IS NULL THEN RETURN NULL; END IF;
    done := CASE
      WHEN TG_TABLE_NAME = 'inquiries' AND changed ? 'isSpam' AND NOT (after_row ->> 'is_spam')::boolean THEN 'restore'
      WHEN TG_TABLE_NAME = 'inquiries' AND changed ?& ARRAY['status'] AND (SELECT count(*) FROM jsonb_object_keys(changed)) = 1 THEN 'status_change'
      WHEN TG_TABLE_NAME = 'admin_users' AND changed ? 'password' AND (SELECT count(*) FROM jsonb_object_keys(changed)) = 1 THEN 'password_change'
      ELSE 'update' END;
  ELSE
    done := CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE 'delete' END;
  END IF;
  INSERT INTO "activity_log" ("created_at", "actor_id", "actor_name", "action", "entity_kind", "item_id", "item_label", "changes")
  SELECT clock_timestamp(), actor, coalesce((SELECT "username" FROM "admin_users" WHERE "id" = actor), 'unknown'), done, TG_ARGV[0],
         entry ->> 'id',
         coalesce(entry ->> 'name', entry ->> 'title', entry ->> 'company_name', entry ->> 'username', entry ->> 'filename', entry ->> 'section',
                  CASE TG_TABLE_NAME WHEN 'certificates' THEN (entry ->> 'standard') || ' ' || (entry ->> 'number') END),
         changed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificates_activity" AFTER INSERT OR UPDATE OR DELETE ON "certificates" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('certificate');--> statement-breakpoint
CREATE FUNCTION "certificate_product_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('activity.actor_id', true), '')::uuid;
  entry "certificate_products";
  certificate_label text;
  product_name text;
BEGIN
  IF actor IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN entry := OLD; ELSE entry := NEW; END IF;
  SELECT "standard" || ' ' || "number" INTO certificate_label FROM "certificates" WHERE "id" = entry.certificate_id;
  SELECT "name" INTO product_name FROM "products" WHERE "id" = entry.product_id;
  IF certificate_label IS NULL OR product_name IS NULL THEN RETURN NULL; END IF;
  INSERT INTO "activity_log" ("created_at", "actor_id", "actor_name", "action", "entity_kind", "item_id", "item_label", "changes")
  SELECT clock_timestamp(), actor, coalesce((SELECT "username" FROM "admin_users" WHERE "id" = actor), 'unknown'), 'update', 'certificate',
         entry.certificate_id::text, certificate_label,
         jsonb_build_object('products', jsonb_build_object(CASE TG_OP WHEN 'INSERT' THEN 'to' ELSE 'from' END, product_name));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificate_products_activity" AFTER INSERT OR DELETE ON "certificate_products" FOR EACH ROW EXECUTE FUNCTION "certificate_product_activity"();
