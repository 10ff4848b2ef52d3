-- The library's search (docs/decisions.md, "Library search (issue 22)"): trigram similarity
-- forgives typos, and these GIN trigram indexes answer the literal part (ILIKE '%words%') of the
-- searched columns. pg_trgm is a trusted extension on PostgreSQL 13+ and loads in PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX videos_title_trgm ON videos USING gin (title gin_trgm_ops);
CREATE INDEX videos_class_type_trgm ON videos USING gin (class_type gin_trgm_ops);
CREATE INDEX studio_instructors_name_trgm ON studio_instructors USING gin (name gin_trgm_ops);
CREATE INDEX studios_name_trgm ON studios USING gin (name gin_trgm_ops);
-- The instructor filter matches by name.
CREATE INDEX studio_instructors_name ON studio_instructors (name);
