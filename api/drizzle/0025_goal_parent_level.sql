DROP INDEX "goal_parent_idx";--> statement-breakpoint
CREATE INDEX "goal_parent_idx" ON "goal" USING btree ("parent_goal_id","level");