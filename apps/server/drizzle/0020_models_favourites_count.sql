ALTER TABLE "models" ADD COLUMN "favourites" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "models_favourites_idx" ON "models" USING btree ("status","favourites","id");--> statement-breakpoint
-- the count of the favourites kept so far (written by hand after drizzle-kit's two statements)
UPDATE "models" SET "favourites" = (SELECT count(*) FROM "favourites" f WHERE f."kind" = 'model' AND f."target_id" = "models"."id");
