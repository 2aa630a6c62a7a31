ALTER TABLE "sales_ledger" ADD COLUMN "adjusted_id" bigint;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_adjusted_id_sales_ledger_id_fk" FOREIGN KEY ("adjusted_id") REFERENCES "public"."sales_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_ledger_project_idx" ON "sales_ledger" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sales_ledger_dept_idx" ON "sales_ledger" USING btree ("dept_id");