CREATE TABLE "wechat_bindings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"openid" varchar(64) NOT NULL,
	"unionid" varchar(64),
	"nickname" varchar(100) DEFAULT '' NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_bindings_openid_unique" UNIQUE("openid")
);
--> statement-breakpoint
CREATE TABLE "wechat_pending" (
	"id" serial PRIMARY KEY NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"unionid" varchar(64),
	"nickname" varchar(100) DEFAULT '' NOT NULL,
	"headimgurl" varchar(500) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "wechat_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_set" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_states" ADD CONSTRAINT "wechat_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wechat_pending_browser_idx" ON "wechat_pending" USING btree ("browser_hash");--> statement-breakpoint
CREATE INDEX "wechat_states_expires_idx" ON "wechat_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "security_events_member_idx" ON "security_events" USING btree ("member_id","at");