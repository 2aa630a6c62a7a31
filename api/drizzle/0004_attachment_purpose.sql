ALTER TABLE "attachment" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attachment" ADD COLUMN "purpose" varchar(20) DEFAULT 'ATTACHMENT' NOT NULL;