-- On a large live database, build it first by hand (CREATE INDEX CONCURRENTLY IF NOT EXISTS "tasks_public_id_idx" ON "tasks" ("id","status") WHERE "status" <> 'unpaid'); this then does nothing (decision 038).
CREATE INDEX IF NOT EXISTS "tasks_public_id_idx" ON "tasks" USING btree ("id","status") WHERE "tasks"."status" <> 'unpaid';
