CREATE TABLE "topup_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"recharge_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" varchar(16) NOT NULL,
	"out_refund_no" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_no" varchar(64),
	"failure" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"check_failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topup_refunds_out_refund_no_unique" UNIQUE("out_refund_no")
);
--> statement-breakpoint
ALTER TABLE "topup_refunds" ADD CONSTRAINT "topup_refunds_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_refunds" ADD CONSTRAINT "topup_refunds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_refunds" ADD CONSTRAINT "topup_refunds_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topup_refunds_recharge_idx" ON "topup_refunds" USING btree ("recharge_id","id");--> statement-breakpoint
CREATE INDEX "topup_refunds_status_idx" ON "topup_refunds" USING btree ("status","id");