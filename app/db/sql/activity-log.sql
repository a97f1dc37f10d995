-- The activity log (decision 032), written in the transaction of each write for the writes of a
-- request that named its staff member with set_config('activity.actor_id', <user id>, true)
-- (app/services/staff/activity-log.server.ts). A write without one (public inquiries, the first
-- start's bootstrap, demo seed and clear, a restore) records nothing.

-- A column under its API name (camelCase); password_hash as "password".
CREATE OR REPLACE FUNCTION activity_field_name(field text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE field WHEN 'password_hash' THEN 'password'
    ELSE lower(left(replace(initcap(replace(field, '_', ' ')), ' ', ''), 1)) || substr(replace(initcap(replace(field, '_', ' ')), ' ', ''), 2) END
$$;

-- A value cut to 300 characters.
CREATE OR REPLACE FUNCTION activity_compact(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(value::text) > 300 THEN to_jsonb(left(coalesce(value #>> '{}', value::text), 297) || '...') ELSE value END
$$;

-- One entry per written row: the kind is the trigger's argument, the label the row's name, title,
-- company name, user name, file name, section or, for a certificate, its standard and number. An
-- update lists each changed column from and to (a secret column only as changed, never its value)
-- and is named a restore, status change or password change when that is all it is.
CREATE OR REPLACE FUNCTION activity_log_record() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

CREATE OR REPLACE TRIGGER admin_users_activity AFTER INSERT OR DELETE OR UPDATE ON admin_users FOR EACH ROW EXECUTE FUNCTION activity_log_record('user');
CREATE OR REPLACE TRIGGER case_studies_activity AFTER INSERT OR DELETE OR UPDATE ON case_studies FOR EACH ROW EXECUTE FUNCTION activity_log_record('case_study');
CREATE OR REPLACE TRIGGER categories_activity AFTER INSERT OR DELETE OR UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION activity_log_record('category');
CREATE OR REPLACE TRIGGER certificates_activity AFTER INSERT OR DELETE OR UPDATE ON certificates FOR EACH ROW EXECUTE FUNCTION activity_log_record('certificate');
CREATE OR REPLACE TRIGGER company_info_activity AFTER INSERT OR DELETE OR UPDATE ON company_info FOR EACH ROW EXECUTE FUNCTION activity_log_record('company_section');
CREATE OR REPLACE TRIGGER distributors_activity AFTER INSERT OR DELETE OR UPDATE ON distributors FOR EACH ROW EXECUTE FUNCTION activity_log_record('distributor');
CREATE OR REPLACE TRIGGER hero_slides_activity AFTER INSERT OR DELETE OR UPDATE ON hero_slides FOR EACH ROW EXECUTE FUNCTION activity_log_record('hero_slide');
CREATE OR REPLACE TRIGGER inquiries_activity AFTER INSERT OR DELETE OR UPDATE ON inquiries FOR EACH ROW EXECUTE FUNCTION activity_log_record('inquiry');
CREATE OR REPLACE TRIGGER inquiry_notes_activity AFTER INSERT OR DELETE OR UPDATE ON inquiry_notes FOR EACH ROW EXECUTE FUNCTION activity_log_record('inquiry_note');
CREATE OR REPLACE TRIGGER media_activity AFTER INSERT OR DELETE OR UPDATE ON media FOR EACH ROW EXECUTE FUNCTION activity_log_record('media');
CREATE OR REPLACE TRIGGER news_articles_activity AFTER INSERT OR DELETE OR UPDATE ON news_articles FOR EACH ROW EXECUTE FUNCTION activity_log_record('news_article');
CREATE OR REPLACE TRIGGER products_activity AFTER INSERT OR DELETE OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION activity_log_record('product');
CREATE OR REPLACE TRIGGER resources_activity AFTER INSERT OR DELETE OR UPDATE ON resources FOR EACH ROW EXECUTE FUNCTION activity_log_record('resource');
CREATE OR REPLACE TRIGGER security_advisories_activity AFTER INSERT OR DELETE OR UPDATE ON security_advisories FOR EACH ROW EXECUTE FUNCTION activity_log_record('security_advisory');
CREATE OR REPLACE TRIGGER site_settings_activity AFTER INSERT OR DELETE OR UPDATE ON site_settings FOR EACH ROW EXECUTE FUNCTION activity_log_record('site_settings');
CREATE OR REPLACE TRIGGER solutions_activity AFTER INSERT OR DELETE OR UPDATE ON solutions FOR EACH ROW EXECUTE FUNCTION activity_log_record('solution');
CREATE OR REPLACE TRIGGER spam_settings_activity AFTER INSERT OR DELETE OR UPDATE ON spam_settings FOR EACH ROW EXECUTE FUNCTION activity_log_record('spam_settings');
CREATE OR REPLACE TRIGGER specification_fields_activity AFTER INSERT OR DELETE OR UPDATE ON specification_fields FOR EACH ROW EXECUTE FUNCTION activity_log_record('specification_field');
CREATE OR REPLACE TRIGGER webhook_endpoints_activity AFTER INSERT OR DELETE OR UPDATE ON webhook_endpoints FOR EACH ROW EXECUTE FUNCTION activity_log_record('webhook_endpoint');

-- A resource's product links and versions are changes of the resource itself: `products` (the
-- product's name linked: to, unlinked: from), `versions` (added: to, removed: from) or, for an
-- edited version, `version <label>: <field>` from and to. A link or version that goes with its
-- resource or product records nothing: that delete is the record.
CREATE OR REPLACE FUNCTION resource_part_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('activity.actor_id', true), '')::uuid;
  before_row jsonb;
  after_row jsonb;
  entry jsonb;
  resource_title text;
  part text;
  changed jsonb;
BEGIN
  IF actor IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN before_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN after_row := to_jsonb(NEW); END IF;
  entry := coalesce(after_row, before_row);
  SELECT "title" INTO resource_title FROM "resources" WHERE "id" = (entry ->> 'resource_id')::uuid;
  IF resource_title IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'resource_products' THEN
    SELECT "name" INTO part FROM "products" WHERE "id" = (entry ->> 'product_id')::uuid;
    IF part IS NULL THEN RETURN NULL; END IF;
    changed := jsonb_build_object('products', jsonb_build_object(CASE TG_OP WHEN 'INSERT' THEN 'to' ELSE 'from' END, part));
  ELSIF TG_OP = 'UPDATE' THEN
    part := coalesce(before_row ->> 'version', before_row ->> 'released_on');
    SELECT jsonb_object_agg(
             'version ' || part || ': ' || "activity_field_name"(field.key),
             jsonb_build_object('from', "activity_compact"(before_row -> field.key), 'to', "activity_compact"(field.value)))
      INTO changed
      FROM jsonb_each(after_row) AS field
     WHERE field.key <> 'updated_at' AND (before_row -> field.key) IS DISTINCT FROM field.value;
    IF changed IS NULL THEN RETURN NULL; END IF;
  ELSE
    part := coalesce(entry ->> 'version', entry ->> 'released_on');
    changed := jsonb_build_object('versions', jsonb_build_object(CASE TG_OP WHEN 'INSERT' THEN 'to' ELSE 'from' END, part));
  END IF;
  INSERT INTO "activity_log" ("created_at", "actor_id", "actor_name", "action", "entity_kind", "item_id", "item_label", "changes")
  SELECT clock_timestamp(), actor, coalesce((SELECT "username" FROM "admin_users" WHERE "id" = actor), 'unknown'), 'update', 'resource',
         entry ->> 'resource_id', resource_title, changed;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER resource_products_activity AFTER INSERT OR DELETE ON resource_products FOR EACH ROW EXECUTE FUNCTION resource_part_activity();
CREATE OR REPLACE TRIGGER resource_versions_activity AFTER INSERT OR DELETE OR UPDATE ON resource_versions FOR EACH ROW EXECUTE FUNCTION resource_part_activity();

-- A product's typed specification values (decision 033) are changes of the product, one entry per
-- value set, changed or cleared, named by the field.
CREATE OR REPLACE FUNCTION specification_value_record() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

CREATE OR REPLACE TRIGGER specification_values_activity AFTER INSERT OR DELETE OR UPDATE ON specification_values FOR EACH ROW EXECUTE FUNCTION specification_value_record();

-- A certificate's product links (decision 060) are changes of the certificate, `products` with the
-- product's name linked (to) or unlinked (from), as a resource's are.
CREATE OR REPLACE FUNCTION certificate_product_activity() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

CREATE OR REPLACE TRIGGER certificate_products_activity AFTER INSERT OR DELETE ON certificate_products FOR EACH ROW EXECUTE FUNCTION certificate_product_activity();
