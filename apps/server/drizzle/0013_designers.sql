CREATE TABLE "designer_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"designer_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designer_invitations_once" UNIQUE("task_id","designer_id")
);
--> statement-breakpoint
CREATE TABLE "designer_profiles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"listed" smallint DEFAULT 1 NOT NULL,
	"nickname" varchar(60) NOT NULL,
	"city" varchar(30) DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"taidu" smallint DEFAULT 0 NOT NULL,
	"sudu" smallint DEFAULT 0 NOT NULL,
	"pinzhi" smallint DEFAULT 0 NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"works_count" integer DEFAULT 0 NOT NULL,
	"covers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"figures_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "work_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"file_id" varchar(32) NOT NULL,
	"position" smallint NOT NULL,
	"designer_id" integer NOT NULL,
	"visibility" varchar(8) NOT NULL,
	"category" varchar(32) NOT NULL,
	"style" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"designer_id" integer NOT NULL,
	"title" varchar(80) NOT NULL,
	"descr" text DEFAULT '' NOT NULL,
	"category" varchar(32) NOT NULL,
	"style" varchar(32) NOT NULL,
	"exhibition_id" integer,
	"cover" varchar(32) NOT NULL,
	"picture_count" smallint NOT NULL,
	"visibility" varchar(8) DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_visibility" CHECK ("works"."visibility" in ('public', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "designer_invitations" ADD CONSTRAINT "designer_invitations_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_invitations" ADD CONSTRAINT "designer_invitations_designer_id_members_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_invitations" ADD CONSTRAINT "designer_invitations_business_id_members_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_profiles" ADD CONSTRAINT "designer_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_pictures" ADD CONSTRAINT "work_pictures_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_designer_id_members_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designer_invitations_designer_idx" ON "designer_invitations" USING btree ("designer_id","id");--> statement-breakpoint
CREATE INDEX "designer_profiles_search_idx" ON "designer_profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "designer_profiles_specialties_idx" ON "designer_profiles" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "designer_profiles_rating_idx" ON "designer_profiles" USING btree ("listed","rating","member_id");--> statement-breakpoint
CREATE INDEX "designer_profiles_completed_idx" ON "designer_profiles" USING btree ("listed","completed","member_id");--> statement-breakpoint
CREATE INDEX "designer_profiles_joined_idx" ON "designer_profiles" USING btree ("listed","joined_at","member_id");--> statement-breakpoint
CREATE INDEX "designer_profiles_city_idx" ON "designer_profiles" USING btree ("city","rating","member_id");--> statement-breakpoint
CREATE INDEX "work_pictures_work_idx" ON "work_pictures" USING btree ("work_id","position");--> statement-breakpoint
CREATE INDEX "work_pictures_public_idx" ON "work_pictures" USING btree ("visibility","id");--> statement-breakpoint
CREATE INDEX "work_pictures_category_idx" ON "work_pictures" USING btree ("visibility","category","id");--> statement-breakpoint
CREATE INDEX "work_pictures_style_idx" ON "work_pictures" USING btree ("visibility","style","id");--> statement-breakpoint
CREATE INDEX "work_pictures_designer_idx" ON "work_pictures" USING btree ("designer_id","id");--> statement-breakpoint
CREATE INDEX "works_designer_idx" ON "works" USING btree ("designer_id","id");--> statement-breakpoint
CREATE INDEX "works_visibility_idx" ON "works" USING btree ("visibility","id");