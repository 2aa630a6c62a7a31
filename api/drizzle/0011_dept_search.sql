-- Keyword search within a department scope: one GIN index over (owner_dept_id, search_text) — btree_gin gives the id column a GIN operator class.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "customer_dept_search_idx" ON "customer" USING gin ("owner_dept_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lead_dept_search_idx" ON "lead" USING gin ("owner_dept_id","search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "customer_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "lead_search_text_trgm_idx";
