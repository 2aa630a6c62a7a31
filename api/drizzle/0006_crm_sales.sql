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
CREATE UNIQUE INDEX "sales_order_no_uq" ON "sales_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "sales_order_customer_idx" ON "sales_order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_order_owner_dept_idx" ON "sales_order" USING btree ("owner_dept_id");--> statement-breakpoint
CREATE INDEX "sales_order_date_idx" ON "sales_order" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "sales_order_delivery_order_idx" ON "sales_order_delivery" USING btree ("order_id","delivery_date");--> statement-breakpoint
CREATE INDEX "sales_order_line_order_idx" ON "sales_order_line" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_plan_cell_uq" ON "sales_plan" USING btree ("ym","dimension","key_id","revision_no") WHERE "sales_plan"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "sales_plan_year_idx" ON "sales_plan" USING btree ("dimension","ym");