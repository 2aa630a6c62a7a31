CREATE TABLE "inbound_inquiry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_inquiry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"owner_dept_id" bigint,
	"channel" varchar(12) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"company_name" varchar(100),
	"contact_name" varchar(50) NOT NULL,
	"email" varchar(100),
	"phone" varchar(11),
	"content" text NOT NULL,
	"privacy_consent_yn" char(1) DEFAULT 'N' NOT NULL,
	"status" varchar(10) DEFAULT 'NEW' NOT NULL,
	"assignee_id" bigint,
	"assigned_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"lead_id" bigint
);
--> statement-breakpoint
CREATE TABLE "lead_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"lead_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"product_id" bigint,
	"item_name" varchar(200) NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"amount" bigint NOT NULL,
	"delivery_ym" varchar(7)
);
--> statement-breakpoint
CREATE TABLE "lead_stage_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_stage_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" bigint NOT NULL,
	"from_stage_id" bigint,
	"to_stage_id" bigint NOT NULL,
	"probability" integer NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" bigint
);
--> statement-breakpoint
CREATE TABLE "payment_term" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_term_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"contract_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"rate" numeric(5, 2),
	"amount" numeric(18, 2) NOT NULL,
	"due_type" varchar(20) NOT NULL,
	"due_date" date,
	"milestone_id" bigint,
	"milestone_name" varchar(100),
	"status" varchar(12) DEFAULT 'PLANNED' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_stage" ADD COLUMN "active_yn" char(1) DEFAULT 'Y' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "expiry_notice_day" integer;--> statement-breakpoint
ALTER TABLE "inbound_inquiry" ADD CONSTRAINT "inbound_inquiry_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_inquiry" ADD CONSTRAINT "inbound_inquiry_assignee_id_app_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_inquiry" ADD CONSTRAINT "inbound_inquiry_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_line" ADD CONSTRAINT "lead_line_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_history" ADD CONSTRAINT "lead_stage_history_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_history" ADD CONSTRAINT "lead_stage_history_from_stage_id_lead_stage_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."lead_stage"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_history" ADD CONSTRAINT "lead_stage_history_to_stage_id_lead_stage_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."lead_stage"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_history" ADD CONSTRAINT "lead_stage_history_by_app_user_id_fk" FOREIGN KEY ("by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_term" ADD CONSTRAINT "payment_term_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_inquiry_status_idx" ON "inbound_inquiry" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "inbound_inquiry_assignee_idx" ON "inbound_inquiry" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "lead_line_lead_idx" ON "lead_line" USING btree ("lead_id","seq");--> statement-breakpoint
CREATE INDEX "lead_stage_history_lead_idx" ON "lead_stage_history" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "lead_stage_history_to_idx" ON "lead_stage_history" USING btree ("to_stage_id","at");--> statement-breakpoint
CREATE INDEX "payment_term_contract_idx" ON "payment_term" USING btree ("contract_id","seq");