CREATE TABLE "market_segment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_segment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"parent_id" bigint,
	"description" text,
	"tam" bigint,
	"sam" bigint,
	"som" bigint,
	"growth_rate_pct" numeric(5, 2),
	"priority" varchar(10) DEFAULT 'GROWTH' NOT NULL,
	"active_yn" char(1) DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_segment" ADD CONSTRAINT "market_segment_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_segment" ADD CONSTRAINT "market_segment_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_segment" ADD CONSTRAINT "market_segment_parent_id_market_segment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."market_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_segment_code_uq" ON "market_segment" USING btree ("code") WHERE "market_segment"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "market_segment_parent_idx" ON "market_segment" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "market_segment_owner_dept_idx" ON "market_segment" USING btree ("owner_dept_id");--> statement-breakpoint
-- Segment ids written before this table existed point at nothing: clear them so the foreign keys can be added.
UPDATE "customer" SET "segment_id" = NULL WHERE "segment_id" IS NOT NULL;--> statement-breakpoint
UPDATE "lead" SET "segment_id" = NULL WHERE "segment_id" IS NOT NULL;--> statement-breakpoint
UPDATE "sales_plan" SET "deleted_yn" = 'Y', "deleted_at" = now() WHERE "dimension" = 'SEGMENT' AND "deleted_yn" = 'N';--> statement-breakpoint
UPDATE "sales_plan" SET "segment_id" = NULL WHERE "segment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_segment_id_market_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_segment_id_market_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_plan" ADD CONSTRAINT "sales_plan_segment_id_market_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_segment_idx" ON "customer" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "lead_segment_idx" ON "lead" USING btree ("segment_id");