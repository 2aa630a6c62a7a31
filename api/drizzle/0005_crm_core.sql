CREATE TABLE "doc_sequence" (
	"prefix" varchar(4) NOT NULL,
	"period" varchar(8) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "doc_sequence_prefix_period_pk" PRIMARY KEY("prefix","period")
);
--> statement-breakpoint
CREATE TABLE "common_code" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "common_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"group_code" varchar(40) NOT NULL,
	"code" varchar(40) NOT NULL,
	"label" varchar(100) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_yn" char(1) DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"customer_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"dept_name" varchar(100),
	"title" varchar(50),
	"email" varchar(100),
	"mobile" varchar(11),
	"phone" varchar(11),
	"primary_yn" char(1) DEFAULT 'N' NOT NULL,
	"tax_invoice_yn" char(1) DEFAULT 'N' NOT NULL,
	"marketing_consent_yn" char(1) DEFAULT 'N' NOT NULL,
	"consent_at" timestamp with time zone,
	"status" varchar(10) DEFAULT 'ACTIVE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"customer_no" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_key" varchar(100) NOT NULL,
	"customer_type" varchar(20) NOT NULL,
	"biz_reg_no" varchar(10),
	"corp_reg_no" varchar(13),
	"ceo_name" varchar(50),
	"biz_type" varchar(100),
	"biz_item" varchar(100),
	"industry_code" varchar(40),
	"segment_id" bigint,
	"grade" varchar(1),
	"status" varchar(10) DEFAULT 'PROSPECT' NOT NULL,
	"phone" varchar(11),
	"website" varchar(200),
	"zip_code" varchar(5),
	"address1" varchar(200),
	"address2" varchar(200),
	"email_domain" varchar(100),
	"tax_email" varchar(100),
	"payment_term_days" integer DEFAULT 30 NOT NULL,
	"credit_limit" bigint,
	"parent_customer_id" bigint,
	"merged_into_id" bigint,
	"last_activity_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"lead_no" varchar(11) NOT NULL,
	"title" varchar(200) NOT NULL,
	"customer_id" bigint,
	"contact_id" bigint,
	"prospect_company" varchar(100),
	"prospect_name" varchar(50),
	"prospect_email" varchar(100),
	"prospect_phone" varchar(11),
	"source" varchar(40) NOT NULL,
	"inquiry_id" bigint,
	"stage_id" bigint NOT NULL,
	"probability" integer NOT NULL,
	"expected_amount" bigint DEFAULT 0 NOT NULL,
	"weighted_amount" bigint DEFAULT 0 NOT NULL,
	"expected_close_date" date NOT NULL,
	"priority" varchar(10) DEFAULT 'NORMAL' NOT NULL,
	"segment_id" bigint,
	"project_type_id" bigint,
	"lost_reason" varchar(40),
	"lost_note" text,
	"competitor" varchar(100),
	"won_at" timestamp with time zone,
	"lost_at" timestamp with time zone,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone,
	"contract_id" bigint
);
--> statement-breakpoint
CREATE TABLE "lead_stage" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_stage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"category" varchar(10) NOT NULL,
	"default_probability" integer NOT NULL,
	"stale_days" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"contract_no" varchar(12) NOT NULL,
	"title" varchar(200) NOT NULL,
	"customer_id" bigint NOT NULL,
	"contact_id" bigint,
	"lead_id" bigint,
	"project_id" bigint,
	"contract_type" varchar(40) NOT NULL,
	"contract_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"currency_code" varchar(3) DEFAULT 'KRW' NOT NULL,
	"exchange_rate" numeric(12, 4),
	"supply_amount" numeric(18, 2) NOT NULL,
	"tax_type" varchar(12) DEFAULT 'TAXABLE' NOT NULL,
	"vat_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"krw_supply_amount" bigint DEFAULT 0 NOT NULL,
	"auto_renew_yn" char(1) DEFAULT 'N' NOT NULL,
	"renewal_months" integer DEFAULT 12,
	"notice_days" integer DEFAULT 30 NOT NULL,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"signed_file_id" bigint,
	"approver_id" bigint,
	"approved_at" timestamp with time zone,
	"reject_reason" text,
	"terminated_at" date,
	"termination_reason" text,
	"change_seq" integer DEFAULT 0 NOT NULL,
	"renewed_from_id" bigint
);
--> statement-breakpoint
ALTER TABLE "contact" ADD CONSTRAINT "contact_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_parent_customer_id_customer_id_fk" FOREIGN KEY ("parent_customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_merged_into_id_customer_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_contact_id_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_stage_id_lead_stage_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."lead_stage"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_contact_id_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_approver_id_app_user_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_renewed_from_id_contract_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "common_code_group_code_uq" ON "common_code" USING btree ("group_code","code") WHERE "common_code"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "contact_customer_idx" ON "contact" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_customer_email_uq" ON "contact" USING btree ("customer_id","email") WHERE "contact"."deleted_yn" = 'N' and "contact"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_primary_uq" ON "contact" USING btree ("customer_id") WHERE "contact"."deleted_yn" = 'N' and "contact"."primary_yn" = 'Y';--> statement-breakpoint
CREATE INDEX "contact_mobile_idx" ON "contact" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_no_uq" ON "customer" USING btree ("customer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_biz_reg_no_uq" ON "customer" USING btree ("biz_reg_no") WHERE "customer"."deleted_yn" = 'N' and "customer"."biz_reg_no" is not null;--> statement-breakpoint
CREATE INDEX "customer_name_key_idx" ON "customer" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "customer_email_domain_idx" ON "customer" USING btree ("email_domain");--> statement-breakpoint
CREATE INDEX "customer_owner_dept_idx" ON "customer" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "customer_name_idx" ON "customer" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_no_uq" ON "lead" USING btree ("lead_no");--> statement-breakpoint
CREATE INDEX "lead_customer_idx" ON "lead" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "lead_stage_idx" ON "lead" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "lead_owner_dept_idx" ON "lead" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "lead_owner_user_idx" ON "lead" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "lead_close_date_idx" ON "lead" USING btree ("expected_close_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_stage_code_uq" ON "lead_stage" USING btree ("code") WHERE "lead_stage"."deleted_yn" = 'N';--> statement-breakpoint
CREATE UNIQUE INDEX "contract_no_uq" ON "contract" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "contract_customer_idx" ON "contract" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contract_lead_idx" ON "contract" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "contract_owner_dept_idx" ON "contract" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "contract_date_idx" ON "contract" USING btree ("contract_date","id");--> statement-breakpoint
CREATE INDEX "contract_end_date_idx" ON "contract" USING btree ("end_date") WHERE "contract"."status" = 'ACTIVE';