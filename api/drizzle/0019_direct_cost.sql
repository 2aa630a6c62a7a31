CREATE TABLE "cost_budget" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_budget_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"year" integer NOT NULL,
	"dept_id" bigint,
	"project_id" bigint,
	"cost_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"note" varchar(200),
	CONSTRAINT "cost_budget_target" CHECK (("cost_budget"."dept_id" is null) <> ("cost_budget"."project_id" is null)),
	CONSTRAINT "cost_budget_amount" CHECK ("cost_budget"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cost_execution" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_execution_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"owner_dept_id" bigint,
	"owner_user_id" bigint,
	"execution_no" varchar(16) NOT NULL,
	"dept_id" bigint NOT NULL,
	"project_id" bigint,
	"cost_account_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"requested_amount" bigint NOT NULL,
	"planned_date" date NOT NULL,
	"payee" varchar(100),
	"payment_method" varchar(10) DEFAULT 'TRANSFER' NOT NULL,
	"executed_amount" bigint,
	"executed_date" date,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"override_reason" varchar(500),
	"override_by" bigint,
	"override_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"requested_at" timestamp with time zone,
	"requested_by" bigint,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"executed_by" bigint,
	"direct_cost_id" bigint,
	CONSTRAINT "cost_execution_amounts" CHECK ("cost_execution"."requested_amount" > 0 and ("cost_execution"."executed_amount" is null or ("cost_execution"."executed_amount" > 0 and "cost_execution"."executed_amount" <= "cost_execution"."requested_amount")))
);
--> statement-breakpoint
CREATE TABLE "direct_cost" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "direct_cost_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"owner_dept_id" bigint,
	"owner_user_id" bigint,
	"project_id" bigint NOT NULL,
	"cost_account_id" bigint NOT NULL,
	"cost_date" date NOT NULL,
	"description" varchar(200) NOT NULL,
	"vendor_name" varchar(100),
	"supply_amount" bigint NOT NULL,
	"vat_amount" bigint DEFAULT 0 NOT NULL,
	"currency_code" varchar(3),
	"foreign_amount" numeric(18, 2),
	"exchange_rate" numeric(12, 4),
	"evidence_type" varchar(12) DEFAULT 'NONE' NOT NULL,
	"purchase_tax_invoice_id" bigint,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"source_type" varchar(10) DEFAULT 'MANUAL' NOT NULL,
	"adjustment_of_id" bigint,
	"direct_cost_mod_id" bigint,
	"cost_execution_id" bigint,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" bigint
);
--> statement-breakpoint
CREATE TABLE "direct_cost_mod" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "direct_cost_mod_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"owner_dept_id" bigint,
	"direct_cost_id" bigint NOT NULL,
	"change_type" varchar(10) NOT NULL,
	"before_project_id" bigint NOT NULL,
	"before_cost_account_id" bigint NOT NULL,
	"before_cost_date" date NOT NULL,
	"before_supply_amount" bigint NOT NULL,
	"before_vat_amount" bigint NOT NULL,
	"after_project_id" bigint,
	"after_cost_account_id" bigint,
	"after_cost_date" date,
	"after_supply_amount" bigint,
	"after_vat_amount" bigint,
	"reason" varchar(500) NOT NULL,
	"status" varchar(10) DEFAULT 'REQUESTED' NOT NULL,
	"requested_by" bigint NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"reject_reason" varchar(200),
	"adjusted_yn" varchar(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_budget" ADD CONSTRAINT "cost_budget_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_budget" ADD CONSTRAINT "cost_budget_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_budget" ADD CONSTRAINT "cost_budget_cost_account_id_cost_account_id_fk" FOREIGN KEY ("cost_account_id") REFERENCES "public"."cost_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_execution" ADD CONSTRAINT "cost_execution_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_execution" ADD CONSTRAINT "cost_execution_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_execution" ADD CONSTRAINT "cost_execution_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_execution" ADD CONSTRAINT "cost_execution_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_execution" ADD CONSTRAINT "cost_execution_cost_account_id_cost_account_id_fk" FOREIGN KEY ("cost_account_id") REFERENCES "public"."cost_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_execution" ADD CONSTRAINT "cost_execution_direct_cost_id_direct_cost_id_fk" FOREIGN KEY ("direct_cost_id") REFERENCES "public"."direct_cost"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost" ADD CONSTRAINT "direct_cost_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost" ADD CONSTRAINT "direct_cost_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost" ADD CONSTRAINT "direct_cost_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost" ADD CONSTRAINT "direct_cost_cost_account_id_cost_account_id_fk" FOREIGN KEY ("cost_account_id") REFERENCES "public"."cost_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost" ADD CONSTRAINT "direct_cost_purchase_tax_invoice_id_tax_invoice_id_fk" FOREIGN KEY ("purchase_tax_invoice_id") REFERENCES "public"."tax_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost" ADD CONSTRAINT "direct_cost_adjustment_of_id_direct_cost_id_fk" FOREIGN KEY ("adjustment_of_id") REFERENCES "public"."direct_cost"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost_mod" ADD CONSTRAINT "direct_cost_mod_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost_mod" ADD CONSTRAINT "direct_cost_mod_direct_cost_id_direct_cost_id_fk" FOREIGN KEY ("direct_cost_id") REFERENCES "public"."direct_cost"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost_mod" ADD CONSTRAINT "direct_cost_mod_after_project_id_project_id_fk" FOREIGN KEY ("after_project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost_mod" ADD CONSTRAINT "direct_cost_mod_after_cost_account_id_cost_account_id_fk" FOREIGN KEY ("after_cost_account_id") REFERENCES "public"."cost_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_cost_mod" ADD CONSTRAINT "direct_cost_mod_requested_by_app_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_budget_key_uq" ON "cost_budget" USING btree ("year",coalesce("dept_id", 0),coalesce("project_id", 0),"cost_account_id") WHERE "cost_budget"."deleted_yn" = 'N';--> statement-breakpoint
CREATE UNIQUE INDEX "cost_execution_no_uq" ON "cost_execution" USING btree ("execution_no");--> statement-breakpoint
CREATE INDEX "cost_execution_account_idx" ON "cost_execution" USING btree ("cost_account_id","planned_date");--> statement-breakpoint
CREATE INDEX "cost_execution_owner_dept_idx" ON "cost_execution" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "direct_cost_project_date_idx" ON "direct_cost" USING btree ("project_id","cost_date");--> statement-breakpoint
CREATE INDEX "direct_cost_date_idx" ON "direct_cost" USING btree ("cost_date");--> statement-breakpoint
CREATE INDEX "direct_cost_owner_dept_idx" ON "direct_cost" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "direct_cost_mod_cost_idx" ON "direct_cost_mod" USING btree ("direct_cost_id");--> statement-breakpoint
CREATE INDEX "direct_cost_mod_status_idx" ON "direct_cost_mod" USING btree ("status");