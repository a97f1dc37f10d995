CREATE TABLE "advisory_not_affected" (
	"advisory_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"justification" text NOT NULL,
	"impact_statement" text NOT NULL,
	CONSTRAINT "advisory_not_affected_advisory_id_product_id_pk" PRIMARY KEY("advisory_id","product_id"),
	CONSTRAINT "advisory_not_affected_justification_check" CHECK ("advisory_not_affected"."justification" in ('component_not_present', 'vulnerable_code_not_present', 'vulnerable_code_not_in_execute_path', 'vulnerable_code_cannot_be_controlled_by_adversary', 'inline_mitigations_already_exist'))
);
--> statement-breakpoint
CREATE TABLE "csaf_documents" (
	"tracking_id" text PRIMARY KEY NOT NULL,
	"advisory_id" uuid,
	"path" text NOT NULL,
	"initial_release_date" timestamp with time zone NOT NULL,
	"current_release_date" timestamp with time zone NOT NULL,
	"revisions" jsonb NOT NULL,
	"content_digest" text NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"document" text NOT NULL,
	"sha256" text NOT NULL,
	"sha512" text NOT NULL,
	"signature" text NOT NULL,
	"signed_by" text NOT NULL,
	CONSTRAINT "csaf_documents_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "csaf_signing_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"private_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csaf_signing_keys_single_row_check" CHECK ("csaf_signing_keys"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "security_advisories" ADD COLUMN "cwe_id" text;--> statement-breakpoint
ALTER TABLE "advisory_not_affected" ADD CONSTRAINT "advisory_not_affected_advisory_id_security_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."security_advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisory_not_affected" ADD CONSTRAINT "advisory_not_affected_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csaf_documents" ADD CONSTRAINT "csaf_documents_advisory_id_security_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."security_advisories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisory_not_affected_product_id_idx" ON "advisory_not_affected" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "csaf_documents_newest_first_idx" ON "csaf_documents" USING btree ("current_release_date" DESC NULLS LAST,"path");