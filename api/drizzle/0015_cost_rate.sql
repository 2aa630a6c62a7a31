CREATE TABLE "user_hr_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_hr_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"field" varchar(30) NOT NULL,
	"effective_date" date NOT NULL,
	"old_value" varchar(50),
	"new_value" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
CREATE TABLE "common_cost_rate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "common_cost_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"basis" varchar(12) NOT NULL,
	"rate_pct" numeric(7, 4) NOT NULL,
	"dept_id" bigint,
	"project_type_id" bigint,
	"valid_from" date NOT NULL,
	"valid_to" date,
	CONSTRAINT "common_cost_rate_positive" CHECK ("common_cost_rate"."rate_pct" > 0),
	CONSTRAINT "common_cost_rate_period" CHECK ("common_cost_rate"."valid_to" is null or "common_cost_rate"."valid_to" >= "common_cost_rate"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "cost_account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"category" varchar(12) NOT NULL,
	"parent_id" bigint,
	"direct_yn" char(1) DEFAULT 'N' NOT NULL,
	"budget_control_yn" char(1) DEFAULT 'N' NOT NULL,
	"active_yn" char(1) DEFAULT 'Y' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_cost_rate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labor_cost_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"basis" varchar(10) NOT NULL,
	"job_grade" varchar(30),
	"user_id" bigint,
	"task_activity_id" bigint,
	"hourly_rate" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	CONSTRAINT "labor_cost_rate_positive" CHECK ("labor_cost_rate"."hourly_rate" > 0),
	CONSTRAINT "labor_cost_rate_period" CHECK ("labor_cost_rate"."valid_to" is null or "labor_cost_rate"."valid_to" >= "labor_cost_rate"."valid_from"),
	CONSTRAINT "labor_cost_rate_key" CHECK (("labor_cost_rate"."basis" = 'JOB_GRADE' and "labor_cost_rate"."job_grade" is not null and "labor_cost_rate"."user_id" is null) or ("labor_cost_rate"."basis" = 'USER' and "labor_cost_rate"."user_id" is not null and "labor_cost_rate"."job_grade" is null))
);
--> statement-breakpoint
ALTER TABLE "user_hr_history" ADD CONSTRAINT "user_hr_history_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_cost_rate" ADD CONSTRAINT "common_cost_rate_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_cost_rate" ADD CONSTRAINT "common_cost_rate_project_type_id_project_type_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_account" ADD CONSTRAINT "cost_account_parent_id_cost_account_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cost_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_cost_rate" ADD CONSTRAINT "labor_cost_rate_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_cost_rate" ADD CONSTRAINT "labor_cost_rate_task_activity_id_task_activity_id_fk" FOREIGN KEY ("task_activity_id") REFERENCES "public"."task_activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_hr_history_user_idx" ON "user_hr_history" USING btree ("user_id","field","effective_date");--> statement-breakpoint
CREATE INDEX "common_cost_rate_code_idx" ON "common_cost_rate" USING btree ("code","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_account_code_uq" ON "cost_account" USING btree ("code") WHERE "cost_account"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "cost_account_parent_idx" ON "cost_account" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "labor_cost_rate_grade_idx" ON "labor_cost_rate" USING btree ("job_grade","valid_from");--> statement-breakpoint
CREATE INDEX "labor_cost_rate_user_idx" ON "labor_cost_rate" USING btree ("user_id","valid_from");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------
-- HAND-WRITTEN (not generated by drizzle-kit; re-append after regenerating this migration):
-- validity periods never overlap per key (DOMAIN §6), enforced by exclusion constraints over daterange
-- (inclusive bounds; validTo null = open-ended). btree_gist lets the key columns take part with `=`;
-- PostgreSQL ships it in contrib, PGlite loads @electric-sql/pglite/contrib/btree_gist (src/db/connect.ts).
-- ---------------------------------------------------------------------------------------------------------
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "labor_cost_rate" ADD CONSTRAINT "labor_cost_rate_no_overlap" EXCLUDE USING gist (
  "basis" WITH =,
  (coalesce("job_grade", '')) WITH =,
  (coalesce("user_id", 0)) WITH =,
  (coalesce("task_activity_id", 0)) WITH =,
  daterange("valid_from", "valid_to", '[]') WITH &&
) WHERE ("deleted_yn" = 'N');--> statement-breakpoint
ALTER TABLE "common_cost_rate" ADD CONSTRAINT "common_cost_rate_no_overlap" EXCLUDE USING gist (
  "code" WITH =,
  (coalesce("dept_id", 0)) WITH =,
  (coalesce("project_type_id", 0)) WITH =,
  daterange("valid_from", "valid_to", '[]') WITH &&
) WHERE ("deleted_yn" = 'N');
