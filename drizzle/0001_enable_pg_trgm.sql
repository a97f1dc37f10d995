-- Trigram matching for the catalogue's case-insensitive substring search (ILIKE '%q%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;
