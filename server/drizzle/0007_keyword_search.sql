-- Keyword search on an index (docs/adr/0020): trigrams for ILIKE '%…%', also for the information site's search.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it; PGlite loads it (database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_trgm_idx" ON "products" USING gin ("code" gin_trgm_ops);