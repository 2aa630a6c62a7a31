CREATE TABLE "payment_term" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_term_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"contract_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"rate" numeric(5, 2),
	"amount" numeric(18, 2) NOT NULL,
	"due_type" varchar(20) NOT NULL,
	"due_date" date,
	"milestone_id" bigint,
	"milestone_name" varchar(100),
	"status" varchar(12) DEFAULT 'PLANNED' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "expiry_notice_day" integer;--> statement-breakpoint
ALTER TABLE "payment_term" ADD CONSTRAINT "payment_term_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_term_contract_idx" ON "payment_term" USING btree ("contract_id","seq");