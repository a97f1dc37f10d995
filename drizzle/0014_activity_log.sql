CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_kind" text NOT NULL,
	"item_id" text,
	"item_label" text,
	"changes" jsonb,
	CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" in ('create', 'update', 'delete', 'status_change', 'restore', 'password_change', 'sign_in', 'seed', 'clear')),
	CONSTRAINT "activity_log_entity_kind_check" CHECK ("activity_log"."entity_kind" in ('category', 'product', 'solution', 'case_study', 'resource', 'news_article', 'hero_slide', 'distributor', 'company_section', 'site_settings', 'spam_settings', 'media', 'inquiry', 'user', 'database'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_newest_first_idx" ON "activity_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_kind_idx" ON "activity_log" USING btree ("entity_kind","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_item_idx" ON "activity_log" USING btree ("item_id");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The activity log is written here, in the transaction of each write, for the writes of a request
-- that named its staff member with set_config('activity.actor_id', <user id>, true)
-- (app/services/activity-log.server.ts). A write without one (public inquiries, the first start's
-- bootstrap, demo seed and clear, a restore) records nothing.
-- Columns appear under their API names (camelCase); secret columns only as changed, never their
-- value; long values are cut short.
CREATE FUNCTION "activity_field_name"(field text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE field WHEN 'password_hash' THEN 'password'
    ELSE lower(left(replace(initcap(replace(field, '_', ' ')), ' ', ''), 1)) || substr(replace(initcap(replace(field, '_', ' ')), ' ', ''), 2) END
$$;--> statement-breakpoint
CREATE FUNCTION "activity_compact"(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(value::text) > 300 THEN to_jsonb(left(coalesce(value #>> '{}', value::text), 297) || '...') ELSE value END
$$;--> statement-breakpoint
CREATE FUNCTION "activity_log_record"() RETURNS trigger LANGUAGE plpgsql AS $$
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
         coalesce(entry ->> 'name', entry ->> 'title', entry ->> 'company_name', entry ->> 'username', entry ->> 'filename', entry ->> 'section'),
         changed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_activity" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('category');--> statement-breakpoint
CREATE TRIGGER "products_activity" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('product');--> statement-breakpoint
CREATE TRIGGER "solutions_activity" AFTER INSERT OR UPDATE OR DELETE ON "solutions" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('solution');--> statement-breakpoint
CREATE TRIGGER "case_studies_activity" AFTER INSERT OR UPDATE OR DELETE ON "case_studies" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('case_study');--> statement-breakpoint
CREATE TRIGGER "resources_activity" AFTER INSERT OR UPDATE OR DELETE ON "resources" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('resource');--> statement-breakpoint
CREATE TRIGGER "news_articles_activity" AFTER INSERT OR UPDATE OR DELETE ON "news_articles" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('news_article');--> statement-breakpoint
CREATE TRIGGER "hero_slides_activity" AFTER INSERT OR UPDATE OR DELETE ON "hero_slides" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('hero_slide');--> statement-breakpoint
CREATE TRIGGER "distributors_activity" AFTER INSERT OR UPDATE OR DELETE ON "distributors" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('distributor');--> statement-breakpoint
CREATE TRIGGER "company_info_activity" AFTER INSERT OR UPDATE OR DELETE ON "company_info" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('company_section');--> statement-breakpoint
CREATE TRIGGER "site_settings_activity" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('site_settings');--> statement-breakpoint
CREATE TRIGGER "spam_settings_activity" AFTER INSERT OR UPDATE OR DELETE ON "spam_settings" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('spam_settings');--> statement-breakpoint
CREATE TRIGGER "media_activity" AFTER INSERT OR UPDATE OR DELETE ON "media" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('media');--> statement-breakpoint
CREATE TRIGGER "inquiries_activity" AFTER INSERT OR UPDATE OR DELETE ON "inquiries" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('inquiry');--> statement-breakpoint
CREATE TRIGGER "admin_users_activity" AFTER INSERT OR UPDATE OR DELETE ON "admin_users" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('user');
