CREATE TABLE "project_month_cost" (
	"ym" varchar(7) NOT NULL,
	"project_id" bigint NOT NULL,
	"labor_cost" bigint NOT NULL,
	"hours" numeric(12, 2) NOT NULL,
	"common_cost" bigint NOT NULL,
	CONSTRAINT "project_month_cost_ym_project_id_pk" PRIMARY KEY("ym","project_id")
);
--> statement-breakpoint
ALTER TABLE "project_month_cost" ADD CONSTRAINT "project_month_cost_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;