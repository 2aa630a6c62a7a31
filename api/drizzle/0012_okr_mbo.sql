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
ALTER TABLE "mbo_item" ADD CONSTRAINT "mbo_item_sheet_id_mbo_sheet_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."mbo_sheet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbo_sheet" ADD CONSTRAINT "mbo_sheet_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbo_sheet" ADD CONSTRAINT "mbo_sheet_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbo_sheet" ADD CONSTRAINT "mbo_sheet_approver_id_app_user_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mbo_item_sheet_idx" ON "mbo_item" USING btree ("sheet_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mbo_sheet_user_period_uq" ON "mbo_sheet" USING btree ("user_id","year","half") WHERE "mbo_sheet"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "mbo_sheet_approver_idx" ON "mbo_sheet" USING btree ("approver_id");--> statement-breakpoint
CREATE INDEX "mbo_sheet_owner_dept_idx" ON "mbo_sheet" USING btree ("owner_dept_id");--> statement-breakpoint
-- hand-written:
ALTER TABLE "mbo_item" ADD CONSTRAINT "mbo_item_weight_ck" CHECK ("weight_pct" between 5 and 100 and "weight_pct" % 5 = 0);--> statement-breakpoint
ALTER TABLE "mbo_item" ADD CONSTRAINT "mbo_item_score_ck" CHECK (("self_score" is null or ("self_score" between 1 and 5 and "self_score" * 2 = trunc("self_score" * 2))) and ("evaluator_score" is null or ("evaluator_score" between 1 and 5 and "evaluator_score" * 2 = trunc("evaluator_score" * 2))));
