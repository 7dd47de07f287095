CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"title_en" varchar(160),
	"summary" varchar(400) DEFAULT '' NOT NULL,
	"summary_en" varchar(600),
	"content" text DEFAULT '' NOT NULL,
	"content_en" text,
	"cover" varchar(32),
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector",
	CONSTRAINT "articles_status" CHECK ("articles"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("status","category","published_at","id");