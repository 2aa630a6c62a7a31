CREATE TABLE "gmp_node" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gmp_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"type" varchar(12) NOT NULL,
	"segment_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"parent_id" bigint,
	"title" varchar(200) NOT NULL,
	"offering" text,
	"value_proposition" text,
	"channels" varchar(500),
	"target_revenue" bigint,
	"due_date" date,
	"status" varchar(12) DEFAULT 'PLANNED' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gmp_node" ADD CONSTRAINT "gmp_node_owner_dept_id_department_id_fk" FOREIGN KEY ("owner_dept_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmp_node" ADD CONSTRAINT "gmp_node_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmp_node" ADD CONSTRAINT "gmp_node_segment_id_market_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."market_segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmp_node" ADD CONSTRAINT "gmp_node_parent_id_gmp_node_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gmp_node"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gmp_node_tree_idx" ON "gmp_node" USING btree ("segment_id","year") WHERE "gmp_node"."deleted_yn" = 'N';--> statement-breakpoint
CREATE INDEX "gmp_node_parent_idx" ON "gmp_node" USING btree ("parent_id");