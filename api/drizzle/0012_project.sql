CREATE TABLE "milestone" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "milestone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"due_date" date NOT NULL,
	"weight_pct" numeric(5, 2),
	"status" varchar(8) DEFAULT 'PLANNED' NOT NULL,
	"done_date" date,
	"deliverable_file_id" bigint,
	"due_notice_yn" char(1) DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"owner_dept_id" bigint,
	"project_no" varchar(16) NOT NULL,
	"name" varchar(200) NOT NULL,
	"project_type_id" bigint NOT NULL,
	"customer_id" bigint,
	"segment_id" bigint,
	"pm_user_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"actual_end_date" date,
	"status" varchar(12) DEFAULT 'PLANNED' NOT NULL,
	"budget_revenue" bigint,
	"budget_labor" bigint,
	"budget_direct" bigint,
	"budget_hours" numeric(10, 2),
	"health" varchar(5)
);
--> statement-breakpoint
CREATE TABLE "project_member" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" varchar(12) NOT NULL,
	"allocation_pct" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"billable_yn" char(1) DEFAULT 'Y' NOT NULL,
	"common_cost_yn" char(1) DEFAULT 'N' NOT NULL,
	"active_yn" char(1) DEFAULT 'Y' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milestone" ADD CONSTRAINT "milestone_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone" ADD CONSTRAINT "milestone_deliverable_file_id_attachment_id_fk" FOREIGN KEY ("deliverable_file_id") REFERENCES "public"."attachment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_project_type_id_project_type_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_segment_id_market_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_pm_user_id_app_user_id_fk" FOREIGN KEY ("pm_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_project_idx" ON "milestone" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "milestone_due_idx" ON "milestone" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "project_no_uq" ON "project" USING btree ("project_no");--> statement-breakpoint
CREATE INDEX "project_owner_dept_idx" ON "project" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "project_pm_idx" ON "project" USING btree ("pm_user_id");--> statement-breakpoint
CREATE INDEX "project_customer_idx" ON "project" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "project_type_idx" ON "project" USING btree ("project_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_member_uq" ON "project_member" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_member_user_idx" ON "project_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_type_code_uq" ON "project_type" USING btree ("code") WHERE "project_type"."deleted_yn" = 'N';--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_project_type_id_project_type_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written:
ALTER TABLE "project" ADD CONSTRAINT "project_period_ck" CHECK ("start_date" <= "end_date");--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_allocation_ck" CHECK ("allocation_pct" BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_period_ck" CHECK ("from_date" <= "to_date");
