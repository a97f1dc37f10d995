ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_entity_kind_check";--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_entity_kind_check" CHECK ("activity_log"."entity_kind" in ('category', 'specification_field', 'product', 'solution', 'case_study', 'resource', 'news_article', 'security_advisory', 'hero_slide', 'distributor', 'company_section', 'site_settings', 'spam_settings', 'media', 'inquiry', 'inquiry_note', 'user', 'database'));--> statement-breakpoint
-- custom SQL (keep when regenerating): security advisories (decision 059) in the activity log, as
-- any other content's rows are (decision 032), and in the site search (decision 027): a title
-- function (its id and title, every language) under a trigram index and a word function (id,
-- title, summary, workaround, CVE ids, every language) under a full-text index.
--
-- And for every kind of the search, the words are now read with dashes and angle brackets as
-- spaces (site_search_words, migration 0012): the parser took the "-2026" of an id such as
-- CVE-2026-41873 for a negative number, so the id's words were not found, and a "<script>" in a
-- text for a tag, dropping every word after it. The search indexes built on it are rebuilt.
CREATE OR REPLACE FUNCTION site_search_words(VARIADIC texts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN translate(array_to_string(texts, ' '), '<>-', '   ');
--> statement-breakpoint
REINDEX INDEX products_search_title_idx;
--> statement-breakpoint
REINDEX INDEX products_search_vector_idx;
--> statement-breakpoint
REINDEX INDEX solutions_search_title_idx;
--> statement-breakpoint
REINDEX INDEX solutions_search_vector_idx;
--> statement-breakpoint
REINDEX INDEX news_articles_search_title_idx;
--> statement-breakpoint
REINDEX INDEX news_articles_search_vector_idx;
--> statement-breakpoint
REINDEX INDEX case_studies_search_title_idx;
--> statement-breakpoint
REINDEX INDEX case_studies_search_vector_idx;
--> statement-breakpoint
REINDEX INDEX resources_search_title_idx;
--> statement-breakpoint
REINDEX INDEX resources_search_vector_idx;
--> statement-breakpoint
CREATE TRIGGER "security_advisories_activity" AFTER INSERT OR UPDATE OR DELETE ON "security_advisories" FOR EACH ROW EXECUTE FUNCTION "activity_log_record"('security_advisory');
--> statement-breakpoint
CREATE FUNCTION advisory_search_title(code text, title text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(code, title, site_search_translated(translations, 'strict $.*.title'));
--> statement-breakpoint
CREATE FUNCTION advisory_search_vector(code text, title text, summary text, workaround text, cve_ids text[], translations jsonb)
    RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(code, title, summary, workaround, site_search_list(cve_ids),
    site_search_translated(translations, 'strict $.*.*')));
--> statement-breakpoint
CREATE INDEX security_advisories_search_title_idx ON security_advisories
  USING gin (advisory_search_title(code, title, translations) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX security_advisories_search_vector_idx ON security_advisories
  USING gin (advisory_search_vector(code, title, summary, workaround, cve_ids, translations));
