CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"side" varchar(10) NOT NULL,
	"category" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"task_status_before" varchar(16) NOT NULL,
	"decision" varchar(10),
	"designer_amount" bigint,
	"commission" bigint,
	"business_amount" bigint,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"direction" varchar(10) NOT NULL,
	"taidu" smallint NOT NULL,
	"sudu" smallint NOT NULL,
	"pinzhi" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_once" UNIQUE("task_id","author_id"),
	CONSTRAINT "evaluations_stars" CHECK ("evaluations"."taidu" between 1 and 5 and "evaluations"."sudu" between 1 and 5 and "evaluations"."pinzhi" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_once" UNIQUE("member_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "task_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"designer_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"version" integer NOT NULL,
	"designer_id" integer NOT NULL,
	"note" text NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_deliveries_version" UNIQUE("task_id","version")
);
--> statement-breakpoint
CREATE TABLE "task_orbits" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(32) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"designer_id" integer NOT NULL,
	"message" text NOT NULL,
	"days" integer NOT NULL,
	"quote" bigint,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_signups_once" UNIQUE("task_id","designer_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"title" varchar(80) NOT NULL,
	"types" varchar(16) NOT NULL,
	"plaza" integer NOT NULL,
	"sizes" varchar(40) NOT NULL,
	"opens" smallint NOT NULL,
	"layer" smallint NOT NULL,
	"style" varchar(16) NOT NULL,
	"addr" varchar(120) NOT NULL,
	"city" varchar(30) NOT NULL,
	"groupid" integer,
	"sdate" date NOT NULL,
	"edate" date NOT NULL,
	"rdate" timestamp with time zone NOT NULL,
	"deliverables" jsonb NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	"cost" bigint NOT NULL,
	"conts" jsonb NOT NULL,
	"attach" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'unpaid' NOT NULL,
	"designer_id" integer,
	"commission_rate" integer,
	"revisions" integer DEFAULT 0 NOT NULL,
	"versions" integer DEFAULT 0 NOT NULL,
	"auto_accept_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"selected_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector",
	CONSTRAINT "tasks_status_valid" CHECK ("tasks"."status" in ('unpaid','recruiting','in_progress','delivered','completed','cancelled','disputed')),
	CONSTRAINT "tasks_cost_positive" CHECK ("tasks"."cost" > 0),
	CONSTRAINT "tasks_opens_range" CHECK ("tasks"."opens" between 1 and 4),
	CONSTRAINT "tasks_dates_order" CHECK ("tasks"."sdate" <= "tasks"."edate"),
	CONSTRAINT "tasks_designer_when_working" CHECK ("tasks"."status" not in ('in_progress','delivered','disputed') or "tasks"."designer_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_target_id_members_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_chats" ADD CONSTRAINT "task_chats_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_chats" ADD CONSTRAINT "task_chats_designer_id_members_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_chats" ADD CONSTRAINT "task_chats_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_deliveries" ADD CONSTRAINT "task_deliveries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_deliveries" ADD CONSTRAINT "task_deliveries_designer_id_members_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_orbits" ADD CONSTRAINT "task_orbits_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_orbits" ADD CONSTRAINT "task_orbits_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_signups" ADD CONSTRAINT "task_signups_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_signups" ADD CONSTRAINT "task_signups_designer_id_members_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_publisher_id_members_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_designer_id_members_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "complaints_task_idx" ON "complaints" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "evaluations_target_idx" ON "evaluations" USING btree ("target_id","id");--> statement-breakpoint
CREATE INDEX "evaluations_author_idx" ON "evaluations" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "favourites_target_idx" ON "favourites" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "task_chats_thread_idx" ON "task_chats" USING btree ("task_id","designer_id","id");--> statement-breakpoint
CREATE INDEX "task_orbits_task_idx" ON "task_orbits" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "task_signups_designer_idx" ON "task_signups" USING btree ("designer_id","id");--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "tasks_publisher_idx" ON "tasks" USING btree ("publisher_id","id");--> statement-breakpoint
CREATE INDEX "tasks_designer_idx" ON "tasks" USING btree ("designer_id");--> statement-breakpoint
CREATE INDEX "tasks_city_idx" ON "tasks" USING btree ("city","status","id");--> statement-breakpoint
CREATE INDEX "tasks_types_idx" ON "tasks" USING btree ("types","status","id");--> statement-breakpoint
CREATE INDEX "tasks_cost_idx" ON "tasks" USING btree ("status","cost");--> statement-breakpoint
CREATE INDEX "tasks_rdate_idx" ON "tasks" USING btree ("status","rdate");--> statement-breakpoint
CREATE INDEX "tasks_auto_accept_idx" ON "tasks" USING btree ("status","auto_accept_at");