DROP INDEX "tasks_designer_idx";--> statement-breakpoint
CREATE INDEX "task_signups_designer_at_idx" ON "task_signups" USING btree ("designer_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_designer_idx" ON "tasks" USING btree ("designer_id","status");