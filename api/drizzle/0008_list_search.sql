ALTER TABLE "customer" ADD COLUMN "search_text" text GENERATED ALWAYS AS (name_key || ' ' || lower(regexp_replace(customer_no, '[^[:alnum:]]', '', 'g')) || ' ' || coalesce(biz_reg_no, '')) STORED;--> statement-breakpoint
ALTER TABLE "lead" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_search_text_trgm_idx" ON "customer" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_owner_user_idx" ON "customer" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "lead_search_text_trgm_idx" ON "lead" USING gin ("search_text" gin_trgm_ops);