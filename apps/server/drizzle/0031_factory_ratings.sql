ALTER TABLE "quote_requests" ADD COLUMN "rate_quality" smallint;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "rate_time" smallint;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "rate_service" smallint;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "rate_comment" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quote_requests_chosen_idx" ON "quote_requests" USING btree ("chosen_factory_id","sdate");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_rating_valid" CHECK (("quote_requests"."rated_at" is null) or ("quote_requests"."rate_quality" between 1 and 5 and "quote_requests"."rate_time" between 1 and 5 and "quote_requests"."rate_service" between 1 and 5));