-- Webhooks (decisions 065 and 068). An event queues one delivery per active endpoint subscribed to
-- it, in the transaction of the write that makes the event, whoever writes (a staff route, the
-- public inquiry form, the scheduled publisher): a write that rolls back queues nothing. Bulk
-- writes (demo seed, seed:bulk, Clear All Data, a backup's restore) set `webhooks.quiet` for their
-- transaction and announce nothing.

-- Queues an event for every endpoint that listens for it. The body is built once per event, so
-- every endpoint is sent the same bytes.
CREATE OR REPLACE FUNCTION webhook_announce(announced_event text, announced_data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  announced_id uuid := gen_random_uuid();
  announced_body text;
BEGIN
  IF current_setting('webhooks.quiet', true) = 'on' THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM "webhook_endpoints" WHERE "active" AND announced_event = ANY ("events")) THEN RETURN; END IF;
  announced_body := jsonb_build_object(
    'id', announced_id,
    'event', announced_event,
    'createdAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'data', announced_data)::text;
  INSERT INTO "webhook_deliveries" ("endpoint_id", "event", "event_id", "body")
  SELECT "id", announced_event, announced_id, announced_body FROM "webhook_endpoints" WHERE "active" AND announced_event = ANY ("events");
END
$$;

-- Whether a row is public by its kind's rule: 'status' (published), 'always' (public while it
-- exists) or the name of a boolean column (a hero slide's is_active, a distributor's is_published).
CREATE OR REPLACE FUNCTION webhook_item_public(item jsonb, rule text) RETURNS boolean LANGUAGE sql IMMUTABLE
  RETURN CASE rule WHEN 'status' THEN item ->> 'status' = 'published' WHEN 'always' THEN true ELSE (item ->> rule)::boolean END;

-- What an event says of an item: its kind, id, slug (an advisory's code) and title.
CREATE OR REPLACE FUNCTION webhook_content_data(kind text, item jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE
  RETURN jsonb_build_object('kind', kind, 'id', item -> 'id', 'slug', coalesce(item -> 'slug', item -> 'code'),
    'title', coalesce(item ->> 'name', item ->> 'title', item ->> 'company_name', (item ->> 'standard') || ' ' || (item ->> 'number')));

-- Every kind of public content announces content.published when a row becomes public,
-- content.unpublished when it stops being public without being deleted, content.deleted when a
-- public row is deleted, and content.updated when a row that is and stays public is edited (a
-- change of anything but updated_at). An item is announced once per transaction, the first event:
-- `webhooks.announced`, local to the transaction, lists the items announced so far while an
-- endpoint listens for edits. The trigger's arguments are the kind, as the activity log names it,
-- and its rule of webhook_item_public.
CREATE OR REPLACE FUNCTION webhook_content_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rule text := CASE WHEN TG_NARGS > 1 THEN TG_ARGV[1] ELSE 'status' END;
  before_item jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  after_item jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  was_public boolean := TG_OP <> 'INSERT' AND "webhook_item_public"(before_item, rule);
  is_public boolean := TG_OP <> 'DELETE' AND "webhook_item_public"(after_item, rule);
  item jsonb := coalesce(after_item, before_item);
  announced_key text := ' ' || TG_ARGV[0] || ':' || (item ->> 'id') || ' ';
  announced text := coalesce(current_setting('webhooks.announced', true), '');
  announced_event text;
BEGIN
  IF current_setting('webhooks.quiet', true) = 'on' THEN RETURN NULL; END IF;
  IF is_public AND NOT was_public THEN
    announced_event := 'content.published';
  ELSIF was_public AND NOT is_public THEN
    announced_event := CASE TG_OP WHEN 'DELETE' THEN 'content.deleted' ELSE 'content.unpublished' END;
  ELSIF was_public AND is_public AND (before_item - 'updated_at') <> (after_item - 'updated_at')
    AND position(announced_key IN announced) = 0 THEN
    announced_event := 'content.updated';
  ELSE
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM "webhook_endpoints" WHERE "active" AND 'content.updated' = ANY ("events")) THEN
    PERFORM set_config('webhooks.announced', announced || announced_key, true);
  END IF;
  PERFORM "webhook_announce"(announced_event, "webhook_content_data"(TG_ARGV[0], item));
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER case_studies_webhooks AFTER INSERT OR DELETE OR UPDATE ON case_studies FOR EACH ROW EXECUTE FUNCTION webhook_content_events('case_study', 'always');
CREATE OR REPLACE TRIGGER categories_webhooks AFTER INSERT OR DELETE OR UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION webhook_content_events('category', 'always');
CREATE OR REPLACE TRIGGER certificates_webhooks AFTER INSERT OR DELETE OR UPDATE ON certificates FOR EACH ROW EXECUTE FUNCTION webhook_content_events('certificate', 'always');
CREATE OR REPLACE TRIGGER distributors_webhooks AFTER INSERT OR DELETE OR UPDATE ON distributors FOR EACH ROW EXECUTE FUNCTION webhook_content_events('distributor', 'is_published');
CREATE OR REPLACE TRIGGER hero_slides_webhooks AFTER INSERT OR DELETE OR UPDATE ON hero_slides FOR EACH ROW EXECUTE FUNCTION webhook_content_events('hero_slide', 'is_active');
CREATE OR REPLACE TRIGGER news_articles_webhooks AFTER INSERT OR DELETE OR UPDATE ON news_articles FOR EACH ROW EXECUTE FUNCTION webhook_content_events('news_article', 'status');
CREATE OR REPLACE TRIGGER products_webhooks AFTER INSERT OR DELETE OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION webhook_content_events('product', 'status');
CREATE OR REPLACE TRIGGER resources_webhooks AFTER INSERT OR DELETE OR UPDATE ON resources FOR EACH ROW EXECUTE FUNCTION webhook_content_events('resource', 'always');
CREATE OR REPLACE TRIGGER security_advisories_webhooks AFTER INSERT OR DELETE OR UPDATE ON security_advisories FOR EACH ROW EXECUTE FUNCTION webhook_content_events('security_advisory', 'status');
CREATE OR REPLACE TRIGGER solutions_webhooks AFTER INSERT OR DELETE OR UPDATE ON solutions FOR EACH ROW EXECUTE FUNCTION webhook_content_events('solution', 'status');

-- An inquiry is announced when it reaches the inbox (stored as not spam, or restored from the spam
-- folder) and when its status changes; spam is never announced.
CREATE OR REPLACE FUNCTION webhook_inquiry_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inquiry jsonb;
BEGIN
  IF NEW."is_spam" THEN RETURN NULL; END IF;
  inquiry := jsonb_build_object(
    'id', NEW."id", 'type', NEW."type", 'status', NEW."status", 'name', NEW."name", 'email', NEW."email",
    'phone', NEW."phone", 'company', NEW."company", 'country', NEW."country", 'projectType', NEW."project_type",
    'message', NEW."message", 'productIds', to_jsonb(NEW."product_ids"),
    'createdAt', to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  IF TG_OP = 'INSERT' OR OLD."is_spam" THEN
    PERFORM "webhook_announce"('inquiry.received', jsonb_build_object('inquiry', inquiry));
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    PERFORM "webhook_announce"('inquiry.status_changed', jsonb_build_object('inquiry', inquiry, 'previousStatus', OLD."status"));
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER inquiries_webhooks AFTER INSERT OR UPDATE OF status, is_spam ON inquiries FOR EACH ROW EXECUTE FUNCTION webhook_inquiry_events();
