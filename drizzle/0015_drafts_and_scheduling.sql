-- Drafts and scheduled publishing (decision 031): products, solutions and news articles get a
-- status (draft, scheduled, published) and, when scheduled, the time they go live; existing rows
-- stay published. product_counts counts published and unpublished products apart, so the
-- catalogue's totals and choices are the published products' alone.
-- (Hand-ordered: is_published is added before the primary key that names it.)
ALTER TABLE "product_counts" DROP CONSTRAINT "product_counts_category_id_technology_interface_is_featured_pk";--> statement-breakpoint
ALTER TABLE "product_counts" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_category_id_technology_interface_is_featured_is_published_pk" PRIMARY KEY("category_id","technology","interface","is_featured","is_published");--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "news_articles_scheduled_idx" ON "news_articles" USING btree ("publish_at") WHERE "news_articles"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "products_scheduled_idx" ON "products" USING btree ("publish_at") WHERE "products"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "products_published_newest_first_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"name","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_newest_first_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"name","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "solutions_scheduled_idx" ON "solutions" USING btree ("publish_at") WHERE "solutions"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_status_check" CHECK ("news_articles"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_publish_at_check" CHECK (("news_articles"."status" = 'scheduled') = ("news_articles"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_publish_at_check" CHECK (("products"."status" = 'scheduled') = ("products"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_status_check" CHECK ("solutions"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_publish_at_check" CHECK (("solutions"."status" = 'scheduled') = ("solutions"."publish_at" is not null));--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The count triggers of migration 0008, now keyed by whether the product is published too.
CREATE OR REPLACE FUNCTION "product_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "product_counts" AS counted SET "products" = counted."products" - removed_rows."products"
    FROM (
      SELECT "category_id", coalesce("technology", '') AS "technology", coalesce("interface", '') AS "interface", "is_featured",
        "status" = 'published' AS "is_published", count(*) AS "products"
      FROM removed GROUP BY 1, 2, 3, 4, 5
    ) AS removed_rows
    WHERE counted."category_id" = removed_rows."category_id" AND counted."technology" = removed_rows."technology"
      AND counted."interface" = removed_rows."interface" AND counted."is_featured" = removed_rows."is_featured"
      AND counted."is_published" = removed_rows."is_published";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "product_counts" AS counted ("category_id", "technology", "interface", "is_featured", "is_published", "products")
    SELECT "category_id", coalesce("technology", ''), coalesce("interface", ''), "is_featured", "status" = 'published', count(*)
    FROM added GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ("category_id", "technology", "interface", "is_featured", "is_published")
      DO UPDATE SET "products" = counted."products" + excluded."products";
  END IF;
  DELETE FROM "product_counts" WHERE "products" <= 0;
  RETURN NULL;
END
$$;
