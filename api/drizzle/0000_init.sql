CREATE TYPE "public"."department_level" AS ENUM('COMPANY', 'DIVISION', 'DEPARTMENT', 'TEAM', 'UNIT');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('ACTIVE', 'LOCKED', 'RETIRED');--> statement-breakpoint
CREATE TABLE "audit_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity_type" varchar(40) NOT NULL,
	"entity_id" bigint,
	"action" varchar(20) NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_id" bigint,
	"at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"request_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "department" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "department_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"parent_id" bigint,
	"level" "department_level" NOT NULL,
	"leader_user_id" bigint,
	"cost_center_code" varchar(20),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"valid_from" date DEFAULT current_date NOT NULL,
	"valid_to" date,
	"path" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" varchar(100) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_token" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oauth_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"family_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(100) NOT NULL,
	"scope" varchar(100) NOT NULL,
	"access_token_hash" char(64) NOT NULL,
	"refresh_token_hash" char(64) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"replaced_by_id" bigint,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"username" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"email" varchar(100) NOT NULL,
	"mobile" varchar(11),
	"dept_id" bigint,
	"status" "user_status" DEFAULT 'ACTIVE' NOT NULL,
	"ceo_yn" char(1) DEFAULT 'N' NOT NULL,
	"must_change_yn" char(1) DEFAULT 'N' NOT NULL,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_authority" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_authority_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"authority_code" varchar(60) NOT NULL,
	"granted_by" bigint,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"reason" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_parent_id_department_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_leader_user_id_app_user_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_token" ADD CONSTRAINT "oauth_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_authority" ADD CONSTRAINT "user_authority_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_history_entity_idx" ON "audit_history" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_history_actor_idx" ON "audit_history" USING btree ("actor_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "department_code_uq" ON "department" USING btree ("code") WHERE "department"."deleted_yn" = 'N';--> statement-breakpoint
CREATE UNIQUE INDEX "department_sibling_name_uq" ON "department" USING btree ("parent_id","name") WHERE "department"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "department_path_idx" ON "department" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "department_parent_idx" ON "department" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "login_attempt_username_at_idx" ON "login_attempt" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_attempt_ip_at_idx" ON "login_attempt" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_token_access_uq" ON "oauth_token" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_token_refresh_uq" ON "oauth_token" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "oauth_token_family_idx" ON "oauth_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "oauth_token_user_idx" ON "oauth_token" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_username_uq" ON "app_user" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_uq" ON "app_user" USING btree ("email") WHERE "app_user"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "app_user_dept_idx" ON "app_user" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_authority_user_code_uq" ON "user_authority" USING btree ("user_id","authority_code");--> statement-breakpoint
CREATE INDEX "user_authority_code_idx" ON "user_authority" USING btree ("authority_code");