CREATE TABLE "deleted_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"label" text NOT NULL,
	"item" jsonb NOT NULL,
	"dependents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_name" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_items_kind_check" CHECK ("deleted_items"."kind" in ('product', 'solution', 'news_article', 'case_study', 'resource', 'category', 'hero_slide', 'distributor', 'company_section'))
);
--> statement-breakpoint
CREATE TABLE "item_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"item" jsonb NOT NULL,
	"restored_from" integer,
	"actor_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_versions_item_number_unique" UNIQUE("kind","item_id","number"),
	CONSTRAINT "item_versions_kind_check" CHECK ("item_versions"."kind" in ('product', 'solution', 'news_article', 'case_study', 'resource', 'category', 'hero_slide', 'distributor', 'company_section'))
);
--> statement-breakpoint
ALTER TABLE "deleted_items" ADD CONSTRAINT "deleted_items_deleted_by_id_admin_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_versions" ADD CONSTRAINT "item_versions_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_items_deleted_at_idx" ON "deleted_items" USING btree ("deleted_at");