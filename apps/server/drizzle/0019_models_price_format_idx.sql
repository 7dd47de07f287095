CREATE INDEX "models_price_idx" ON "models" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "models_format_idx" ON "models" USING btree ("status","format","price","id");