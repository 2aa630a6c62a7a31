CREATE TABLE "check_in" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_in_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"kr_id" bigint NOT NULL,
	"check_in_date" date NOT NULL,
	"iso_week" varchar(8) NOT NULL,
	"value" numeric(18, 4),
	"done_milestone_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence" smallint NOT NULL,
	"comment" text,
	"blockers" text,
	"progress_snapshot" numeric(5, 2) NOT NULL,
	"counted_yn" char(1) DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"owner_dept_id" bigint,
	"owner_user_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"level" varchar(10) NOT NULL,
	"period_id" bigint NOT NULL,
	"parent_goal_id" bigint,
	"depth" smallint DEFAULT 1 NOT NULL,
	"dept_id" bigint,
	"okr_type" varchar(15) DEFAULT 'COMMITTED' NOT NULL,
	"weight_pct" integer DEFAULT 0 NOT NULL,
	"segment_id" bigint,
	"project_id" bigint,
	"visibility" varchar(10) DEFAULT 'PUBLIC' NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"progress_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"health" varchar(10) DEFAULT 'ON_TRACK' NOT NULL,
	"score" numeric(3, 2),
	"kr_count" integer DEFAULT 0 NOT NULL,
	"approval_requested_at" timestamp with time zone,
	"approver_id" bigint,
	"approved_at" timestamp with time zone,
	"reject_reason" varchar(500),
	"cancel_reason" varchar(500),
	"closed_at" timestamp with time zone,
	"copied_from_id" bigint
);
--> statement-breakpoint
CREATE TABLE "key_result" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_result_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"goal_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"metric_type" varchar(10) NOT NULL,
	"unit" varchar(20),
	"currency_code" varchar(3),
	"start_value" numeric(18, 4),
	"target_value" numeric(18, 4),
	"current_value" numeric(18, 4),
	"weight_pct" integer DEFAULT 0 NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"due_date" date,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attainment" numeric(5, 4),
	"progress_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"health" varchar(10) DEFAULT 'ON_TRACK' NOT NULL,
	"last_confidence" smallint,
	"last_check_in_date" date,
	"check_in_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_period" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "okr_period_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"code" varchar(20) NOT NULL,
	"name" varchar(100),
	"type" varchar(10) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"parent_period_id" bigint,
	"check_in_cadence" varchar(10) DEFAULT 'WEEKLY' NOT NULL,
	"status" varchar(10) DEFAULT 'PLANNING' NOT NULL,
	"reminded_on" date,
	"refreshed_on" date
);
--> statement-breakpoint
ALTER TABLE "check_in" ADD CONSTRAINT "check_in_kr_id_key_result_id_fk" FOREIGN KEY ("kr_id") REFERENCES "public"."key_result"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal" ADD CONSTRAINT "goal_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal" ADD CONSTRAINT "goal_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal" ADD CONSTRAINT "goal_period_id_okr_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."okr_period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal" ADD CONSTRAINT "goal_parent_goal_id_goal_id_fk" FOREIGN KEY ("parent_goal_id") REFERENCES "public"."goal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal" ADD CONSTRAINT "goal_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal" ADD CONSTRAINT "goal_segment_id_market_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal" ADD CONSTRAINT "goal_approver_id_app_user_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result" ADD CONSTRAINT "key_result_goal_id_goal_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result" ADD CONSTRAINT "key_result_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_period" ADD CONSTRAINT "okr_period_parent_period_id_okr_period_id_fk" FOREIGN KEY ("parent_period_id") REFERENCES "public"."okr_period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_kr_idx" ON "check_in" USING btree ("kr_id","check_in_date");--> statement-breakpoint
CREATE INDEX "goal_period_idx" ON "goal" USING btree ("period_id","status");--> statement-breakpoint
CREATE INDEX "goal_parent_idx" ON "goal" USING btree ("parent_goal_id");--> statement-breakpoint
CREATE INDEX "goal_owner_idx" ON "goal" USING btree ("owner_user_id","period_id");--> statement-breakpoint
CREATE INDEX "goal_owner_dept_idx" ON "goal" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "goal_dept_idx" ON "goal" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "key_result_goal_idx" ON "key_result" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "key_result_owner_idx" ON "key_result" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "okr_period_code_uq" ON "okr_period" USING btree ("code") WHERE "okr_period"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "okr_period_type_dates_idx" ON "okr_period" USING btree ("type","start_date","end_date");