CREATE TABLE "resource_products" (
	"resource_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "resource_products_resource_id_product_id_pk" PRIMARY KEY("resource_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "resource_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"version" text,
	"release_notes" text,
	"released_on" date NOT NULL,
	"file_url" text,
	"external_url" text,
	"file_size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_versions_version_unique" UNIQUE("resource_id","version")
);
--> statement-breakpoint
ALTER TABLE "resource_products" ADD CONSTRAINT "resource_products_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_products" ADD CONSTRAINT "resource_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_versions" ADD CONSTRAINT "resource_versions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_products_product_id_idx" ON "resource_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "resource_versions_newest_first_idx" ON "resource_versions" USING btree ("resource_id","released_on","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_platform_trgm_idx" ON "resources" USING gin ("platform" gin_trgm_ops);--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Every existing resource gets its current release as its first version row (decision 034),
-- dated by the day the resource was created (UTC).
INSERT INTO "resource_versions" ("resource_id", "version", "released_on", "file_url", "external_url", "file_size", "created_at", "updated_at")
SELECT "id", "version", ("created_at" AT TIME ZONE 'UTC')::date, "file_url", "external_url", "file_size", "created_at", "updated_at"
  FROM "resources";
--> statement-breakpoint
-- The activity log (decision 032) records a resource's product links and versions as changes of
-- the resource itself: kind 'resource', its id and title, action 'update', and as changes
-- `products` (the product's name linked: to, unlinked: from), `versions` (the version added: to,
-- removed: from) or, for an edited version, `version <label>: <field>` from and to. A link or
-- version that goes with its resource or product records nothing: that delete is the record.
CREATE FUNCTION "resource_part_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER "resource_products_activity" AFTER INSERT OR DELETE ON "resource_products" FOR EACH ROW EXECUTE FUNCTION "resource_part_activity"();--> statement-breakpoint
CREATE TRIGGER "resource_versions_activity" AFTER INSERT OR UPDATE OR DELETE ON "resource_versions" FOR EACH ROW EXECUTE FUNCTION "resource_part_activity"();
