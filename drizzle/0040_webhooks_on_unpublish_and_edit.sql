ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_check";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_events_check";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_check" CHECK ("webhook_deliveries"."event" in ('inquiry.received', 'inquiry.status_changed', 'content.published', 'content.updated', 'content.unpublished', 'content.deleted', 'webhook.test'));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_events_check" CHECK (cardinality("webhook_endpoints"."events") > 0 and "webhook_endpoints"."events" <@ array['inquiry.received', 'inquiry.status_changed', 'content.published', 'content.updated', 'content.unpublished', 'content.deleted']::text[]);--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Receivers are told what stops being public and what changes while public (decision 068), not
-- only what appears and disappears: `content.unpublished` when a row stops being public without
-- being deleted (its status leaves published, a slide or distributor is hidden) and
-- `content.updated` when a row that is and stays public is edited. An edit is a change of
-- anything but `updated_at`, so a save that changes nothing announces nothing. An item is
-- announced once per transaction: a write that updates its row twice (or publishes it, then
-- edits it) sends one event, the first: `webhooks.announced`, local to the transaction, lists the
-- items announced so far while an endpoint listens for edits. Bulk writes (demo seed, seed:bulk,
-- Clear All Data, a backup's restore) stay quiet through `webhooks.quiet` (migration 0032); the
-- products CSV import is staff's edit of each product it changes and announces each once.
-- What an event says of an item: its kind, id, slug (an advisory's code) and title.
CREATE FUNCTION "webhook_content_data"(kind text, item jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE
  RETURN jsonb_build_object('kind', kind, 'id', item -> 'id', 'slug', coalesce(item -> 'slug', item -> 'code'),
    'title', coalesce(item ->> 'name', item ->> 'title', item ->> 'company_name', (item ->> 'standard') || ' ' || (item ->> 'number')));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_content_events"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- Each kind's trigger now fires on every update, not only of the column that makes it public.
DO $$
DECLARE
  announced record;
BEGIN
  FOR announced IN SELECT * FROM (VALUES
    ('products', 'product', 'status'), ('solutions', 'solution', 'status'), ('news_articles', 'news_article', 'status'),
    ('security_advisories', 'security_advisory', 'status'), ('hero_slides', 'hero_slide', 'is_active'),
    ('distributors', 'distributor', 'is_published'), ('categories', 'category', 'always'), ('case_studies', 'case_study', 'always'),
    ('resources', 'resource', 'always'), ('certificates', 'certificate', 'always')) AS kinds (table_name, kind, rule)
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', announced.table_name || '_webhooks', announced.table_name);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"(%L, %L)',
      announced.table_name || '_webhooks', announced.table_name, announced.kind, announced.rule);
  END LOOP;
END
$$;
