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
CREATE TABLE "collection" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"customer_id" bigint NOT NULL,
	"collected_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"method" varchar(10) NOT NULL,
	"note_due_date" date,
	"memo" varchar(500),
	"reversed_from_id" bigint,
	"reversed_yn" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_allocation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_allocation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"collection_id" bigint NOT NULL,
	"receivable_id" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_profile" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_profile_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"biz_no" varchar(10) NOT NULL,
	"sub_no" varchar(4),
	"name" varchar(100) NOT NULL,
	"ceo_name" varchar(50) NOT NULL,
	"address" varchar(300) NOT NULL,
	"biz_type" varchar(100),
	"biz_item" varchar(100),
	"email" varchar(100) NOT NULL,
	"phone" varchar(11)
);
--> statement-breakpoint
CREATE TABLE "receivable" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receivable_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"customer_id" bigint NOT NULL,
	"contract_id" bigint,
	"tax_invoice_id" bigint NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"collected_amount" bigint DEFAULT 0 NOT NULL,
	"offset_amount" bigint DEFAULT 0 NOT NULL,
	"written_off_amount" bigint DEFAULT 0 NOT NULL,
	"write_off_reason" varchar(500),
	"written_off_at" timestamp with time zone,
	"written_off_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sales_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"ym" varchar(7) NOT NULL,
	"source_type" varchar(12) NOT NULL,
	"tax_invoice_id" bigint,
	"customer_id" bigint NOT NULL,
	"contract_id" bigint,
	"project_id" bigint,
	"dept_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency_code" varchar(3),
	"foreign_amount" numeric(18, 2),
	"exchange_rate" numeric(12, 4),
	"note" text
);
--> statement-breakpoint
CREATE TABLE "tax_invoice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"invoice_no" varchar(14) NOT NULL,
	"direction" varchar(10) NOT NULL,
	"issue_type" varchar(10) DEFAULT 'NORMAL' NOT NULL,
	"tax_type" varchar(12) DEFAULT 'TAXABLE' NOT NULL,
	"purpose" varchar(10) DEFAULT 'CHARGE' NOT NULL,
	"write_date" date NOT NULL,
	"issue_date" date,
	"issue_deadline" date NOT NULL,
	"late_yn" char(1) DEFAULT 'N' NOT NULL,
	"supplier_biz_no" varchar(10) NOT NULL,
	"supplier_sub_no" varchar(4),
	"supplier_name" varchar(100) NOT NULL,
	"supplier_ceo" varchar(50) NOT NULL,
	"supplier_address" varchar(300) NOT NULL,
	"supplier_biz_type" varchar(100),
	"supplier_biz_item" varchar(100),
	"supplier_email" varchar(100) NOT NULL,
	"trustee_biz_no" varchar(10),
	"trustee_name" varchar(100),
	"customer_id" bigint NOT NULL,
	"buyer_biz_no" varchar(10) NOT NULL,
	"buyer_sub_no" varchar(4),
	"buyer_name" varchar(100) NOT NULL,
	"buyer_ceo" varchar(50) NOT NULL,
	"buyer_address" varchar(300) NOT NULL,
	"buyer_biz_type" varchar(100),
	"buyer_biz_item" varchar(100),
	"buyer_email1" varchar(100) NOT NULL,
	"buyer_email2" varchar(100),
	"contract_id" bigint,
	"payment_term_id" bigint,
	"sales_order_id" bigint,
	"supply_amount" bigint DEFAULT 0 NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"nts_approval_no" varchar(24),
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"amend_code" smallint,
	"original_invoice_id" bigint,
	"original_approval_no" varchar(24),
	"remark" varchar(150),
	"requested_at" timestamp with time zone,
	"requested_by" bigint,
	"approver_id" bigint,
	"approved_at" timestamp with time zone,
	"transmitted_at" timestamp with time zone,
	"transmit_attempts" integer DEFAULT 0 NOT NULL,
	"transmit_error" varchar(200),
	"canceled_at" timestamp with time zone,
	"cancel_reason" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_invoice_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tax_invoice_id" bigint NOT NULL,
	"seq" smallint NOT NULL,
	"item_date" date NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"spec" varchar(60),
	"qty" numeric(15, 2),
	"unit_price" bigint,
	"supply_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"remark" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "crm_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"activity_type" varchar(40) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"customer_id" bigint NOT NULL,
	"lead_id" bigint,
	"contract_id" bigint,
	"project_id" bigint,
	"status" varchar(10) DEFAULT 'PLANNED' NOT NULL,
	"activity_at" timestamp with time zone NOT NULL,
	"duration_min" integer,
	"location" varchar(200),
	"content" text,
	"outcome" varchar(10),
	"next_action_type" varchar(40),
	"next_action_at" timestamp with time zone,
	"next_action_note" varchar(200),
	"next_action_item_id" bigint,
	"next_action_reminded_at" timestamp with time zone,
	"follow_up_of_id" bigint
);
--> statement-breakpoint
CREATE TABLE "crm_record_contact" (
	"crm_record_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	CONSTRAINT "crm_record_contact_crm_record_id_contact_id_pk" PRIMARY KEY("crm_record_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "crm_record_participant" (
	"crm_record_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "crm_record_participant_crm_record_id_user_id_pk" PRIMARY KEY("crm_record_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"order_no" varchar(14) NOT NULL,
	"customer_id" bigint NOT NULL,
	"contract_id" bigint,
	"lead_id" bigint,
	"order_date" date NOT NULL,
	"requested_date" date NOT NULL,
	"currency_code" varchar(3) DEFAULT 'KRW' NOT NULL,
	"exchange_rate" numeric(12, 4),
	"ship_to_address" varchar(300),
	"note" text,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"supply_amount" bigint DEFAULT 0 NOT NULL,
	"vat_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "sales_order_delivery" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"delivery_date" date NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sales_order_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"product_id" bigint,
	"item_name" varchar(200) NOT NULL,
	"spec" varchar(100),
	"qty" numeric(14, 2) NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"amount" bigint NOT NULL,
	"delivery_date" date,
	"delivered_qty" numeric(14, 2) DEFAULT '0' NOT NULL,
	"billed_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_plan" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_plan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"ym" varchar(7) NOT NULL,
	"dimension" varchar(10) NOT NULL,
	"key_id" bigint NOT NULL,
	"dept_id" bigint,
	"user_id" bigint,
	"segment_id" bigint,
	"order_target" bigint DEFAULT 0 NOT NULL,
	"sales_target" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"revision_no" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" bigint
);
--> statement-breakpoint
CREATE TABLE "user_skill" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_skill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"skill_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"years" smallint,
	"last_used_ym" varchar(7),
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL
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
ALTER TABLE "collection" ADD CONSTRAINT "collection_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection" ADD CONSTRAINT "collection_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection" ADD CONSTRAINT "collection_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection" ADD CONSTRAINT "collection_reversed_from_id_collection_id_fk" FOREIGN KEY ("reversed_from_id") REFERENCES "public"."collection"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_allocation" ADD CONSTRAINT "collection_allocation_collection_id_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collection"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_allocation" ADD CONSTRAINT "collection_allocation_receivable_id_receivable_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."receivable"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable" ADD CONSTRAINT "receivable_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable" ADD CONSTRAINT "receivable_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable" ADD CONSTRAINT "receivable_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable" ADD CONSTRAINT "receivable_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable" ADD CONSTRAINT "receivable_tax_invoice_id_tax_invoice_id_fk" FOREIGN KEY ("tax_invoice_id") REFERENCES "public"."tax_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable" ADD CONSTRAINT "receivable_written_off_by_app_user_id_fk" FOREIGN KEY ("written_off_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_tax_invoice_id_tax_invoice_id_fk" FOREIGN KEY ("tax_invoice_id") REFERENCES "public"."tax_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_original_invoice_id_tax_invoice_id_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."tax_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_requested_by_app_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_approver_id_app_user_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_item" ADD CONSTRAINT "tax_invoice_item_tax_invoice_id_tax_invoice_id_fk" FOREIGN KEY ("tax_invoice_id") REFERENCES "public"."tax_invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_next_action_item_id_action_item_id_fk" FOREIGN KEY ("next_action_item_id") REFERENCES "public"."action_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_follow_up_of_id_crm_record_id_fk" FOREIGN KEY ("follow_up_of_id") REFERENCES "public"."crm_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record_contact" ADD CONSTRAINT "crm_record_contact_crm_record_id_crm_record_id_fk" FOREIGN KEY ("crm_record_id") REFERENCES "public"."crm_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record_contact" ADD CONSTRAINT "crm_record_contact_contact_id_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record_participant" ADD CONSTRAINT "crm_record_participant_crm_record_id_crm_record_id_fk" FOREIGN KEY ("crm_record_id") REFERENCES "public"."crm_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record_participant" ADD CONSTRAINT "crm_record_participant_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_delivery" ADD CONSTRAINT "sales_order_delivery_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_delivery" ADD CONSTRAINT "sales_order_delivery_line_id_sales_order_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_plan" ADD CONSTRAINT "sales_plan_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_plan" ADD CONSTRAINT "sales_plan_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skill" ADD CONSTRAINT "user_skill_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skill" ADD CONSTRAINT "user_skill_skill_id_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skill"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_inquiry_status_idx" ON "inbound_inquiry" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "inbound_inquiry_assignee_idx" ON "inbound_inquiry" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "lead_line_lead_idx" ON "lead_line" USING btree ("lead_id","seq");--> statement-breakpoint
CREATE INDEX "lead_stage_history_lead_idx" ON "lead_stage_history" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "lead_stage_history_to_idx" ON "lead_stage_history" USING btree ("to_stage_id","at");--> statement-breakpoint
CREATE INDEX "payment_term_contract_idx" ON "payment_term" USING btree ("contract_id","seq");--> statement-breakpoint
CREATE INDEX "collection_customer_idx" ON "collection" USING btree ("customer_id","collected_date");--> statement-breakpoint
CREATE INDEX "collection_date_idx" ON "collection" USING btree ("collected_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_reversal_uq" ON "collection" USING btree ("reversed_from_id") WHERE "collection"."reversed_from_id" is not null;--> statement-breakpoint
CREATE INDEX "collection_allocation_collection_idx" ON "collection_allocation" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collection_allocation_receivable_idx" ON "collection_allocation" USING btree ("receivable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receivable_invoice_uq" ON "receivable" USING btree ("tax_invoice_id");--> statement-breakpoint
CREATE INDEX "receivable_customer_due_idx" ON "receivable" USING btree ("customer_id","due_date");--> statement-breakpoint
CREATE INDEX "receivable_owner_dept_idx" ON "receivable" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_ledger_invoice_uq" ON "sales_ledger" USING btree ("tax_invoice_id") WHERE "sales_ledger"."tax_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_ledger_ym_idx" ON "sales_ledger" USING btree ("ym");--> statement-breakpoint
CREATE INDEX "sales_ledger_customer_idx" ON "sales_ledger" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_no_uq" ON "tax_invoice" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_nts_uq" ON "tax_invoice" USING btree ("nts_approval_no") WHERE "tax_invoice"."nts_approval_no" is not null;--> statement-breakpoint
CREATE INDEX "tax_invoice_write_date_idx" ON "tax_invoice" USING btree ("write_date","id");--> statement-breakpoint
CREATE INDEX "tax_invoice_customer_idx" ON "tax_invoice" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "tax_invoice_contract_idx" ON "tax_invoice" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "tax_invoice_owner_dept_idx" ON "tax_invoice" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "tax_invoice_original_idx" ON "tax_invoice" USING btree ("original_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_item_seq_uq" ON "tax_invoice_item" USING btree ("tax_invoice_id","seq");--> statement-breakpoint
CREATE INDEX "crm_record_activity_at_idx" ON "crm_record" USING btree ("activity_at","id");--> statement-breakpoint
CREATE INDEX "crm_record_customer_idx" ON "crm_record" USING btree ("customer_id","activity_at");--> statement-breakpoint
CREATE INDEX "crm_record_owner_dept_idx" ON "crm_record" USING btree ("owner_dept_id","activity_at");--> statement-breakpoint
CREATE INDEX "crm_record_owner_user_idx" ON "crm_record" USING btree ("owner_user_id","activity_at");--> statement-breakpoint
CREATE INDEX "crm_record_lead_idx" ON "crm_record" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "crm_record_next_action_idx" ON "crm_record" USING btree ("next_action_at") WHERE "crm_record"."deleted_yn" = 'N' and "crm_record"."next_action_at" is not null;--> statement-breakpoint
CREATE INDEX "crm_record_contact_contact_idx" ON "crm_record_contact" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "crm_record_participant_user_idx" ON "crm_record_participant" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_no_uq" ON "sales_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "sales_order_customer_idx" ON "sales_order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_order_owner_dept_idx" ON "sales_order" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "sales_order_date_idx" ON "sales_order" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "sales_order_delivery_order_idx" ON "sales_order_delivery" USING btree ("order_id","delivery_date");--> statement-breakpoint
CREATE INDEX "sales_order_line_order_idx" ON "sales_order_line" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_plan_cell_uq" ON "sales_plan" USING btree ("ym","dimension","key_id","revision_no") WHERE "sales_plan"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "sales_plan_year_idx" ON "sales_plan" USING btree ("dimension","ym");--> statement-breakpoint
CREATE UNIQUE INDEX "user_skill_user_skill_uq" ON "user_skill" USING btree ("user_id","skill_id");--> statement-breakpoint
CREATE INDEX "user_skill_skill_idx" ON "user_skill" USING btree ("skill_id");