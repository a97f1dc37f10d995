DROP INDEX "news_articles_published_at_idx";--> statement-breakpoint
CREATE INDEX "news_articles_newest_first_idx" ON "news_articles" USING btree ("published_at","created_at","id");--> statement-breakpoint
CREATE INDEX "news_articles_category_newest_first_idx" ON "news_articles" USING btree ("category","published_at","created_at","id");--> statement-breakpoint
CREATE INDEX "news_articles_featured_newest_first_idx" ON "news_articles" USING btree ("published_at","created_at","id") WHERE "news_articles"."is_featured";--> statement-breakpoint
CREATE INDEX "resources_newest_first_idx" ON "resources" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "resources_type_newest_first_idx" ON "resources" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "solutions_newest_first_idx" ON "solutions" USING btree ("created_at" DESC NULLS LAST,"name","id");--> statement-breakpoint
CREATE INDEX "solutions_industry_idx" ON "solutions" USING gin ("industry");