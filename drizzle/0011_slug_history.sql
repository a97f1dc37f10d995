CREATE TABLE "slug_history" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid,
	"product_id" uuid,
	"solution_id" uuid,
	"news_article_id" uuid,
	"case_study_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_kind_slug_pk" PRIMARY KEY("kind","slug"),
	CONSTRAINT "slug_history_kind_check" CHECK ("slug_history"."kind" in ('category', 'product', 'solution', 'news_article', 'case_study')),
	CONSTRAINT "slug_history_item_check" CHECK (("slug_history"."kind" = 'category') = ("slug_history"."category_id" is not null)
        and ("slug_history"."kind" = 'product') = ("slug_history"."product_id" is not null)
        and ("slug_history"."kind" = 'solution') = ("slug_history"."solution_id" is not null)
        and ("slug_history"."kind" = 'news_article') = ("slug_history"."news_article_id" is not null)
        and ("slug_history"."kind" = 'case_study') = ("slug_history"."case_study_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "slug_history" ADD CONSTRAINT "slug_history_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_history" ADD CONSTRAINT "slug_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_history" ADD CONSTRAINT "slug_history_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_history" ADD CONSTRAINT "slug_history_news_article_id_news_articles_id_fk" FOREIGN KEY ("news_article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_history" ADD CONSTRAINT "slug_history_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slug_history_category_id_idx" ON "slug_history" USING btree ("category_id") WHERE "slug_history"."category_id" is not null;--> statement-breakpoint
CREATE INDEX "slug_history_product_id_idx" ON "slug_history" USING btree ("product_id") WHERE "slug_history"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "slug_history_solution_id_idx" ON "slug_history" USING btree ("solution_id") WHERE "slug_history"."solution_id" is not null;--> statement-breakpoint
CREATE INDEX "slug_history_news_article_id_idx" ON "slug_history" USING btree ("news_article_id") WHERE "slug_history"."news_article_id" is not null;--> statement-breakpoint
CREATE INDEX "slug_history_case_study_id_idx" ON "slug_history" USING btree ("case_study_id") WHERE "slug_history"."case_study_id" is not null;