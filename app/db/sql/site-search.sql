-- The site search (decision 027). Each kind has two functions of its own columns, each under an
-- index its migration made:
--   <kind>_search_title: its title words in English and every translation, under a trigram GIN
--     index: typo-tolerant matching (`q <% title`, word similarity);
--   <kind>_search_vector: every searchable word, English and translated, as a 'simple' tsvector
--     (no stemming, so it fits all eleven languages) under a GIN index: word and prefix matching.
-- The functions are IMMUTABLE (they read only their arguments), so they can be indexed; the
-- queries in app/services/site-search/ call them with the same columns, which is how the planner
-- matches them to the indexes. When a definition here changes, the indexes over it are rebuilt
-- as the file is applied.

-- The words of several texts as one text, dashes and angle brackets read as spaces: the parser
-- would take the "-2026" of CVE-2026-41873 for a negative number and a "<script>" for a tag.
CREATE OR REPLACE FUNCTION site_search_words(VARIADIC texts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN translate(array_to_string(texts, ' '), '<>-', '   ');

-- The texts of an array as one text.
CREATE OR REPLACE FUNCTION site_search_list(texts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN array_to_string(texts, ' ');

-- The values a JSON path finds in a `translations` object ('strict $.*.name': every language's
-- name), as one text; the keys (language codes, field names) are left out, and a translation
-- that lacks the field is skipped (the path runs silently).
CREATE OR REPLACE FUNCTION site_search_translated(translations jsonb, path jsonpath) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN jsonb_path_query_array(translations, path, '{}', true)::text;

-- Products: name, code and translated names; every text, feature, application and translation.
CREATE OR REPLACE FUNCTION product_search_title(name text, product_code text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(name, product_code, site_search_translated(translations, 'strict $.*.name'));

CREATE OR REPLACE FUNCTION product_search_vector(name text, product_code text, description text, technology text, interface text,
    features text[], application text[], translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(name, product_code, description, technology, interface,
    site_search_list(features), site_search_list(application), site_search_translated(translations, 'strict $.*.*')));

-- Solutions.
CREATE OR REPLACE FUNCTION solution_search_title(name text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(name, site_search_translated(translations, 'strict $.*.name'));

CREATE OR REPLACE FUNCTION solution_search_vector(name text, tagline text, description text, use_case text, benefits text[],
    industry text[], translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(name, tagline, description, use_case, site_search_list(benefits),
    site_search_list(industry), site_search_translated(translations, 'strict $.*.*')));

-- News articles.
CREATE OR REPLACE FUNCTION news_search_title(title text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(title, site_search_translated(translations, 'strict $.*.title'));

CREATE OR REPLACE FUNCTION news_search_vector(title text, excerpt text, content text, tags text[], translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(title, excerpt, content, site_search_list(tags),
    site_search_translated(translations, 'strict $.*.*')));

-- Case studies: the title and the client.
CREATE OR REPLACE FUNCTION case_study_search_title(title text, client text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(title, client, site_search_translated(translations, 'strict $.*.title'));

CREATE OR REPLACE FUNCTION case_study_search_vector(title text, client text, industry text, problem text, solution text, results text,
    location text, testimonial text, translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(title, client, industry, problem, solution, results, location,
    testimonial, site_search_translated(translations, 'strict $.*.*')));

-- Resources (downloads).
CREATE OR REPLACE FUNCTION resource_search_title(title text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(title, site_search_translated(translations, 'strict $.*.title'));

CREATE OR REPLACE FUNCTION resource_search_vector(title text, type text, description text, platform text, version text,
    translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(title, type, description, platform, version,
    site_search_translated(translations, 'strict $.*.*')));

-- Security advisories (decision 059): the code and title; title, summary, workaround, CVE ids.
CREATE OR REPLACE FUNCTION advisory_search_title(code text, title text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(code, title, site_search_translated(translations, 'strict $.*.title'));

CREATE OR REPLACE FUNCTION advisory_search_vector(code text, title text, summary text, workaround text, cve_ids text[], translations jsonb)
    RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(code, title, summary, workaround, site_search_list(cve_ids),
    site_search_translated(translations, 'strict $.*.*')));

-- Certificates (decision 060): the standard and number; standard, issuer, number, scope, firmware
-- tested and the translated scope.
CREATE OR REPLACE FUNCTION certificate_search_title(standard text, number text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(standard, number);

CREATE OR REPLACE FUNCTION certificate_search_vector(standard text, issuer text, number text, scope text, firmware_version text,
    translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(standard, issuer, number, scope, firmware_version,
    site_search_translated(translations, 'strict $.*.*')));
