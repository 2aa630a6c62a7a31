CREATE TABLE "project_common_cost" (
	"ym" varchar(7) NOT NULL,
	"project_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "project_common_cost_ym_project_id_pk" PRIMARY KEY("ym","project_id")
);
--> statement-breakpoint
ALTER TABLE "project_common_cost" ADD CONSTRAINT "project_common_cost_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;