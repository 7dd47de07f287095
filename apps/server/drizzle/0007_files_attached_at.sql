ALTER TABLE "files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
-- files uploaded before this migration may be in use anywhere: never swept
UPDATE "files" SET "attached_at" = "created_at";--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE "files"."attached_at" is null;