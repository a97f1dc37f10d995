CREATE TABLE "digest_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"inquiry_count" integer NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_notes_body_check" CHECK (length("inquiry_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "inquiry_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_status_changes_from_check" CHECK ("inquiry_status_changes"."from_status" in ('pending', 'processing', 'success', 'failed')),
	CONSTRAINT "inquiry_status_changes_to_check" CHECK ("inquiry_status_changes"."to_status" in ('pending', 'processing', 'success', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_entity_kind_check";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_status_changes" ADD CONSTRAINT "inquiry_status_changes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_status_changes" ADD CONSTRAINT "inquiry_status_changes_changed_by_admin_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_notes_inquiry_idx" ON "inquiry_notes" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_notes_author_idx" ON "inquiry_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "inquiry_status_changes_inquiry_idx" ON "inquiry_status_changes" USING btree ("inquiry_id","changed_at");--> statement-breakpoint
CREATE INDEX "inquiry_status_changes_changed_by_idx" ON "inquiry_status_changes" USING btree ("changed_by");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_to_admin_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_assigned_to_idx" ON "inquiries" USING btree ("assigned_to","created_at");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_entity_kind_check" CHECK ("activity_log"."entity_kind" in ('category', 'product', 'solution', 'case_study', 'resource', 'news_article', 'hero_slide', 'distributor', 'company_section', 'site_settings', 'spam_settings', 'media', 'inquiry', 'inquiry_note', 'user', 'database'));
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- An inquiry's status history (docs/decisions/036-inquiry-pipeline.md) is written here, in the
-- transaction of each status change, whichever call made it, with the staff member the request
-- named (set_config('activity.actor_id', ...), app/services/activity-log.server.ts).
CREATE FUNCTION "inquiry_status_history_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "inquiry_status_changes" ("inquiry_id", "from_status", "to_status", "changed_by", "changed_at")
  VALUES (NEW."id", OLD."status", NEW."status", nullif(current_setting('activity.actor_id', true), '')::uuid, clock_timestamp());
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inquiries_status_history" AFTER UPDATE OF "status" ON "inquiries" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "inquiry_status_history_record"();--> statement-breakpoint
-- Staff's notes are content: the activity log records them like the other staff writes (migration 0014).
CREATE TRIGGER "inquiry_notes_activity" AFTER INSERT OR UPDATE OR DELETE ON "inquiry_notes" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('inquiry_note');
