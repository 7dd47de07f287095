CREATE TABLE "model_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"price" integer NOT NULL,
	"commission" integer NOT NULL,
	"ledger_tx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_purchases_once" UNIQUE("buyer_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"category" varchar(32) NOT NULL,
	"style" varchar(32),
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"descr" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"licence" varchar(500) DEFAULT '' NOT NULL,
	"format" varchar(8) NOT NULL,
	"file_id" varchar(32) NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"preview_file_id" varchar(32),
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail" varchar(32),
	"polygons" integer,
	"bbox" jsonb,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector",
	CONSTRAINT "models_status" CHECK ("models"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "models_price" CHECK ("models"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "model_purchases" ADD CONSTRAINT "model_purchases_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_purchases" ADD CONSTRAINT "model_purchases_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_purchases_model_idx" ON "model_purchases" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "models_search_idx" ON "models" USING gin ("search");--> statement-breakpoint
CREATE INDEX "models_public_idx" ON "models" USING btree ("status","deleted","id");--> statement-breakpoint
CREATE INDEX "models_category_idx" ON "models" USING btree ("status","category","id");--> statement-breakpoint
CREATE INDEX "models_downloads_idx" ON "models" USING btree ("status","downloads","id");--> statement-breakpoint
CREATE INDEX "models_owner_idx" ON "models" USING btree ("owner_id","id");