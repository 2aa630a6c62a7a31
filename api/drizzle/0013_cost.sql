CREATE TABLE "currency" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"code" varchar(3) NOT NULL,
	"name" varchar(50) NOT NULL,
	"symbol" varchar(5),
	"decimals" smallint DEFAULT 2 NOT NULL,
	"quote_unit" integer DEFAULT 1 NOT NULL,
	"active_yn" char(1) DEFAULT 'Y' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"currency_code" varchar(3) NOT NULL,
	"rate_date" date NOT NULL,
	"rate_type" varchar(8) NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"source" varchar(10) DEFAULT 'MANUAL' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"parent_id" bigint,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"category" varchar(10) NOT NULL,
	"billable_yn" char(1) DEFAULT 'N' NOT NULL,
	"note_required_yn" char(1) DEFAULT 'N' NOT NULL,
	"project_type_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_yn" char(1) DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_parent_id_task_activity_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."task_activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currency_code_uq" ON "currency" USING btree ("code") WHERE "currency"."deleted_yn" = 'N';--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rate_day_uq" ON "exchange_rate" USING btree ("currency_code","rate_date","rate_type") WHERE "exchange_rate"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "exchange_rate_date_idx" ON "exchange_rate" USING btree ("rate_date");--> statement-breakpoint
CREATE UNIQUE INDEX "task_activity_code_uq" ON "task_activity" USING btree ("code") WHERE "task_activity"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "task_activity_parent_idx" ON "task_activity" USING btree ("parent_id");--> statement-breakpoint
-- hand-written:
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_category_ck" CHECK ("category" IN ('PROJECT', 'INDIRECT', 'LEAVE'));--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_not_own_parent_ck" CHECK ("parent_id" IS NULL OR "parent_id" <> "id");--> statement-breakpoint
ALTER TABLE "currency" ADD CONSTRAINT "currency_code_ck" CHECK ("code" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "currency" ADD CONSTRAINT "currency_quote_unit_ck" CHECK ("quote_unit" IN (1, 100));--> statement-breakpoint
ALTER TABLE "currency" ADD CONSTRAINT "currency_decimals_ck" CHECK ("decimals" BETWEEN 0 AND 4);--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_rate_ck" CHECK ("rate" > 0);--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_type_ck" CHECK ("rate_type" IN ('BASE', 'TT_BUY', 'TT_SELL'));--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_source_ck" CHECK ("source" IN ('MANUAL', 'BANK_FEED'));
