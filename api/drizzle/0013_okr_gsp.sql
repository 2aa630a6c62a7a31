CREATE TABLE "strategy_node" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "strategy_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_yn" char(1) DEFAULT 'N' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"period_id" bigint NOT NULL,
	"type" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"parent_id" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"goal_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "strategy_node" ADD CONSTRAINT "strategy_node_period_id_okr_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."okr_period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_node" ADD CONSTRAINT "strategy_node_parent_id_strategy_node_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."strategy_node"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "strategy_node_period_idx" ON "strategy_node" USING btree ("period_id","parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "strategy_node_parent_idx" ON "strategy_node" USING btree ("parent_id");