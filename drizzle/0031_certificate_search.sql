-- custom SQL (keep when regenerating)
-- The certifications register (decision 060) in the site search (decision 027): a title function
-- (the standard and the certificate number) under a trigram index and a word function (standard,
-- issuer, number, scope, firmware tested, the translated scope) under a full-text index.
CREATE FUNCTION certificate_search_title(standard text, number text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN site_search_words(standard, number);
--> statement-breakpoint
CREATE FUNCTION certificate_search_vector(standard text, issuer text, number text, scope text, firmware_version text,
    translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, site_search_words(standard, issuer, number, scope, firmware_version,
    site_search_translated(translations, 'strict $.*.*')));
--> statement-breakpoint
CREATE INDEX certificates_search_title_idx ON certificates USING gin (certificate_search_title(standard, number) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX certificates_search_vector_idx ON certificates
  USING gin (certificate_search_vector(standard, issuer, number, scope, firmware_version, translations));
