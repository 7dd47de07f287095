CREATE TABLE "notify_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"message_id" integer,
	"kind" varchar(40) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notify_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"email" varchar(254),
	"email_verified_at" timestamp with time zone,
	"lang" varchar(8) DEFAULT 'zh-CN' NOT NULL,
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quiet_on" boolean DEFAULT true NOT NULL,
	"quiet_start" smallint DEFAULT 1320 NOT NULL,
	"quiet_end" smallint DEFAULT 480 NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notify_outbox" ADD CONSTRAINT "notify_outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_settings" ADD CONSTRAINT "notify_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_outbox_due_idx" ON "notify_outbox" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "notify_outbox_member_idx" ON "notify_outbox" USING btree ("member_id","channel","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_outbox_event_idx" ON "notify_outbox" USING btree ("message_id","channel");