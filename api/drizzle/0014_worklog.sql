CREATE TABLE "work_calendar" (
	"cal_date" date PRIMARY KEY NOT NULL,
	"workday_yn" char(1) NOT NULL,
	"holiday_name" varchar(50),
	"standard_hours" numeric(4, 2) DEFAULT '8' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"owner_dept_id" bigint,
	"user_id" bigint NOT NULL,
	"work_date" date NOT NULL,
	"project_id" bigint NOT NULL,
	"task_activity_id" bigint NOT NULL,
	"hours" numeric(4, 2) NOT NULL,
	"note" varchar(4000),
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"reject_reason" varchar(200),
	"cost_amount" bigint
);
--> statement-breakpoint
CREATE TABLE "work_log_week" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_log_week_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"owner_dept_id" bigint,
	"user_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"reject_reason" varchar(200),
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" bigint
);
--> statement-breakpoint
ALTER TABLE "work_log" ADD CONSTRAINT "work_log_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log" ADD CONSTRAINT "work_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log" ADD CONSTRAINT "work_log_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log" ADD CONSTRAINT "work_log_task_activity_id_task_activity_id_fk" FOREIGN KEY ("task_activity_id") REFERENCES "public"."task_activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_week" ADD CONSTRAINT "work_log_week_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_log_week" ADD CONSTRAINT "work_log_week_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_log_uq" ON "work_log" USING btree ("user_id","work_date","project_id","task_activity_id") WHERE "work_log"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "work_log_user_date_idx" ON "work_log" USING btree ("user_id","work_date");--> statement-breakpoint
CREATE INDEX "work_log_project_date_idx" ON "work_log" USING btree ("project_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "work_log_week_uq" ON "work_log_week" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "work_log_week_status_idx" ON "work_log_week" USING btree ("status","week_start");