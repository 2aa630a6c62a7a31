CREATE TABLE "gmp_node" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gmp_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"type" varchar(12) NOT NULL,
	"segment_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"parent_id" bigint,
	"title" varchar(200) NOT NULL,
	"offering" text,
	"value_proposition" text,
	"channels" varchar(500),
	"target_revenue" bigint,
	"due_date" date,
	"status" varchar(12) DEFAULT 'PLANNED' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "okr_thread" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "okr_thread_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"channel" varchar(10) NOT NULL,
	"target_type" varchar(40),
	"target_id" bigint,
	"visibility" varchar(10) DEFAULT 'ALL' NOT NULL,
	"pinned_yn" char(1) DEFAULT 'N' NOT NULL,
	"mentions" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"last_comment_at" timestamp with time zone,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_thread_member" (
	"thread_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "okr_thread_member_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "okr_thread_read" (
	"thread_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "okr_thread_read_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mbo_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mbo_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"sheet_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"category" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"kpi" varchar(500),
	"target" varchar(500),
	"weight_pct" integer NOT NULL,
	"difficulty" varchar(4) DEFAULT 'MID' NOT NULL,
	"linked_goal_id" bigint,
	"result" text,
	"self_score" numeric(2, 1),
	"evaluator_score" numeric(2, 1)
);
--> statement-breakpoint
CREATE TABLE "mbo_sheet" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mbo_sheet_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"user_id" bigint NOT NULL,
	"owner_dept_id" bigint,
	"year" integer NOT NULL,
	"half" varchar(10) NOT NULL,
	"approver_id" bigint,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"return_reason" text,
	"submitted_at" timestamp with time zone,
	"agreed_at" timestamp with time zone,
	"evaluated_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "strategy_node" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "strategy_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"period_id" bigint NOT NULL,
	"type" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"parent_id" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"goal_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gmp_node" ADD CONSTRAINT "gmp_node_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmp_node" ADD CONSTRAINT "gmp_node_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmp_node" ADD CONSTRAINT "gmp_node_segment_id_market_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmp_node" ADD CONSTRAINT "gmp_node_parent_id_gmp_node_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gmp_node"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone" ADD CONSTRAINT "milestone_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone" ADD CONSTRAINT "milestone_deliverable_file_id_attachment_id_fk" FOREIGN KEY ("deliverable_file_id") REFERENCES "public"."attachment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_project_type_id_project_type_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_segment_id_market_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_pm_user_id_app_user_id_fk" FOREIGN KEY ("pm_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "okr_thread" ADD CONSTRAINT "okr_thread_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread" ADD CONSTRAINT "okr_thread_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread_member" ADD CONSTRAINT "okr_thread_member_thread_id_okr_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."okr_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread_member" ADD CONSTRAINT "okr_thread_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread_read" ADD CONSTRAINT "okr_thread_read_thread_id_okr_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."okr_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread_read" ADD CONSTRAINT "okr_thread_read_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbo_item" ADD CONSTRAINT "mbo_item_sheet_id_mbo_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."mbo_sheet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbo_sheet" ADD CONSTRAINT "mbo_sheet_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbo_sheet" ADD CONSTRAINT "mbo_sheet_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbo_sheet" ADD CONSTRAINT "mbo_sheet_approver_id_app_user_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_node" ADD CONSTRAINT "strategy_node_period_id_okr_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."okr_period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_node" ADD CONSTRAINT "strategy_node_parent_id_strategy_node_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."strategy_node"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gmp_node_tree_idx" ON "gmp_node" USING btree ("segment_id","year") WHERE "gmp_node"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "gmp_node_parent_idx" ON "gmp_node" USING btree ("parent_id");--> statement-breakpoint
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
CREATE INDEX "check_in_kr_idx" ON "check_in" USING btree ("kr_id","check_in_date");--> statement-breakpoint
CREATE INDEX "goal_period_idx" ON "goal" USING btree ("period_id","status");--> statement-breakpoint
CREATE INDEX "goal_parent_idx" ON "goal" USING btree ("parent_goal_id");--> statement-breakpoint
CREATE INDEX "goal_owner_idx" ON "goal" USING btree ("owner_user_id","period_id");--> statement-breakpoint
CREATE INDEX "goal_owner_dept_idx" ON "goal" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "goal_dept_idx" ON "goal" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "key_result_goal_idx" ON "key_result" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "key_result_owner_idx" ON "key_result" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "okr_period_code_uq" ON "okr_period" USING btree ("code") WHERE "okr_period"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "okr_period_type_dates_idx" ON "okr_period" USING btree ("type","start_date","end_date");--> statement-breakpoint
CREATE INDEX "okr_thread_order_idx" ON "okr_thread" USING btree ("pinned_yn","activity_at") WHERE "okr_thread"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "okr_thread_channel_idx" ON "okr_thread" USING btree ("channel");--> statement-breakpoint
CREATE INDEX "okr_thread_target_idx" ON "okr_thread" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "okr_thread_member_user_idx" ON "okr_thread_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mbo_item_sheet_idx" ON "mbo_item" USING btree ("sheet_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mbo_sheet_user_period_uq" ON "mbo_sheet" USING btree ("user_id","year","half") WHERE "mbo_sheet"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "mbo_sheet_approver_idx" ON "mbo_sheet" USING btree ("approver_id");--> statement-breakpoint
CREATE INDEX "mbo_sheet_owner_dept_idx" ON "mbo_sheet" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "strategy_node_period_idx" ON "strategy_node" USING btree ("period_id","parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "strategy_node_parent_idx" ON "strategy_node" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_project_type_id_project_type_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- from h/prj (api/drizzle/0012_project.sql)
-- hand-written:
ALTER TABLE "project" ADD CONSTRAINT "project_period_ck" CHECK ("start_date" <= "end_date");--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_allocation_ck" CHECK ("allocation_pct" BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_period_ck" CHECK ("from_date" <= "to_date");
--> statement-breakpoint
-- from h/mbo (api/drizzle/0012_okr_mbo.sql)
-- hand-written:
ALTER TABLE "mbo_item" ADD CONSTRAINT "mbo_item_weight_ck" CHECK ("weight_pct" between 5 and 100 and "weight_pct" % 5 = 0);--> statement-breakpoint
ALTER TABLE "mbo_item" ADD CONSTRAINT "mbo_item_score_ck" CHECK (("self_score" is null or ("self_score" between 1 and 5 and "self_score" * 2 = trunc("self_score" * 2))) and ("evaluator_score" is null or ("evaluator_score" between 1 and 5 and "evaluator_score" * 2 = trunc("evaluator_score" * 2))));
