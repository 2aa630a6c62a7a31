CREATE TABLE "salary" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"user_id" bigint NOT NULL,
	"ym" varchar(7) NOT NULL,
	"owner_dept_id" bigint,
	"base_pay" bigint NOT NULL,
	"allowances" bigint NOT NULL,
	"overtime_pay" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"employer_insurance" bigint NOT NULL,
	"severance_accrual" bigint NOT NULL,
	"total_cost" bigint NOT NULL,
	CONSTRAINT "salary_amounts_nonnegative" CHECK ("salary"."base_pay" >= 0 and "salary"."allowances" >= 0 and "salary"."overtime_pay" >= 0 and "salary"."bonus" >= 0 and "salary"."employer_insurance" >= 0 and "salary"."severance_accrual" >= 0),
	CONSTRAINT "salary_total" CHECK ("salary"."total_cost" = "salary"."base_pay" + "salary"."allowances" + "salary"."overtime_pay" + "salary"."bonus" + "salary"."employer_insurance" + "salary"."severance_accrual")
);
--> statement-breakpoint
ALTER TABLE "salary" ADD CONSTRAINT "salary_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary" ADD CONSTRAINT "salary_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_user_ym_uq" ON "salary" USING btree ("user_id","ym") WHERE "salary"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "salary_ym_idx" ON "salary" USING btree ("ym");--> statement-breakpoint
CREATE INDEX "salary_owner_dept_idx" ON "salary" USING btree ("owner_dept_id","ym");