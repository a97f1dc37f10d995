CREATE TABLE "advisory_fixes" (
	"advisory_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	CONSTRAINT "advisory_fixes_advisory_id_version_id_pk" PRIMARY KEY("advisory_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "advisory_products" (
	"advisory_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"affected_versions" text NOT NULL,
	CONSTRAINT "advisory_products_advisory_id_product_id_pk" PRIMARY KEY("advisory_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "advisory_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisory_id" uuid NOT NULL,
	"revised_on" date NOT NULL,
	"note" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisory_revisions_translations_check" CHECK (jsonb_typeof("advisory_revisions"."translations") = 'object')
);
--> statement-breakpoint
CREATE TABLE "certificate_products" (
	"certificate_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "certificate_products_certificate_id_product_id_pk" PRIMARY KEY("certificate_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"standard" text NOT NULL,
	"issuer" text NOT NULL,
	"number" text NOT NULL,
	"scope" text,
	"issued_on" date NOT NULL,
	"expires_on" date,
	"firmware_version" text,
	"document_url" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_issuer_number_unique" UNIQUE("issuer","number"),
	CONSTRAINT "certificates_translations_check" CHECK (jsonb_typeof("certificates"."translations") = 'object'),
	CONSTRAINT "certificates_dates_check" CHECK ("certificates"."expires_on" is null or "certificates"."expires_on" >= "certificates"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "security_advisories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"workaround" text,
	"cvss_vector" text NOT NULL,
	"cvss_score" double precision NOT NULL,
	"severity" text NOT NULL,
	"cve_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_on" date NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_advisories_code_unique" UNIQUE("code"),
	CONSTRAINT "security_advisories_translations_check" CHECK (jsonb_typeof("security_advisories"."translations") = 'object'),
	CONSTRAINT "security_advisories_status_check" CHECK ("security_advisories"."status" in ('draft', 'scheduled', 'published')),
	CONSTRAINT "security_advisories_publish_at_check" CHECK (("security_advisories"."status" = 'scheduled') = ("security_advisories"."publish_at" is not null)),
	CONSTRAINT "security_advisories_severity_check" CHECK ("security_advisories"."severity" in ('none', 'low', 'medium', 'high', 'critical')),
	CONSTRAINT "security_advisories_cvss_score_check" CHECK ("security_advisories"."cvss_score" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "security_email" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "security_acknowledge_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "security_txt_expires_on" date;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "security_languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "advisory_fixes" ADD CONSTRAINT "advisory_fixes_advisory_id_security_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."security_advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisory_fixes" ADD CONSTRAINT "advisory_fixes_version_id_resource_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."resource_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisory_products" ADD CONSTRAINT "advisory_products_advisory_id_security_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."security_advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisory_products" ADD CONSTRAINT "advisory_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisory_revisions" ADD CONSTRAINT "advisory_revisions_advisory_id_security_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."security_advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_products" ADD CONSTRAINT "certificate_products_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_products" ADD CONSTRAINT "certificate_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisory_fixes_version_id_idx" ON "advisory_fixes" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "advisory_products_product_id_idx" ON "advisory_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "advisory_revisions_advisory_id_idx" ON "advisory_revisions" USING btree ("advisory_id","revised_on","created_at");--> statement-breakpoint
CREATE INDEX "certificate_products_product_id_idx" ON "certificate_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "security_advisories_scheduled_idx" ON "security_advisories" USING btree ("publish_at") WHERE "security_advisories"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "security_advisories_newest_first_idx" ON "security_advisories" USING btree ("published_on" DESC NULLS LAST,"code" DESC NULLS LAST);