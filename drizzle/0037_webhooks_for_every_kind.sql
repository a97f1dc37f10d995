-- Every kind of public content announces content.published and content.deleted (decision 065),
-- not only the kinds with drafts: a kind tells the trigger how a row is public (its second
-- argument): 'status' (published, the default), the name of a boolean column (a hero slide's
-- is_active, a distributor's is_published), or 'always' (categories, case studies, resources and
-- certificates are public while they exist). An edit that leaves a row public announces nothing.
CREATE FUNCTION "webhook_item_public"(item jsonb, rule text) RETURNS boolean LANGUAGE sql IMMUTABLE
  RETURN CASE rule WHEN 'status' THEN item ->> 'status' = 'published' WHEN 'always' THEN true ELSE (item ->> rule)::boolean END;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_content_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rule text := CASE WHEN TG_NARGS > 1 THEN TG_ARGV[1] ELSE 'status' END;
  before_item jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  after_item jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  item jsonb;
  announced_event text;
BEGIN
  IF TG_OP = 'DELETE' AND "webhook_item_public"(before_item, rule) THEN
    item := before_item;
    announced_event := 'content.deleted';
  ELSIF TG_OP <> 'DELETE' AND "webhook_item_public"(after_item, rule)
    AND (TG_OP = 'INSERT' OR NOT "webhook_item_public"(before_item, rule)) THEN
    item := after_item;
    announced_event := 'content.published';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM "webhook_announce"(announced_event, jsonb_build_object(
    'kind', TG_ARGV[0],
    'id', item -> 'id',
    'slug', coalesce(item -> 'slug', item -> 'code'),
    'title', coalesce(item ->> 'name', item ->> 'title', item ->> 'company_name', (item ->> 'standard') || ' ' || (item ->> 'number'))));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "hero_slides_webhooks" AFTER INSERT OR UPDATE OF "is_active" OR DELETE ON "hero_slides" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('hero_slide', 'is_active');
--> statement-breakpoint
CREATE TRIGGER "distributors_webhooks" AFTER INSERT OR UPDATE OF "is_published" OR DELETE ON "distributors" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('distributor', 'is_published');
--> statement-breakpoint
CREATE TRIGGER "categories_webhooks" AFTER INSERT OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('category', 'always');
--> statement-breakpoint
CREATE TRIGGER "case_studies_webhooks" AFTER INSERT OR DELETE ON "case_studies" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('case_study', 'always');
--> statement-breakpoint
CREATE TRIGGER "resources_webhooks" AFTER INSERT OR DELETE ON "resources" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('resource', 'always');
--> statement-breakpoint
CREATE TRIGGER "certificates_webhooks" AFTER INSERT OR DELETE ON "certificates" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('certificate', 'always');
