CREATE TABLE "resource_version_products" (
	"version_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "resource_version_products_version_id_product_id_pk" PRIMARY KEY("version_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "resource_versions" ADD COLUMN "minimum_firmware_id" uuid;--> statement-breakpoint
ALTER TABLE "resource_version_products" ADD CONSTRAINT "resource_version_products_version_id_resource_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."resource_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_version_products" ADD CONSTRAINT "resource_version_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_version_products_product_id_idx" ON "resource_version_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "resource_versions" ADD CONSTRAINT "resource_versions_minimum_firmware_id_resource_versions_id_fk" FOREIGN KEY ("minimum_firmware_id") REFERENCES "public"."resource_versions"("id") ON DELETE set null ON UPDATE no action;