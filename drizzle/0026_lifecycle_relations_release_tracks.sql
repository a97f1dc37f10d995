CREATE TABLE "product_relations" (
	"product_id" uuid NOT NULL,
	"type" text NOT NULL,
	"related_product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_relations_product_id_type_related_product_id_pk" PRIMARY KEY("product_id","type","related_product_id"),
	CONSTRAINT "product_relations_type_check" CHECK ("product_relations"."type" in ('accessory_of', 'works_with', 'replaces')),
	CONSTRAINT "product_relations_not_itself_check" CHECK ("product_relations"."product_id" <> "product_relations"."related_product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lifecycle" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discontinued_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "support_ends_on" date;--> statement-breakpoint
ALTER TABLE "resource_versions" ADD COLUMN "release_track" text;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_relations_related_product_id_idx" ON "product_relations" USING btree ("related_product_id","type");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lifecycle_check" CHECK ("products"."lifecycle" in ('active', 'not_recommended', 'discontinued', 'out_of_support'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_discontinued_dated_check" CHECK ("products"."lifecycle" <> 'discontinued' or "products"."discontinued_on" is not null);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_out_of_support_dated_check" CHECK ("products"."lifecycle" <> 'out_of_support' or "products"."support_ends_on" is not null);--> statement-breakpoint
ALTER TABLE "resource_versions" ADD CONSTRAINT "resource_versions_release_track_check" CHECK ("resource_versions"."release_track" in ('active', 'long_term_support', 'beta'));