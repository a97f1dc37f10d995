-- The site search reads a translation that lacks a field (a French description without a French
-- name) as having none of it: 'strict $.*.name' raised "JSON object does not contain key" for it,
-- so the search indexes refused the row and saving such a translation answered 500. The path is
-- now run silently, which skips what is missing and keeps every other language's values
-- (decision 027). The indexes built on it are rebuilt.
CREATE OR REPLACE FUNCTION site_search_translated(translations jsonb, path jsonpath) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN jsonb_path_query_array(translations, path, '{}', true)::text;
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
REINDEX INDEX security_advisories_search_title_idx;
--> statement-breakpoint
REINDEX INDEX security_advisories_search_vector_idx;
--> statement-breakpoint
REINDEX INDEX certificates_search_title_idx;
--> statement-breakpoint
REINDEX INDEX certificates_search_vector_idx;
