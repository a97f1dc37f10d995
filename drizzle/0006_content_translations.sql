ALTER TABLE "case_studies" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_info" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_slides" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_translations_check" CHECK (jsonb_typeof("case_studies"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_translations_check" CHECK (jsonb_typeof("categories"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "company_info" ADD CONSTRAINT "company_info_translations_check" CHECK (jsonb_typeof("company_info"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_translations_check" CHECK (jsonb_typeof("hero_slides"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_translations_check" CHECK (jsonb_typeof("news_articles"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_translations_check" CHECK (jsonb_typeof("products"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_translations_check" CHECK (jsonb_typeof("resources"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_translations_check" CHECK (jsonb_typeof("solutions"."translations") = 'object');