CREATE TABLE "distributors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"tier" text DEFAULT 'authorised' NOT NULL,
	"contact_name" text,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"address" text,
	"city" text NOT NULL,
	"notes" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributors_country_check" CHECK ("distributors"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "distributors_region_check" CHECK ("distributors"."region" in ('africa', 'asia_pacific', 'europe', 'latin_america', 'middle_east', 'north_america')),
	CONSTRAINT "distributors_tier_check" CHECK ("distributors"."tier" in ('platinum', 'gold', 'authorised'))
);
--> statement-breakpoint
CREATE INDEX "distributors_country_idx" ON "distributors" USING btree ("country");