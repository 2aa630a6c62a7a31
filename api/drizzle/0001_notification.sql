CREATE TYPE "public"."notification_category" AS ENUM('SYSTEM', 'CRM', 'OKR', 'COST', 'MES', 'EVALUATION', 'COLLAB');--> statement-breakpoint
CREATE TABLE "notification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_yn" char(1) DEFAULT 'N' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"category" "notification_category" NOT NULL,
	"type" varchar(40) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" varchar(500) NOT NULL,
	"content_location" varchar(200),
	"content_link" varchar(500),
	"target_type" varchar(40),
	"target_id" bigint,
	"actor_id" bigint
);
--> statement-breakpoint
CREATE TABLE "push_token" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token" varchar(512) NOT NULL,
	"user_agent" varchar(300),
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_token" ADD CONSTRAINT "push_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_user_created_idx" ON "notification" USING btree ("user_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "push_token_token_uq" ON "push_token" USING btree ("token");--> statement-breakpoint
CREATE INDEX "push_token_user_idx" ON "push_token" USING btree ("user_id");