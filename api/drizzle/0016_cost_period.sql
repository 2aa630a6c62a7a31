CREATE TABLE "cost_period" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_period_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"ym" varchar(7) NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"reopen_reason" varchar(200),
	"reopened_at" timestamp with time zone,
	"reopened_by" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cost_period_ym_uq" ON "cost_period" USING btree ("ym");--> statement-breakpoint
CREATE INDEX "cost_period_status_idx" ON "cost_period" USING btree ("status","ym");