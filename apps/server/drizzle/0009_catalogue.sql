CREATE TABLE "booth_plots" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"number" varchar(16) NOT NULL,
	"width_cm" integer NOT NULL,
	"depth_cm" integer NOT NULL,
	"opens" smallint NOT NULL,
	"x_cm" integer NOT NULL,
	"y_cm" integer NOT NULL,
	CONSTRAINT "booth_plots_number_once" UNIQUE("hall_id","number"),
	CONSTRAINT "booth_plots_size" CHECK ("booth_plots"."width_cm" > 0 and "booth_plots"."depth_cm" > 0 and "booth_plots"."x_cm" >= 0 and "booth_plots"."y_cm" >= 0),
	CONSTRAINT "booth_plots_opens" CHECK ("booth_plots"."opens" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tree" varchar(16) NOT NULL,
	"parent_id" integer,
	"code" varchar(32) NOT NULL,
	"name_zh" varchar(40) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_code_once" UNIQUE("tree","code")
);
--> statement-breakpoint
CREATE TABLE "conventions" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"title_en" varchar(160),
	"descr" text DEFAULT '' NOT NULL,
	"descr_en" text,
	"sizes" integer DEFAULT 0 NOT NULL,
	"contacter" varchar(40) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"sdate" date NOT NULL,
	"edate" date NOT NULL,
	"addrs" varchar(160) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_en" text,
	"city" varchar(30) NOT NULL,
	"industry" varchar(32),
	"venue_id" integer,
	"cover" varchar(32),
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector",
	CONSTRAINT "conventions_dates" CHECK ("conventions"."edate" >= "conventions"."sdate"),
	CONSTRAINT "conventions_status" CHECK ("conventions"."status" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "exhibition_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(80),
	"width_cm" integer NOT NULL,
	"depth_cm" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "exhibition_halls_id_exhibition" UNIQUE("id","exhibition_id"),
	CONSTRAINT "exhibition_halls_size" CHECK ("exhibition_halls"."width_cm" > 0 and "exhibition_halls"."depth_cm" > 0)
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"title_en" varchar(160),
	"industry" varchar(32) NOT NULL,
	"city" varchar(30) NOT NULL,
	"venue_id" integer,
	"address" varchar(160) DEFAULT '' NOT NULL,
	"sdate" date NOT NULL,
	"edate" date NOT NULL,
	"organiser" varchar(120) DEFAULT '' NOT NULL,
	"organiser_en" varchar(160),
	"area" integer DEFAULT 0 NOT NULL,
	"exhibitors" integer DEFAULT 0 NOT NULL,
	"descr" text DEFAULT '' NOT NULL,
	"descr_en" text,
	"content" text DEFAULT '' NOT NULL,
	"content_en" text,
	"cover" varchar(32),
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector",
	CONSTRAINT "exhibitions_dates" CHECK ("exhibitions"."edate" >= "exhibitions"."sdate"),
	CONSTRAINT "exhibitions_status" CHECK ("exhibitions"."status" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "venue_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(80),
	"plaza" integer NOT NULL,
	"sizes" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_halls_sizes" CHECK ("venue_halls"."plaza" >= 0 and "venue_halls"."sizes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_en" varchar(120),
	"city" varchar(30) NOT NULL,
	"address" varchar(160) NOT NULL,
	"address_en" varchar(200),
	"descr" text DEFAULT '' NOT NULL,
	"descr_en" text,
	"faceimg" varchar(32),
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"panoramas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plaza" integer DEFAULT 0 NOT NULL,
	"sizes" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "plot_id" integer;--> statement-breakpoint
ALTER TABLE "booth_plots" ADD CONSTRAINT "booth_plots_hall_id_exhibition_id_exhibition_halls_id_exhibition_id_fk" FOREIGN KEY ("hall_id","exhibition_id") REFERENCES "public"."exhibition_halls"("id","exhibition_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_publisher_id_members_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_halls" ADD CONSTRAINT "exhibition_halls_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_publisher_id_members_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_halls" ADD CONSTRAINT "venue_halls_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_plots_exhibition_idx" ON "booth_plots" USING btree ("exhibition_id","hall_id");--> statement-breakpoint
CREATE INDEX "categories_tree_idx" ON "categories" USING btree ("tree","parent_id","sort");--> statement-breakpoint
CREATE INDEX "conventions_search_idx" ON "conventions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "conventions_status_date_idx" ON "conventions" USING btree ("status","sdate","id");--> statement-breakpoint
CREATE INDEX "conventions_city_date_idx" ON "conventions" USING btree ("status","city","sdate","id");--> statement-breakpoint
CREATE INDEX "conventions_sizes_idx" ON "conventions" USING btree ("status","sizes");--> statement-breakpoint
CREATE INDEX "conventions_publisher_idx" ON "conventions" USING btree ("publisher_id","id");--> statement-breakpoint
CREATE INDEX "conventions_venue_idx" ON "conventions" USING btree ("venue_id","sdate");--> statement-breakpoint
CREATE INDEX "exhibition_halls_exhibition_idx" ON "exhibition_halls" USING btree ("exhibition_id","sort");--> statement-breakpoint
CREATE INDEX "exhibitions_search_idx" ON "exhibitions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "exhibitions_status_date_idx" ON "exhibitions" USING btree ("status","sdate","id");--> statement-breakpoint
CREATE INDEX "exhibitions_city_date_idx" ON "exhibitions" USING btree ("status","city","sdate","id");--> statement-breakpoint
CREATE INDEX "exhibitions_industry_date_idx" ON "exhibitions" USING btree ("status","industry","sdate","id");--> statement-breakpoint
CREATE INDEX "exhibitions_area_idx" ON "exhibitions" USING btree ("status","area");--> statement-breakpoint
CREATE INDEX "exhibitions_publisher_idx" ON "exhibitions" USING btree ("publisher_id","id");--> statement-breakpoint
CREATE INDEX "exhibitions_venue_idx" ON "exhibitions" USING btree ("venue_id","sdate");--> statement-breakpoint
CREATE INDEX "venue_halls_venue_idx" ON "venue_halls" USING btree ("venue_id","sort");--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "venues_plaza_idx" ON "venues" USING btree ("plaza","id");--> statement-breakpoint
CREATE INDEX "venues_sizes_idx" ON "venues" USING btree ("sizes","id");--> statement-breakpoint
CREATE INDEX "venues_featured_idx" ON "venues" USING btree ("featured","id");--> statement-breakpoint
CREATE INDEX "tasks_group_idx" ON "tasks" USING btree ("groupid","status","id");