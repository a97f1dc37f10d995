CREATE TABLE "inquiry_items" (
	"inquiry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"note" text,
	CONSTRAINT "inquiry_items_inquiry_id_position_pk" PRIMARY KEY("inquiry_id","position"),
	CONSTRAINT "inquiry_items_quantity_check" CHECK ("inquiry_items"."quantity" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD CONSTRAINT "inquiry_items_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD CONSTRAINT "inquiry_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_items_product_id_idx" ON "inquiry_items" USING btree ("product_id");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Inquiries stored before this migration name their products only by id: each still listed
-- becomes an item with quantity 1, in its place in the list (one deleted since has no name to keep).
INSERT INTO "inquiry_items" ("inquiry_id", "position", "product_id", "product_name", "product_code", "quantity")
SELECT "inquiries"."id", "listed"."ordinality" - 1, "products"."id", "products"."name", "products"."product_code", 1
FROM "inquiries"
CROSS JOIN LATERAL unnest("inquiries"."product_ids") WITH ORDINALITY AS "listed"("product_id", "ordinality")
JOIN "products" ON "products"."id" = "listed"."product_id";
