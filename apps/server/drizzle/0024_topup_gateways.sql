ALTER TABLE "recharges" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "provider_trade_no" varchar(64);--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "flag" varchar(24);--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "flag_note" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "check_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_tx_recharge_once" ON "ledger_transactions" USING btree ("ref") WHERE "ledger_transactions"."kind" LIKE 'recharge%';--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_provider_trade_uq" ON "recharges" USING btree ("method","provider_trade_no") WHERE "recharges"."provider_trade_no" IS NOT NULL;