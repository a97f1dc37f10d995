-- custom SQL (keep when regenerating)
-- The site search (decision 027) over products, solutions, news articles, case studies and
-- resources. Each kind has two functions of its own columns, and an index on each:
--   <kind>_search_title: its title words (name or title, a product's code, a case study's client)
--     in English and every translation, under a trigram GIN index: typo-tolerant matching
--     (`q <% title`, word similarity);
--   <kind>_search_vector: every searchable word, English and translated, as a 'simple' tsvector
--     (no stemming, so it fits all eleven languages) under a GIN index: word and prefix matching.
-- The functions are IMMUTABLE (they read only their arguments), so they can be indexed; the
-- queries in app/services/site-search/ call them with the same columns, which is how the planner
-- matches them to the indexes.
CREATE FUNCTION site_search_words(VARIADIC texts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN array_to_string(texts, ' ');
--> statement-breakpoint
CREATE FUNCTION site_search_list(texts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN array_to_string(texts, ' ');
--> statement-breakpoint
-- The values a JSON path finds in a `translations` object ('strict $.*.name': every language's
-- name), as one text; the keys (language codes, field names) are left out.
CREATE FUNCTION site_search_translated(translations jsonb, path jsonpath) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN jsonb_path_query_array(translations, path)::text;
--> statement-breakpoint
CREATE FUNCTION product_search_title(name text, product_code text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(name, product_code, site_search_translated(translations, 'strict $.*.name'));
--> statement-breakpoint
CREATE FUNCTION product_search_vector(name text, product_code text, description text, technology text, interface text,
    features text[], application text[], translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(name, product_code, description, technology, interface,
    site_search_list(features), site_search_list(application), site_search_translated(translations, 'strict $.*.*')));
--> statement-breakpoint
CREATE FUNCTION solution_search_title(name text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(name, site_search_translated(translations, 'strict $.*.name'));
--> statement-breakpoint
CREATE FUNCTION solution_search_vector(name text, tagline text, description text, use_case text, benefits text[],
    industry text[], translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(name, tagline, description, use_case, site_search_list(benefits),
    site_search_list(industry), site_search_translated(translations, 'strict $.*.*')));
--> statement-breakpoint
CREATE FUNCTION news_search_title(title text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(title, site_search_translated(translations, 'strict $.*.title'));
--> statement-breakpoint
CREATE FUNCTION news_search_vector(title text, excerpt text, content text, tags text[], translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(title, excerpt, content, site_search_list(tags),
    site_search_translated(translations, 'strict $.*.*')));
--> statement-breakpoint
CREATE FUNCTION case_study_search_title(title text, client text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(title, client, site_search_translated(translations, 'strict $.*.title'));
--> statement-breakpoint
CREATE FUNCTION case_study_search_vector(title text, client text, industry text, problem text, solution text, results text,
    location text, testimonial text, translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(title, client, industry, problem, solution, results, location,
    testimonial, site_search_translated(translations, 'strict $.*.*')));
--> statement-breakpoint
CREATE FUNCTION resource_search_title(title text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(title, site_search_translated(translations, 'strict $.*.title'));
--> statement-breakpoint
CREATE FUNCTION resource_search_vector(title text, type text, description text, platform text, version text,
    translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(title, type, description, platform, version,
    site_search_translated(translations, 'strict $.*.*')));
--> statement-breakpoint
CREATE INDEX products_search_title_idx ON products USING gin (product_search_title(name, product_code, translations) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX products_search_vector_idx ON products
  USING gin (product_search_vector(name, product_code, description, technology, interface, features, application, translations));
--> statement-breakpoint
CREATE INDEX solutions_search_title_idx ON solutions USING gin (solution_search_title(name, translations) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX solutions_search_vector_idx ON solutions
  USING gin (solution_search_vector(name, tagline, description, use_case, benefits, industry, translations));
--> statement-breakpoint
CREATE INDEX news_articles_search_title_idx ON news_articles USING gin (news_search_title(title, translations) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX news_articles_search_vector_idx ON news_articles
  USING gin (news_search_vector(title, excerpt, content, tags, translations));
--> statement-breakpoint
CREATE INDEX case_studies_search_title_idx ON case_studies USING gin (case_study_search_title(title, client, translations) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX case_studies_search_vector_idx ON case_studies
  USING gin (case_study_search_vector(title, client, industry, problem, solution, results, location, testimonial, translations));
--> statement-breakpoint
CREATE INDEX resources_search_title_idx ON resources USING gin (resource_search_title(title, translations) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX resources_search_vector_idx ON resources
  USING gin (resource_search_vector(title, type, description, platform, version, translations));
