CREATE TABLE "leave_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"owner_dept_id" bigint,
	"user_id" bigint NOT NULL,
	"type" varchar(10) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" varchar(200),
	"status" varchar(10) DEFAULT 'REQUESTED' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "leave_record" ADD CONSTRAINT "leave_record_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_record" ADD CONSTRAINT "leave_record_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_record_user_idx" ON "leave_record" USING btree ("user_id","from_date");--> statement-breakpoint
CREATE INDEX "leave_record_status_idx" ON "leave_record" USING btree ("status","from_date");