CREATE TABLE "crm_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"activity_type" varchar(40) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"customer_id" bigint NOT NULL,
	"lead_id" bigint,
	"contract_id" bigint,
	"project_id" bigint,
	"status" varchar(10) DEFAULT 'PLANNED' NOT NULL,
	"activity_at" timestamp with time zone NOT NULL,
	"duration_min" integer,
	"location" varchar(200),
	"content" text,
	"outcome" varchar(10),
	"next_action_type" varchar(40),
	"next_action_at" timestamp with time zone,
	"next_action_note" varchar(200),
	"next_action_item_id" bigint,
	"next_action_reminded_at" timestamp with time zone,
	"follow_up_of_id" bigint
);
--> statement-breakpoint
CREATE TABLE "crm_record_contact" (
	"crm_record_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	CONSTRAINT "crm_record_contact_crm_record_id_contact_id_pk" PRIMARY KEY("crm_record_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "crm_record_participant" (
	"crm_record_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "crm_record_participant_crm_record_id_user_id_pk" PRIMARY KEY("crm_record_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_lead_id_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_next_action_item_id_action_item_id_fk" FOREIGN KEY ("next_action_item_id") REFERENCES "public"."action_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record" ADD CONSTRAINT "crm_record_follow_up_of_id_crm_record_id_fk" FOREIGN KEY ("follow_up_of_id") REFERENCES "public"."crm_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record_contact" ADD CONSTRAINT "crm_record_contact_crm_record_id_crm_record_id_fk" FOREIGN KEY ("crm_record_id") REFERENCES "public"."crm_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record_contact" ADD CONSTRAINT "crm_record_contact_contact_id_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record_participant" ADD CONSTRAINT "crm_record_participant_crm_record_id_crm_record_id_fk" FOREIGN KEY ("crm_record_id") REFERENCES "public"."crm_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_record_participant" ADD CONSTRAINT "crm_record_participant_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_record_activity_at_idx" ON "crm_record" USING btree ("activity_at","id");--> statement-breakpoint
CREATE INDEX "crm_record_customer_idx" ON "crm_record" USING btree ("customer_id","activity_at");--> statement-breakpoint
CREATE INDEX "crm_record_owner_dept_idx" ON "crm_record" USING btree ("owner_dept_id","activity_at");--> statement-breakpoint
CREATE INDEX "crm_record_owner_user_idx" ON "crm_record" USING btree ("owner_user_id","activity_at");--> statement-breakpoint
CREATE INDEX "crm_record_lead_idx" ON "crm_record" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "crm_record_next_action_idx" ON "crm_record" USING btree ("next_action_at") WHERE "crm_record"."deleted_yn" = 'N' and "crm_record"."next_action_at" is not null;--> statement-breakpoint
CREATE INDEX "crm_record_contact_contact_idx" ON "crm_record_contact" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "crm_record_participant_user_idx" ON "crm_record_participant" USING btree ("user_id");