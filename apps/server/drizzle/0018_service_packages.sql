CREATE TABLE "service_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"designer_id" integer NOT NULL,
	"title" varchar(80) NOT NULL,
	"descr" text DEFAULT '' NOT NULL,
	"category" varchar(16) NOT NULL,
	"style" varchar(16) NOT NULL,
	"plaza" integer NOT NULL,
	"opens" smallint NOT NULL,
	"days" smallint NOT NULL,
	"revisions" smallint NOT NULL,
	"deliverables" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"cover" varchar(32),
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector",
	CONSTRAINT "service_packages_status" CHECK ("service_packages"."status" in ('active', 'paused')),
	CONSTRAINT "service_packages_price" CHECK ("service_packages"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_designer_id_members_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_packages_search_idx" ON "service_packages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "service_packages_public_idx" ON "service_packages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "service_packages_price_idx" ON "service_packages" USING btree ("status","price");--> statement-breakpoint
CREATE INDEX "service_packages_designer_idx" ON "service_packages" USING btree ("designer_id","id");--> statement-breakpoint
CREATE INDEX "tasks_service_idx" ON "tasks" USING btree ("service_id");