CREATE TABLE "user_extra_dept" (
	"user_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	CONSTRAINT "user_extra_dept_user_id_dept_id_pk" PRIMARY KEY("user_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "user_hr" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"employee_no" varchar(20) NOT NULL,
	"hire_date" date NOT NULL,
	"resign_date" date,
	"job_grade" varchar(30) NOT NULL,
	"position" varchar(30),
	"employment_type" varchar(20) DEFAULT 'REGULAR' NOT NULL,
	"contract_end_date" date,
	"birth_date" date,
	"work_location" varchar(50),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "attachment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target_type" varchar(40) NOT NULL,
	"target_id" bigint,
	"original_name" varchar(255) NOT NULL,
	"storage_key" uuid NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authority_code" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authority_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(60) NOT NULL,
	"name" varchar(50) NOT NULL,
	"area" varchar(40),
	"level" varchar(20) NOT NULL,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"system_yn" char(1) DEFAULT 'N' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "menu_authority_override" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_authority_override_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_id" varchar(60) NOT NULL,
	"roles" text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "password_history" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "failed_login_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "profile_image_id" bigint;--> statement-breakpoint
ALTER TABLE "user_extra_dept" ADD CONSTRAINT "user_extra_dept_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_extra_dept" ADD CONSTRAINT "user_extra_dept_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_hr" ADD CONSTRAINT "user_hr_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_extra_dept_dept_idx" ON "user_extra_dept" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_hr_employee_no_uq" ON "user_hr" USING btree ("employee_no");--> statement-breakpoint
CREATE INDEX "attachment_target_idx" ON "attachment" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "authority_code_code_uq" ON "authority_code" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_authority_override_page_uq" ON "menu_authority_override" USING btree ("page_id");