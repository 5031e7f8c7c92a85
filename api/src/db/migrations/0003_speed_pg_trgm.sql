-- Trigram indexes for "contains" searches (staff search). pg_trgm is a trusted extension on PostgreSQL 13+;
-- the embedded database loads it from @electric-sql/pglite/contrib/pg_trgm.
create extension if not exists pg_trgm;
