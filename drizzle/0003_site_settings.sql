CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"company_description" text NOT NULL,
	"sales_email" text NOT NULL,
	"support_email" text NOT NULL,
	"phone" text NOT NULL,
	"chat_phone" text NOT NULL,
	"website" text NOT NULL,
	"address" text NOT NULL,
	"business_hours" text[] DEFAULT '{}'::text[] NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row_check" CHECK ("site_settings"."id" = 1)
);
