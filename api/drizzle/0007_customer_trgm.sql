-- Customer duplicate detection compares normalised names by trigram similarity (DOMAIN §4 Customer).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_name_key_trgm_idx" ON "customer" USING gin ("name_key" gin_trgm_ops);
