DROP INDEX "exhibitions_status_date_idx";--> statement-breakpoint
DROP INDEX "exhibitions_city_date_idx";--> statement-breakpoint
CREATE INDEX "exhibitions_status_date_idx" ON "exhibitions" USING btree ("status","sdate","id","edate");--> statement-breakpoint
CREATE INDEX "exhibitions_city_date_idx" ON "exhibitions" USING btree ("status","city","sdate","id","edate");