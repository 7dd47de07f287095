CREATE TABLE "open_uploads" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"declared" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_uploads" ADD CONSTRAINT "open_uploads_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_uploads_owner_idx" ON "open_uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "open_uploads_created_idx" ON "open_uploads" USING btree ("created_at");