CREATE TABLE "factory_profiles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"company_name" varchar(80) NOT NULL,
	"company_name_en" varchar(120),
	"city" varchar(30) NOT NULL,
	"capabilities" text[] NOT NULL,
	"workshop_area" integer DEFAULT 0 NOT NULL,
	"annual_capacity" integer DEFAULT 0 NOT NULL,
	"descr" text DEFAULT '' NOT NULL,
	"certificates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "quote_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"factory_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'invited' NOT NULL,
	"price" bigint,
	"build_days" integer,
	"schedule" text,
	"notes" text,
	"accepted_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_invites_once" UNIQUE("request_id","factory_id"),
	CONSTRAINT "quote_invites_status_valid" CHECK ("quote_invites"."status" in ('invited','accepted','declined','quoted')),
	CONSTRAINT "quote_invites_price_positive" CHECK ("quote_invites"."price" is null or "quote_invites"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"task_title" varchar(80) NOT NULL,
	"city" varchar(30) NOT NULL,
	"sdate" date NOT NULL,
	"edate" date NOT NULL,
	"sizes" varchar(40) NOT NULL,
	"plaza" integer NOT NULL,
	"capabilities" text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"files" jsonb NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"chosen_factory_id" integer,
	"picked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "factory_profiles" ADD CONSTRAINT "factory_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_invites" ADD CONSTRAINT "quote_invites_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_invites" ADD CONSTRAINT "quote_invites_factory_id_members_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_business_id_members_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_chosen_factory_id_members_id_fk" FOREIGN KEY ("chosen_factory_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factory_profiles_search_idx" ON "factory_profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "factory_profiles_caps_idx" ON "factory_profiles" USING gin ("capabilities");--> statement-breakpoint
CREATE INDEX "factory_profiles_city_idx" ON "factory_profiles" USING btree ("city","member_id");--> statement-breakpoint
CREATE INDEX "quote_invites_factory_idx" ON "quote_invites" USING btree ("factory_id","id");--> statement-breakpoint
CREATE INDEX "quote_requests_task_idx" ON "quote_requests" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "quote_requests_business_idx" ON "quote_requests" USING btree ("business_id","id");