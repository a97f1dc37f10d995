CREATE TABLE "spam_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"blocked_email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"form_token_key" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spam_settings_single_row_check" CHECK ("spam_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_spam_reason_check" CHECK ("inquiries"."spam_reason" in ('honeypot', 'too_fast', 'bad_token', 'blocked_domain'));--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Before this migration the honeypot was the only check, so every stored spam was caught by it.
UPDATE "inquiries" SET "spam_reason" = 'honeypot' WHERE "is_spam";
-- The settings row is made when first read (spam-check.server.ts): a new site holds no rows, so a
-- backup can be restored into it without --force.
