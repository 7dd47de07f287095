CREATE TABLE "task_reminders" (
	"task_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"ref" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reminders_task_id_kind_ref_pk" PRIMARY KEY("task_id","kind","ref")
);
--> statement-breakpoint
CREATE TABLE "task_saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"filters" jsonb NOT NULL,
	"seen_until" timestamp with time zone NOT NULL,
	"told_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_saved_searches" ADD CONSTRAINT "task_saved_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_saved_searches_member_idx" ON "task_saved_searches" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "notify_outbox_created_idx" ON "notify_outbox" USING btree ("created_at");