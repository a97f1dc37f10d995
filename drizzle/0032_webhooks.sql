CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"answer_excerpt" text,
	"duration_ms" integer NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event" text NOT NULL,
	"event_id" uuid NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_event_check" CHECK ("webhook_deliveries"."event" in ('inquiry.received', 'inquiry.status_changed', 'content.published', 'content.deleted', 'webhook.test')),
	CONSTRAINT "webhook_deliveries_state_check" CHECK ("webhook_deliveries"."state" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint_secrets" (
	"endpoint_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"allow_private_network" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_events_check" CHECK (cardinality("webhook_endpoints"."events") > 0 and "webhook_endpoints"."events" <@ array['inquiry.received', 'inquiry.status_changed', 'content.published', 'content.deleted']::text[])
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_entity_kind_check";--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint_secrets" ADD CONSTRAINT "webhook_endpoint_secrets_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","attempted_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_entity_kind_check" CHECK ("activity_log"."entity_kind" in ('category', 'specification_field', 'product', 'solution', 'case_study', 'resource', 'news_article', 'security_advisory', 'hero_slide', 'distributor', 'certificate', 'company_section', 'site_settings', 'spam_settings', 'media', 'inquiry', 'inquiry_note', 'user', 'database', 'webhook_endpoint'));--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Webhooks (decision 065). An event queues one delivery per active endpoint subscribed to it, here,
-- in the transaction of the write that makes the event, whoever writes (a staff route, the public
-- inquiry form, the scheduled publisher): a write that rolls back queues nothing. The bulk writes
-- (demo seed, Clear All Data, a backup's restore) set `webhooks.quiet` for their transaction and
-- announce nothing. The body is built once per event, so every endpoint is sent the same bytes.
CREATE FUNCTION "webhook_announce"(announced_event text, announced_data jsonb) RETURNS void LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
-- An inquiry is announced when it reaches the inbox (stored as not spam, or restored from the spam
-- folder) and when its status changes; spam is never announced.
CREATE FUNCTION "webhook_inquiry_events"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "inquiries_webhooks" AFTER INSERT OR UPDATE OF "status", "is_spam" ON "inquiries" FOR EACH ROW EXECUTE FUNCTION "webhook_inquiry_events"();--> statement-breakpoint
-- Public content (the kinds with drafts and scheduling) is announced when it becomes public (created
-- published, a draft published, a scheduled item published by the publisher) and when an item that
-- was public is deleted. TG_ARGV[0] is the kind, as the activity log names it.
CREATE FUNCTION "webhook_content_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  announced_event text;
BEGIN
  IF TG_OP = 'DELETE' AND OLD."status" = 'published' THEN
    item := to_jsonb(OLD);
    announced_event := 'content.deleted';
  ELSIF TG_OP <> 'DELETE' AND NEW."status" = 'published' AND (TG_OP = 'INSERT' OR OLD."status" <> 'published') THEN
    item := to_jsonb(NEW);
    announced_event := 'content.published';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM "webhook_announce"(announced_event, jsonb_build_object(
    'kind', TG_ARGV[0],
    'id', item -> 'id',
    'slug', coalesce(item -> 'slug', item -> 'code'),
    'title', coalesce(item -> 'name', item -> 'title')));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_webhooks" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('product');--> statement-breakpoint
CREATE TRIGGER "solutions_webhooks" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "solutions" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('solution');--> statement-breakpoint
CREATE TRIGGER "news_articles_webhooks" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "news_articles" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('news_article');--> statement-breakpoint
CREATE TRIGGER "security_advisories_webhooks" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "security_advisories" FOR EACH ROW EXECUTE FUNCTION "webhook_content_events"('security_advisory');--> statement-breakpoint
-- An endpoint's changes are logged like any staff write (decision 032); its secret, a table of its own, is not.
CREATE TRIGGER "webhook_endpoints_activity" AFTER INSERT OR UPDATE OR DELETE ON "webhook_endpoints" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('webhook_endpoint');
