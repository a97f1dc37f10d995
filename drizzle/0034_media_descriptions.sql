ALTER TABLE "media" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_translations_check" CHECK (jsonb_typeof("media"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_version_check" CHECK ("media"."version" >= 1);