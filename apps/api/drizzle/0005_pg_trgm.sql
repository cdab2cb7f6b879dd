-- Trigram indexes for substring search (user administration keywords). pg_trgm is a trusted
-- extension from PostgreSQL 13 on; the embedded PGlite loads it at start (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
