CREATE TABLE "okr_thread" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "okr_thread_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"channel" varchar(10) NOT NULL,
	"target_type" varchar(40),
	"target_id" bigint,
	"visibility" varchar(10) DEFAULT 'ALL' NOT NULL,
	"pinned_yn" char(1) DEFAULT 'N' NOT NULL,
	"mentions" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"last_comment_at" timestamp with time zone,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_thread_member" (
	"thread_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "okr_thread_member_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "okr_thread_read" (
	"thread_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "okr_thread_read_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "okr_thread" ADD CONSTRAINT "okr_thread_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread" ADD CONSTRAINT "okr_thread_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread_member" ADD CONSTRAINT "okr_thread_member_thread_id_okr_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."okr_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread_member" ADD CONSTRAINT "okr_thread_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread_read" ADD CONSTRAINT "okr_thread_read_thread_id_okr_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."okr_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_thread_read" ADD CONSTRAINT "okr_thread_read_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "okr_thread_order_idx" ON "okr_thread" USING btree ("pinned_yn","activity_at") WHERE "okr_thread"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "okr_thread_channel_idx" ON "okr_thread" USING btree ("channel");--> statement-breakpoint
CREATE INDEX "okr_thread_target_idx" ON "okr_thread" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "okr_thread_member_user_idx" ON "okr_thread_member" USING btree ("user_id");